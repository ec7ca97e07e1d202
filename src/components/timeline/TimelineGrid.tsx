import { useEffect, useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TimeAxis } from './timeAxis';
import { TimelineAxis } from './TimelineAxis';
import { labelWidth, rowHeightOf } from './TimelineRow';

interface TimelineGridProps {
  axis: TimeAxis;
  trackWidth: number;
  /** Pixels per hour: where to stop left of the first bar when the view opens. */
  hourWidth: number;
  rows: { key: string; lanes: number }[];
  /** The scroll region's name. */
  label: string;
  spillLabel: string;
  /** Epoch ms of the earliest bar: the view opens an hour before it, not at an empty midnight. */
  firstStart: number;
  renderRow: (index: number, top: number) => ReactNode;
}

/**
 * The scrolling body of a timeline (Scheduled's, reused by Resources; docs/modules/scheduled.md, docs/modules/resource_allocation.md): the hour axis
 * and rows virtualised with @tanstack/react-virtual, so only those in view are in the DOM and
 * 1 000 bars scroll smoothly.
 */
export function TimelineGrid({ axis, trackWidth, hourWidth, rows, label, spillLabel, firstStart, renderRow }: TimelineGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!scroller.current || !Number.isFinite(firstStart)) return;
    scroller.current.scrollLeft = Math.max(0, ((firstStart - axis.start) / (axis.end - axis.start)) * trackWidth - hourWidth);
    // Only when another period is shown: a refetch or a filter must not move the planner's view.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately keyed on the period alone
  }, [axis.start]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => rowHeightOf(rows[index].lanes),
    getItemKey: (index) => rows[index].key,
    overscan: 6,
  });
  return (
    <Box
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ mt: 1, overflow: 'auto', height: 'min(70vh, 720px)', position: 'relative', overscrollBehavior: 'contain' }}
    >
      <TimelineAxis axis={axis} trackWidth={trackWidth} spillLabel={spillLabel} />
      <Box role="list" sx={{ position: 'relative' }} style={{ height: virtualizer.getTotalSize(), width: labelWidth + trackWidth }}>
        {virtualizer.getVirtualItems().map((item) => renderRow(item.index, item.start))}
      </Box>
    </Box>
  );
}
