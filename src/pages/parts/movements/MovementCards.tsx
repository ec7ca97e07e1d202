import { Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { MovementRow } from '../partsApi';
import { formatQuantity } from '../stock/formatQuantity';
import { CertificateLink } from './CertificateLink';
import { JobLink } from './JobLink';
import { useMovedAt } from './useMovedAt';

/** On a phone each movement is a card: what moved, where and when, its job and certificate, and the reversal. */
export function MovementCards({
  reversible,
  onReverse,
}: {
  reversible: (row: MovementRow) => boolean;
  onReverse: (row: MovementRow) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const movedAt = useMovedAt();
  const { data, isPending } = useListContext<MovementRow>();
  if (isPending) return <Skeleton variant="rounded" height={160} sx={{ m: 1 }} />;
  return (
    <Stack component="ul" aria-label={translate('parts.tabs.movements')} spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {(data ?? []).map((row) => (
        <Card component="li" key={row.id} variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}>{row.part_number}</Typography>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{formatQuantity(row.quantity, row.measure_code, locale)}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {[movedAt(row.moved_at, row.time_zone), translate(`parts.choices.kind.${row.kind}`), row.station_code, row.lot]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <JobLink row={row} />
            <CertificateLink row={row} />
            {reversible(row) && (
              <Button size="small" onClick={() => onReverse(row)}>
                {translate('parts.movements.reverse')}
              </Button>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
