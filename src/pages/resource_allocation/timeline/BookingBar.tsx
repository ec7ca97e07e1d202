import { memo, useCallback } from 'react';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatStationPeriod } from '../../../components/date/stationTime';
import { TimelineBarButton } from '../../../components/timeline/TimelineBarButton';
import type { PlacedItem } from '../../../components/timeline/stackLanes';
import type { BarDrop } from '../../../components/timeline/useBarDrag';
import type { ResourceBooking } from '../resourcesApi';
import { purposeColours } from './purposeStyle';

interface BookingBarProps {
  placed: PlacedItem<ResourceBooking>;
  left: number;
  width: number;
  /** The track's pixels and the free track after the bar (percent): where its label fits. */
  trackWidth: number;
  room: number;
  timeZone: string;
  conflict: boolean;
  onOpen: (booking: ResourceBooking) => void;
  /** Absent when this booking may not be dragged (no right, or it moves with its activity). */
  onDrop?: (booking: ResourceBooking, drop: BarDrop) => Promise<boolean>;
}

/** One booking: named by what it is for, its label and its station-local times; a clash outlined and said. */
export const BookingBar = memo(function BookingBar({
  placed,
  left,
  width,
  trackWidth,
  room,
  timeZone,
  conflict,
  onOpen,
  onDrop,
}: BookingBarProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { item: booking, window, lane } = placed;
  const drop = useCallback((d: BarDrop) => onDrop!(booking, d), [onDrop, booking]);
  const open = useCallback(() => onOpen(booking), [onOpen, booking]);
  const name = [
    translate('resource_allocation.timeline.bar_label', {
      purpose: translate(`resource_allocation.choices.booking_purpose.${booking.purpose}`, { _: booking.purpose }),
      label: booking.label,
      // The one formatter: the day, 24-hour times and the station zone's label, both days when it spans midnight.
      period: formatStationPeriod(window.start.toISOString(), window.end.toISOString(), timeZone, locale, true),
    }),
    conflict ? translate('resource_allocation.timeline.conflict') : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <TimelineBarButton
      lane={lane}
      left={left}
      width={width}
      trackWidth={trackWidth}
      room={room}
      name={name}
      text={booking.label}
      icons={Number(conflict)}
      onOpen={open}
      onDrop={onDrop ? drop : undefined}
      data={{ 'data-booking-id': booking.id }}
      conflict={conflict}
      look={{ ...purposeColours(booking.purpose), zIndex: 1 }}
    >
      {conflict && <WarningAmberIcon sx={{ fontSize: 16 }} aria-hidden />}
    </TimelineBarButton>
  );
});
