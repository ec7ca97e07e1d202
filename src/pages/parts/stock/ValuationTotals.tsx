import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { fetchValuation } from '../partsApi';
import { formatMoney } from './formatQuantity';

/** The stock's value at unit cost, one total per currency (materials may be bought in several), for the station filtered on. */
export function ValuationTotals() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { filterValues } = useListContext();
  const stationId = filterValues.station_id ? Number(filterValues.station_id) : undefined;
  const valuation = useQuery({ queryKey: ['parts', 'valuation', stationId], queryFn: () => fetchValuation(stationId) });
  const totals = valuation.data?.total_by_currency ?? [];
  if (totals.length === 0) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ px: 2, py: 1, flexWrap: 'wrap' }} aria-label={translate('parts.stock.valuation')}>
      <Typography color="text.secondary">{translate('parts.stock.valuation')}</Typography>
      {totals.map((total) => (
        <Typography key={total.currency} sx={{ fontWeight: 600 }}>
          {formatMoney(total.value, total.currency, locale)}
        </Typography>
      ))}
    </Stack>
  );
}
