import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { rescheduleActivity } from './scheduledApi';
import { refusalReasons } from './refusalReasons';
import type { ActivityMove, TimelineActivity } from './timelineTypes';

/**
 * Re-time or hand over an activity (drag or the keyboard "Move" form): the server checks the
 * rules; a refusal is shown with all its reasons and resolves false, so the bar snaps back.
 * Success resolves once the day has been read again, so the bar appears at its new place.
 */
export function useActivityMove(refetch: () => Promise<unknown>) {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    async (activity: TimelineActivity, move: ActivityMove): Promise<boolean> => {
      try {
        await rescheduleActivity(activity.id, { ...move, version: activity.version });
      } catch (error) {
        notify(
          translate('scheduled.move.refused', { work_order: activity.work_order, reasons: refusalReasons(error, translate).join('; ') }),
          {
            type: 'error',
            multiLine: true,
          },
        );
        return false;
      }
      await refetch();
      notify('scheduled.move.done', { type: 'success', messageArgs: { work_order: activity.work_order } });
      return true;
    },
    [notify, translate, refetch],
  );
}
