import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Box } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { axisHours, axisTicks, trackWidthOf, type TimeAxis } from './timeAxis';
import { TimelineAxis } from './TimelineAxis';
import { rowHeightOf, useLabelWidth } from './TimelineRow';
import { zoomScale, type TimelineZoom } from './timelineZoom';

/** The view's width before it has been measured (and in tests, where nothing is laid out). */
const unmeasuredWidth = 1000;

interface TimelineGridProps {
  axis: TimeAxis;
  /** How much time the view holds (timelineZoom): sets the pixels per hour and the ticks. */
  zoom: TimelineZoom;
  rows: { key: string; lanes: number }[];
  /** The scroll region's name. */
  label: string;
  spillLabel: string;
  /** Epoch ms of the earliest bar: the view opens an hour before it, not at an empty midnight. */
  firstStart: number;
  /** A row at `top`, its track `trackWidth` pixels wide. */
  renderRow: (index: number, top: number, trackWidth: number) => ReactNode;
}

/** The scroll region's inner width, followed as the window or the layout changes. */
function useWidthOf(element: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const measure = () => setWidth(target.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * The scrolling body of a timeline (Scheduled's, reused by Resources; docs/modules/scheduled.md, docs/modules/resource_allocation.md): the hour axis
 * and rows virtualised with @tanstack/react-virtual, so only those in view are in the DOM and
 * 1 000 bars scroll smoothly. The zoom fits a few hours, a day or a week into the measured view.
 */
export function TimelineGrid({ axis, zoom, rows, label, spillLabel, firstStart, renderRow }: TimelineGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const labelWidth = useLabelWidth();
  const measured = useWidthOf(scroller);
  const viewWidth = (measured || unmeasuredWidth) - labelWidth;
  const { hourWidth, tickHours, withMinutes } = zoomScale(zoom, axisHours(axis), viewWidth);
  const trackWidth = trackWidthOf(axis, hourWidth);
  const ticks = useMemo(() => axisTicks(axis, tickHours, withMinutes), [axis, tickHours, withMinutes]);
  useEffect(() => {
    if (!scroller.current || !Number.isFinite(firstStart)) return;
    // An hour before the first bar, back to a whole tick: the first label in view is whole.
    const tickWidth = tickHours * hourWidth;
    const before = ((firstStart - axis.start) / (axis.end - axis.start)) * trackWidth - hourWidth;
    scroller.current.scrollLeft = Math.max(0, Math.floor(before / tickWidth) * tickWidth);
    // Only when another period or zoom is shown (or the view is first measured): a refetch or a filter must not move the planner's view.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately keyed on the period, the zoom and the first measure
  }, [axis.start, zoom, measured > 0]);
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
      data-zoom={zoom}
      sx={{ mt: 1, overflow: 'auto', height: 'min(70vh, 720px)', position: 'relative', overscrollBehavior: 'contain' }}
    >
      <TimelineAxis axis={axis} ticks={ticks} trackWidth={trackWidth} spillLabel={spillLabel} />
      <Box role="list" sx={{ position: 'relative' }} style={{ height: virtualizer.getTotalSize(), width: labelWidth + trackWidth }}>
        {/* The axis's day separators carried down through the rows: which day a bar is on reads at a glance in a week. */}
        {ticks
          .filter((tick) => tick.dayStart)
          .map((tick) => (
            <Box
              key={tick.at}
              aria-hidden
              data-day-separator
              sx={{ position: 'absolute', top: 0, bottom: 0, borderLeft: 1, borderColor: 'divider', pointerEvents: 'none' }}
              style={{ left: labelWidth + ((tick.at - axis.start) / (axis.end - axis.start)) * trackWidth }}
            />
          ))}
        {virtualizer.getVirtualItems().map((item) => renderRow(item.index, item.start, trackWidth))}
      </Box>
    </Box>
  );
}
