import { Box, Chip } from '@mui/material';
import { useFieldValue, useLocaleState, type FieldProps } from 'react-admin';
import { isoWeekdays, weekdayName } from '../inputs/weekdays';

/** ISO weekdays (1 = Monday) as seven small chips, the days flown filled. */
export function DaysOfWeekField(props: FieldProps) {
  const value = useFieldValue(props);
  const [locale] = useLocaleState();
  const days = new Set<number>(Array.isArray(value) ? value : []);
  return (
    <Box sx={{ display: 'flex', gap: 0.25 }} aria-label={[...days].map((day) => weekdayName(day, locale, 'long')).join(', ')}>
      {isoWeekdays.map((day) => (
        <Chip
          key={day}
          size="small"
          label={weekdayName(day, locale, 'narrow')}
          color={days.has(day) ? 'primary' : 'default'}
          variant={days.has(day) ? 'filled' : 'outlined'}
          sx={{ minWidth: 24, '& .MuiChip-label': { px: 0.5 } }}
        />
      ))}
    </Box>
  );
}
