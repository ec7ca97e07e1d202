import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { textOn } from '../../components/shiftColours';

/** The code as the roster shows it: on the shift type's colour. */
export function ShiftCodeField(_props: { source?: string; label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const colour = typeof record.colour === 'string' ? record.colour : '#90a4ae';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        minWidth: 36,
        px: 0.75,
        borderRadius: 0.5,
        textAlign: 'center',
        fontWeight: 600,
        bgcolor: colour,
        color: textOn(colour),
      }}
    >
      {record.code}
    </Box>
  );
}

/** "22:00 – 06:00 (+1 day)" for a night shift; empty for a day without work. */
export function ShiftTimesField(_props: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.start_time || !record.end_time) return null;
  const start = String(record.start_time).slice(0, 5);
  const end = String(record.end_time).slice(0, 5);
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {`${start} – ${end}`}
      {end <= start && ` ${translate('resources.shift_types.values.next_day')}`}
    </Typography>
  );
}

/** Paid minutes as hours and minutes: 690 → "11 h 30". */
export function PaidTimeField(_props: { source?: string; label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const minutes = Number(record.paid_minutes ?? 0);
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {`${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`}
    </Typography>
  );
}
