import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useStationTime } from '../../../components/date/useStationTime';
import type { BookingConflict } from './bookingRefusal';

/** Why the resource cannot be booked then: every reason, and the bookings in the way with their times. */
export function RefusalAlert({
  title,
  reasons,
  conflicts,
  timeZone,
  severity = 'error',
}: {
  title: string;
  reasons: string[];
  conflicts: BookingConflict[];
  timeZone: string;
  severity?: 'error' | 'warning';
}) {
  const translate = useTranslate();
  const stationStamp = useStationTime();
  if (reasons.length === 0 && conflicts.length === 0) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
        {conflicts.map((conflict) => (
          <li key={conflict.booking_id}>
            {translate('resource_allocation.booking.conflict_with', {
              label: conflict.label,
              start: stationStamp(conflict.starts_at, timeZone),
              end: stationStamp(conflict.ends_at, timeZone),
            })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
