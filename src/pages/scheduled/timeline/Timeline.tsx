import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslate } from 'react-admin';
import type { ActivityMove, TimelineActivity, TimelineDay, TimelineGrouping } from '../timelineTypes';
import { dropToMove } from './dropToMove';
import { dayAxis } from './dayAxis';
import { TimelineAxis } from './TimelineAxis';
import type { TimelineBarProps } from './TimelineBar';
import { TimelineLegend } from './TimelineLegend';
import { labelWidth, rowHeight, TimelineRow } from './TimelineRow';
import { latestEnd, timelineRows } from './timelineRows';

/** Pixels per hour: a 24-hour day is about 1 000 px wide, so a phone scrolls sideways and a desktop barely. */
const hourWidth = 42;

export interface TimelineProps {
  day: TimelineDay;
  /** The day's activities after the filters. */
  activities: TimelineActivity[];
  grouping: TimelineGrouping;
  stationFilter: number | null;
  onOpen: (activity: TimelineActivity) => void;
  /** Absent for users who may not re-plan. Resolves false when the server refused (the bar snaps back). */
  onMove?: (activity: TimelineActivity, move: ActivityMove) => Promise<boolean>;
}

/**
 * The day as rows of bars (issue 12 §6) on one hour axis: the filtered station's local day, else
 * the first station's. Bars sit at their real instants, so stations in another zone still line up
 * in time; each bar names its times in its own station's zone. Rows are virtualised
 * (@tanstack/react-virtual): only those in view are in the DOM, so 1 000 activities scroll smoothly.
 */
export function Timeline({ day, activities, grouping, stationFilter, onOpen, onMove }: TimelineProps) {
  const translate = useTranslate();
  const scroller = useRef<HTMLDivElement>(null);
  const zones = useMemo(() => new Map(day.stations.map((station) => [station.id, station.time_zone])), [day.stations]);
  const axisZone = (stationFilter !== null ? zones.get(stationFilter) : undefined) ?? day.stations[0]?.time_zone ?? 'UTC';
  const axis = useMemo(() => dayAxis(day.date, axisZone, latestEnd(activities)), [day.date, axisZone, activities]);
  const rows = useMemo(() => timelineRows(day, activities, grouping, stationFilter), [day, activities, grouping, stationFilter]);
  const trackWidth = axis.ticks.length * hourWidth;
  const firstStart = useMemo(() => Math.min(...rows.flatMap((row) => row.bars.map((bar) => bar.window.start.getTime()))), [rows]);
  // A new day opens an hour before its first activity, not at an empty midnight.
  useEffect(() => {
    if (!scroller.current || !Number.isFinite(firstStart)) return;
    scroller.current.scrollLeft = Math.max(0, ((firstStart - axis.start) / (axis.end - axis.start)) * trackWidth - hourWidth);
    // Only when another day is shown: a refetch or a filter must not move the planner's view.
  }, [day.date, axis.start]);
  const drop = useCallback<NonNullable<TimelineBarProps['onDrop']>>(
    async (activity, fromRowKey, dropped) => {
      const move = dropToMove(activity, fromRowKey, dropped, axis);
      return move ? onMove!(activity, move) : false;
    },
    [axis, onMove],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => rowHeight(rows[index]),
    getItemKey: (index) => rows[index].key,
    overscan: 6,
  });

  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <TimelineLegend />
      {rows.length === 0 ? (
        <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>{translate('scheduled.timeline.no_rows')}</Typography>
      ) : (
        <Box
          ref={scroller}
          tabIndex={0}
          role="region"
          aria-label={translate('scheduled.timeline.label', { date: day.date })}
          sx={{ mt: 1, overflow: 'auto', height: 'min(70vh, 720px)', position: 'relative', overscrollBehavior: 'contain' }}
        >
          <TimelineAxis axis={axis} trackWidth={trackWidth} />
          <Box role="list" sx={{ position: 'relative' }} style={{ height: virtualizer.getTotalSize(), width: labelWidth + trackWidth }}>
            {virtualizer.getVirtualItems().map((item) => (
              <TimelineRow key={item.key} row={rows[item.index]} axis={axis} zones={zones} top={item.start} trackWidth={trackWidth} onOpen={onOpen} onDrop={onMove ? drop : undefined} />
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
