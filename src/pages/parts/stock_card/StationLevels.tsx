import { Chip, Stack } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { StockRow } from '../partsApi';
import { formatQuantity } from '../stock/formatQuantity';

/** The part's level at each station (the sum of its lots there), red when below the station's minimum. */
export function StationLevels({ lots }: { lots: StockRow[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const stations = new Map<string, StockRow>();
  for (const lot of lots) if (!stations.has(lot.station_code)) stations.set(lot.station_code, lot);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label={translate('parts.card.levels')}>
      {[...stations.values()].map((lot) => (
        <Chip
          key={lot.station_code}
          color={lot.below_minimum ? 'error' : 'default'}
          label={`${lot.station_code}: ${formatQuantity(lot.station_total, lot.measure_code, locale)}${lot.minimum ? ` / ${translate('parts.card.minimum', { minimum: lot.minimum })}` : ''}`}
        />
      ))}
    </Stack>
  );
}
