import { Fragment, memo, useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { utcToLocal } from '../../../../model/core/localTime';
import { TimelineBarButton } from '../../../components/timeline/TimelineBarButton';
import type { BarDrop } from '../../../components/timeline/useBarDrag';
import type { TimelineActivity } from '../timelineTypes';
import type { PlacedActivity } from './timelineRows';
import { raisedFlags } from './activityFlags';
import { barColours, statusStyle } from './statusStyle';

export interface TimelineBarProps {
  placed: PlacedActivity;
  left: number;
  width: number;
  /** The track's pixels and the free track after the bar (percent): where its label fits. */
  trackWidth: number;
  room: number;
  timeZone: string;
  rowKey: string;
  onOpen: (activity: TimelineActivity) => void;
  /** Absent when the user may not re-plan: the bar is then a plain button. */
  onDrop?: (activity: TimelineActivity, fromRowKey: string, drop: BarDrop) => Promise<boolean>;
}

/** The flight numbers as people say them: inbound/outbound, or the one there is. */
export const flightsOf = (activity: TimelineActivity) =>
  [activity.inbound_flight_no, activity.outbound_flight_no].filter(Boolean).join('/');

/**
 * One activity on the timeline: a button named by work order, flight, local times and status,
 * coloured and iconned by status; a double booking is outlined, and it and any other flag
 * (activityFlags: a broken assignment rule, a changed schedule) iconned and named.
 */
export const TimelineBar = memo(function TimelineBar({
  placed,
  left,
  width,
  trackWidth,
  room,
  timeZone,
  rowKey,
  onOpen,
  onDrop,
}: TimelineBarProps) {
  const translate = useTranslate();
  const { item: activity, window, lane } = placed;
  const drop = useCallback((d: BarDrop) => onDrop!(activity, rowKey, d), [onDrop, activity, rowKey]);
  const open = useCallback(() => onOpen(activity), [onOpen, activity]);
  const { Icon } = statusStyle[activity.status] ?? statusStyle.planned;
  const status = translate(`scheduled.choices.activity_status.${activity.status}`, { _: activity.status });
  const flights = flightsOf(activity);
  const flags = raisedFlags(activity);
  const name = [
    translate('scheduled.timeline.bar_label', {
      work_order: activity.work_order,
      flights: flights || '—',
      start: utcToLocal(window.start, timeZone).time,
      end: utcToLocal(window.end, timeZone).time,
      status,
    }),
    ...flags.map((flag) => translate(flag.label)),
  ].join(', ');
  return (
    <TimelineBarButton
      lane={lane}
      left={left}
      width={width}
      trackWidth={trackWidth}
      room={room}
      name={name}
      text={flights || activity.work_order}
      icons={1 + flags.length}
      onOpen={open}
      onDrop={onDrop ? drop : undefined}
      data={{ 'data-activity-id': activity.id }}
      conflict={activity.conflict}
      look={{ ...barColours(activity.status), textDecoration: activity.status === 'cancelled' ? 'line-through' : 'none' }}
    >
      <Icon sx={{ fontSize: 16 }} aria-hidden />
      {flags.map((flag) => (
        <Fragment key={flag.id}>{flag.mark}</Fragment>
      ))}
    </TimelineBarButton>
  );
});
