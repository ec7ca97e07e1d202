import type { ReactNode } from 'react';
import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { EmptyState } from '../../../components/ScreenFrame';
import { useMovedAt } from '../movements/useMovedAt';
import type { TransferRow } from '../partsApi';
import { formatQuantity } from '../stock/formatQuantity';

/** On a phone each transfer is a card: what goes from where to where, when it left and is expected, and its steps. */
export function TransferCards({ actions }: { actions: (row: TransferRow) => ReactNode }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const at = useMovedAt();
  const { data, isPending } = useListContext<TransferRow>();
  if (isPending) return <Skeleton variant="rounded" height={160} sx={{ m: 1 }} />;
  if (!data?.length) return <EmptyState text="parts.transfers.empty" />;
  return (
    <Stack component="ul" aria-label={translate('parts.tabs.transfers')} spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {data.map((row) => (
        <Card component="li" key={row.id} variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}>{row.part_number}</Typography>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{formatQuantity(row.quantity, row.measure_code, locale)}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {[
                `${row.from_station_code} → ${row.to_station_code}`,
                row.lot,
                at(row.shipped_at, row.from_time_zone),
                translate(`parts.choices.transfer_status.${row.status}`),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            {actions(row)}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
