import { Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ScreenFrame';
import type { StockRow } from '../partsApi';
import { formatQuantity } from './formatQuantity';
import { StockChips } from './StockChips';

/** On a phone each lot is a card that opens the part's stock card. */
export function StockCards() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending } = useListContext<StockRow>();
  if (isPending) return <Skeleton variant="rounded" height={160} sx={{ m: 1 }} />;
  if (!data?.length) return <EmptyState text="parts.stock.empty" />;
  return (
    <Stack component="ul" aria-label={translate('parts.tabs.stock')} spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {data.map((row) => (
        <Card component="li" key={row.id} variant="outlined">
          <CardActionArea component={Link} to={`/parts/stock/${row.material_id}`}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600, flex: 1 }}>{row.part_number}</Typography>
                <Typography>{formatQuantity(row.quantity, row.measure_code, locale)}</Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {[row.station_code, row.description, row.lot].filter(Boolean).join(' · ')}
              </Typography>
              <StockChips belowMinimum={row.below_minimum} expiryStatus={row.expiry_status} />
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
