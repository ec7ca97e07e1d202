import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { undoAction } from '../../components/timeline/undoAction';
import { rescheduleActivity } from './scheduledApi';
import { refusalReasons } from './refusalReasons';
import { undoMove } from './timeline/dropToMove';
import type { ActivityMove, TimelineActivity } from './timelineTypes';

/**
 * Re-time or hand over an activity (drag or the keyboard "Move" form): the server checks the
 * rules; a refusal is shown with all its reasons and resolves false, so the bar snaps back.
 * Success resolves once the day has been read again, so the bar appears at its new place, and
 * its notification offers Undo: the move back, judged by the same rules, with the new version.
 */
export function useActivityMove(refetch: () => Promise<unknown>) {
  const notify = useNotify();
  const translate = useTranslate();
  /** Saves a move; a refusal is said with every reason and gives null. */
  const send = useCallback(
    async (activity: TimelineActivity, move: ActivityMove, version: number) => {
      try {
        return await rescheduleActivity(activity.id, { ...move, version });
      } catch (error) {
        notify(
          translate('scheduled.move.refused', { work_order: activity.work_order, reasons: refusalReasons(error, translate).join('; ') }),
          {
            type: 'error',
            multiLine: true,
          },
        );
        return null;
      }
    },
    [notify, translate],
  );
  const undo = useCallback(
    async (activity: TimelineActivity, back: ActivityMove, version: number) => {
      if (!(await send(activity, back, version))) return;
      await refetch();
      notify('scheduled.move.undone', { type: 'success', messageArgs: { work_order: activity.work_order } });
    },
    [send, refetch, notify],
  );
  return useCallback(
    async (activity: TimelineActivity, move: ActivityMove): Promise<boolean> => {
      const saved = await send(activity, move, activity.version);
      if (!saved) return false;
      await refetch();
      const back = undoMove(activity, move);
      notify('scheduled.move.done', {
        type: 'success',
        messageArgs: { work_order: activity.work_order },
        ...undoAction(back && (() => void undo(activity, back, saved.version))),
      });
      return true;
    },
    [send, refetch, notify, undo],
  );
}
