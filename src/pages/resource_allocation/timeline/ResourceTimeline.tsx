import { useCallback, useMemo } from 'react';
import { Box, Link, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { draggedMinutes, placeOnAxis, roomAfter, timeAxis } from '../../../components/timeline/timeAxis';
import { TimelineGrid } from '../../../components/timeline/TimelineGrid';
import type { TimelineZoom } from '../../../components/timeline/timelineZoom';
import { TimelineRow } from '../../../components/timeline/TimelineRow';
import type { BarDrop } from '../../../components/timeline/useBarDrag';
import type { BookableResource, BookingsPeriod, ResourceBooking } from '../resourcesApi';
import { BookingBar } from './BookingBar';
import { resourceRows } from './resourceRows';
import { UnavailableShade } from './UnavailableShade';

/** A drag moves a booking by quarter hours; a click books from the half hour it fell in. */
const snapMinutes = 15;
const minuteMs = 60_000;

export interface ResourceTimelineProps {
  date: string;
  days: number;
  /** A few hours, a day or a week in view (the toolbar's zoom); the days loaded scroll sideways. */
  zoom: TimelineZoom;
  timeZone: string;
  resources: BookableResource[];
  period: BookingsPeriod;
  /** Absent for readers: nothing is booked or moved. */
  onBook?: (resource: BookableResource, startsAt: string) => void;
  onMove?: (booking: ResourceBooking, startsAt: string, endsAt: string) => Promise<boolean>;
  onOpenBooking: (booking: ResourceBooking) => void;
  onOpenTool: (resource: BookableResource) => void;
}

/**
 * A station's resources over one, three or seven days on the shared timeline
 * (src/components/timeline, the Scheduled one): a row per resource with its category colour,
 * bookings as bars, unavailable stretches hatched, clashes outlined.
 */
export function ResourceTimeline({
  date,
  days,
  zoom,
  timeZone,
  resources,
  period,
  onBook,
  onMove,
  onOpenBooking,
  onOpenTool,
}: ResourceTimelineProps) {
  const translate = useTranslate();
  const axis = useMemo(() => timeAxis(date, timeZone, null, { days }), [date, timeZone, days]);
  const rows = useMemo(() => resourceRows(resources, period.bookings, period.unavailable), [resources, period]);
  const firstStart = useMemo(() => Math.min(...rows.flatMap((row) => row.bars.map((bar) => bar.window.start.getTime()))), [rows]);
  const drop = useCallback(
    async (booking: ResourceBooking, dropped: BarDrop) => {
      const minutes = draggedMinutes(axis, dropped.dx, dropped.trackWidth, snapMinutes);
      if (minutes === 0) return false;
      const shift = (instant: string) => new Date(new Date(instant).getTime() + minutes * minuteMs).toISOString();
      return onMove!(booking, shift(booking.starts_at), shift(booking.ends_at));
    },
    [axis, onMove],
  );
  const bookAt = (resource: BookableResource, fraction: number) => {
    const at = axis.start + fraction * (axis.end - axis.start);
    const halfHour = 30 * minuteMs;
    onBook!(resource, new Date(Math.floor(at / halfHour) * halfHour).toISOString());
  };

  if (rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{translate('resource_allocation.timeline.no_rows')}</Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <TimelineGrid
        axis={axis}
        zoom={zoom}
        rows={rows}
        label={translate('resource_allocation.timeline.label', { date, smart_count: days })}
        spillLabel=""
        firstStart={firstStart}
        renderRow={(index, top, trackWidth) => {
          const row = rows[index];
          const { resource } = row;
          const name = resource.label;
          return (
            <TimelineRow
              key={row.key}
              rowKey={row.key}
              name={name}
              summary={translate('resource_allocation.timeline.row_label', {
                name,
                category: resource.category_name ?? '—',
                smart_count: row.bars.length,
              })}
              label={
                resource.kind === 'calibrated_tool' ? (
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onOpenTool(resource)}
                    sx={{ overflow: 'hidden', textOverflow: 'ellipsis', textAlign: 'left' }}
                    title={translate('resource_allocation.timeline.open_tool', { name })}
                  >
                    {name}
                  </Link>
                ) : (
                  <span title={name}>{name}</span>
                )
              }
              adornment={
                <Box
                  aria-hidden
                  sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: resource.colour || 'grey.500' }}
                />
              }
              lanes={row.lanes}
              top={top}
              trackWidth={trackWidth}
              onTrackClick={onBook && ((fraction) => bookAt(resource, fraction))}
            >
              {row.unavailable.map((shade) => (
                <UnavailableShade key={`${shade.from}-${shade.reason}`} period={shade} axis={axis} />
              ))}
              {row.bars.map((placed) => {
                const position = placeOnAxis(axis, placed.window);
                if (!position) return null;
                return (
                  <BookingBar
                    key={placed.item.id}
                    placed={placed}
                    left={position.left}
                    width={position.width}
                    trackWidth={trackWidth}
                    room={roomAfter(axis, placed.window, placed.nextStart)}
                    timeZone={timeZone}
                    conflict={row.conflicts.has(placed.item.id)}
                    onOpen={onOpenBooking}
                    onDrop={onMove && placed.item.movable ? drop : undefined}
                  />
                );
              })}
            </TimelineRow>
          );
        }}
      />
    </Paper>
  );
}
