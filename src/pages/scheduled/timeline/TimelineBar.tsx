import { memo, useCallback } from 'react';
import { ButtonBase } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import FlagIcon from '@mui/icons-material/Flag';
import { useTranslate } from 'react-admin';
import { utcToLocal } from '../../../../model/modules/scheduled/localTime';
import type { TimelineActivity } from '../timelineTypes';
import type { PlacedActivity } from './timelineRows';
import { barColours, statusStyle } from './statusStyle';
import { useBarDrag, type BarDrop } from './useBarDrag';

export const laneHeight = 36;
const barHeight = 30;

export interface TimelineBarProps {
  placed: PlacedActivity;
  left: number;
  width: number;
  timeZone: string;
  rowKey: string;
  onOpen: (activity: TimelineActivity) => void;
  /** Absent when the user may not re-plan: the bar is then a plain button. */
  onDrop?: (activity: TimelineActivity, fromRowKey: string, drop: BarDrop) => Promise<boolean>;
}

/** The flight numbers as people say them: inbound/outbound, or the one there is. */
export const flightsOf = (activity: TimelineActivity) => [activity.inbound_flight_no, activity.outbound_flight_no].filter(Boolean).join('/');

/**
 * One activity on the timeline: a button named by work order, flight, local times and status,
 * coloured and iconned by status; a double booking is outlined, a changed schedule flagged.
 * Memoised: a drag or a new filter re-renders only the bars whose data changed.
 */
export const TimelineBar = memo(function TimelineBar({ placed, left, width, timeZone, rowKey, onOpen, onDrop }: TimelineBarProps) {
  const translate = useTranslate();
  const { activity, window, lane } = placed;
  const drop = useCallback((d: BarDrop) => onDrop!(activity, rowKey, d), [onDrop, activity, rowKey]);
  const { handlers, swallowClickAfterDrag } = useBarDrag(onDrop ? drop : undefined);
  const { Icon } = statusStyle[activity.status] ?? statusStyle.planned;
  const status = translate(`scheduled.choices.activity_status.${activity.status}`, { _: activity.status });
  const flights = flightsOf(activity);
  const name = [
    translate('scheduled.timeline.bar_label', {
      work_order: activity.work_order,
      flights: flights || '—',
      start: utcToLocal(window.start, timeZone).time,
      end: utcToLocal(window.end, timeZone).time,
      status,
    }),
    activity.conflict ? translate('scheduled.timeline.conflict') : null,
    activity.needs_review ? translate('scheduled.timeline.needs_review') : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <ButtonBase
      {...handlers}
      onClick={() => swallowClickAfterDrag() || onOpen(activity)}
      aria-label={name}
      title={name}
      data-activity-id={activity.id}
      data-lane={lane}
      sx={{
        position: 'absolute',
        top: lane * laneHeight + (laneHeight - barHeight) / 2,
        height: barHeight,
        minWidth: 8,
        px: 0.5,
        gap: 0.5,
        justifyContent: 'flex-start',
        borderRadius: 1,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        fontSize: 12,
        touchAction: onDrop ? 'none' : 'auto',
        cursor: onDrop ? 'grab' : 'pointer',
        ...barColours(activity.status),
        outlineWidth: 3,
        outlineStyle: activity.conflict ? 'dashed' : 'none',
        outlineColor: 'error.main',
        outlineOffset: 1,
        textDecoration: activity.status === 'cancelled' ? 'line-through' : 'none',
        '&:focus-visible': { outlineStyle: 'solid', outlineColor: 'primary.main' },
      }}
      style={{ left: `${left}%`, width: `${width}%` }}
    >
      <Icon sx={{ fontSize: 16 }} aria-hidden />
      {activity.conflict && <WarningAmberIcon sx={{ fontSize: 16 }} aria-hidden />}
      {activity.needs_review && <FlagIcon sx={{ fontSize: 16 }} aria-hidden />}
      <span aria-hidden>{flights || activity.work_order}</span>
    </ButtonBase>
  );
});
