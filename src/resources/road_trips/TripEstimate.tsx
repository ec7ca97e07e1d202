import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../model/money';
import { formatMinutes, tripCost } from './duration';

/** What the trip costs and takes one way, as the user types (distance × rate + tolls). */
export function TripEstimate() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [distance, minutes, tolls, rate, currency] = useWatch({
    name: ['distance_km', 'typical_minutes', 'tolls', 'mileage_rate', 'currency'],
  });
  const cost = tripCost(distance, rate, tolls);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }} aria-live="polite">
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {translate('resources.road_trips.estimate.duration')}:{' '}
        </Box>
        {formatMinutes(minutes) || '—'}
      </Typography>
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {translate('resources.road_trips.estimate.cost')}:{' '}
        </Box>
        {cost === null ? '—' : formatMoney(cost, /^[A-Z]{3}$/.test(currency ?? '') ? currency : 'EUR', locale)}
      </Typography>
    </Box>
  );
}
