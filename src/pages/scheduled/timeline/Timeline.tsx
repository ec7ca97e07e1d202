import { useCallback, useMemo } from 'react';
import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { addCalendarDays } from '../../../../model/dates';
import { timeAxis } from '../../../components/timeline/timeAxis';
import { TimelineGrid } from '../../../components/timeline/TimelineGrid';
import type { TimelineZoom } from '../../../components/timeline/timelineZoom';
import type { BarDrop } from '../../../components/timeline/useBarDrag';
import type { ActivityMove, TimelineActivity, TimelineDay, TimelineGrouping } from '../timelineTypes';
import { dropToMove } from './dropToMove';
import { TimelineLegend } from './TimelineLegend';
import { TimelineRow } from './TimelineRow';
import { latestEnd, timelineRows } from './timelineRows';

export interface TimelineProps {
  day: TimelineDay;
  /** Days shown from `day.date`: 1, or 7 at the Week zoom (`day` then holds the week's activities). */
  days: number;
  /** The day's activities after the filters. */
  activities: TimelineActivity[];
  grouping: TimelineGrouping;
  /** A few hours, the whole day or the week in view (the toolbar's zoom). */
  zoom: TimelineZoom;
  stationFilter: number | null;
  onOpen: (activity: TimelineActivity) => void;
  /** Absent for users who may not re-plan. Resolves false when the server refused (the bar snaps back). */
  onMove?: (activity: TimelineActivity, move: ActivityMove) => Promise<boolean>;
}

/**
 * The day (or the Week zoom's seven days, a day separator and date at each midnight) as rows of bars
 * (docs/modules/scheduled.md) on one hour axis: the filtered station's local days, else the first station's. Bars sit at their real instants, so stations in another zone still line up
 * in time; each bar names its times in its own station's zone. The axis, rows and dragging are the
 * shared timeline (src/components/timeline), which the Resources tab uses too.
 */
export function Timeline({ day, days, activities, grouping, zoom, stationFilter, onOpen, onMove }: TimelineProps) {
  const translate = useTranslate();
  const zones = useMemo(() => new Map(day.stations.map((station) => [station.id, station.time_zone])), [day.stations]);
  const axisZone = (stationFilter !== null ? zones.get(stationFilter) : undefined) ?? day.stations[0]?.time_zone ?? 'UTC';
  const axis = useMemo(() => timeAxis(day.date, axisZone, latestEnd(activities), { days }), [day.date, axisZone, activities, days]);
  const rows = useMemo(() => timelineRows(day, activities, grouping, stationFilter), [day, activities, grouping, stationFilter]);
  const firstStart = useMemo(() => Math.min(...rows.flatMap((row) => row.bars.map((bar) => bar.window.start.getTime()))), [rows]);
  const drop = useCallback(
    async (activity: TimelineActivity, fromRowKey: string, dropped: BarDrop) => {
      const move = dropToMove(activity, fromRowKey, dropped, axis);
      return move ? onMove!(activity, move) : false;
    },
    [axis, onMove],
  );

  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <TimelineLegend />
      {rows.length === 0 ? (
        <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>{translate('scheduled.timeline.no_rows')}</Typography>
      ) : (
        <TimelineGrid
          axis={axis}
          zoom={zoom}
          rows={rows}
          label={
            days > 1
              ? translate('scheduled.timeline.week_label', { from: day.date, to: addCalendarDays(day.date, days - 1) })
              : translate('scheduled.timeline.label', { date: day.date })
          }
          spillLabel={translate('scheduled.timeline.next_day')}
          firstStart={firstStart}
          renderRow={(index, top, trackWidth) => (
            <TimelineRow
              key={rows[index].key}
              row={rows[index]}
              axis={axis}
              zones={zones}
              top={top}
              trackWidth={trackWidth}
              onOpen={onOpen}
              onDrop={onMove ? drop : undefined}
            />
          )}
        />
      )}
    </Paper>
  );
}
