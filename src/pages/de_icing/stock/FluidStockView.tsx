import { useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { DeIcingChange } from '../../../../model/live';
import { useLiveChange } from '../../../live/useLiveChange';
import { EmptyState } from '../../../components/ScreenFrame';
import { fetchStock, type StockLine } from '../deIcingApi';
import { useDeIcingPermissions } from '../useDeIcingPermissions';
import { DeliveryDialog } from './DeliveryDialog';
import { MovementsDialog } from './MovementsDialog';
import { belowThresholdBackground } from './stockColours';
import { ThresholdDialog } from './ThresholdDialog';
import { Pending } from '../../../components/Pending';

type Open = { kind: 'delivery' | 'threshold' | 'movements'; line: StockLine } | null;

/**
 * Fluid stock per station and fluid: quantity, threshold, the last 7 days' use and
 * the days it lasts at that rate; below threshold said in words and colour. Follows `de_icing` stock events.
 */
export function FluidStockView() {
  const translate = useTranslate();
  const { write } = useDeIcingPermissions();
  const [open, setOpen] = useState<Open>(null);
  const stock = useQuery({ queryKey: ['de_icing', 'stock'], queryFn: () => fetchStock() });
  useLiveChange(
    'de_icing',
    (event) => (event.data as Partial<DeIcingChange>).what === 'stock',
    () => void stock.refetch(),
  );
  if (stock.isPending) return <Pending />;
  if (stock.error) return <Alert severity="error">{translate('de_icing.load_failed')}</Alert>;
  if (stock.data.length === 0) return <EmptyState text="de_icing.stock.empty" />;
  const reload = () => void stock.refetch();
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('de_icing.tabs.stock')}>
      <Table size="small" aria-label={translate('de_icing.tabs.stock')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('de_icing.fields.station')}</TableCell>
            <TableCell>{translate('de_icing.fields.fluid')}</TableCell>
            <TableCell align="right">{translate('de_icing.stock.quantity')}</TableCell>
            <TableCell align="right">{translate('de_icing.stock.minimum')}</TableCell>
            <TableCell align="right">{translate('de_icing.stock.consumed_7_days')}</TableCell>
            <TableCell align="right">{translate('de_icing.stock.days_left')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {stock.data.map((line) => (
            <TableRow
              key={`${line.station_id}-${line.material_id}`}
              sx={line.below_threshold ? { bgcolor: belowThresholdBackground } : undefined}
            >
              <TableCell>{line.station_code}</TableCell>
              <TableCell>
                {line.fluid_names}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  ({line.part_number})
                </Typography>
                {line.below_threshold && (
                  <Chip size="small" color="error" label={translate('de_icing.stock.below_threshold')} sx={{ ml: 1 }} />
                )}
              </TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{line.threshold ?? '—'}</TableCell>
              <TableCell align="right">{line.consumed_last_7_days}</TableCell>
              <TableCell align="right">{line.days_left ?? '—'}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5}>
                  {write && (
                    <Button size="small" onClick={() => setOpen({ kind: 'delivery', line })}>
                      {translate('de_icing.stock.record_delivery')}
                    </Button>
                  )}
                  {write && (
                    <Button size="small" onClick={() => setOpen({ kind: 'threshold', line })}>
                      {translate('de_icing.stock.edit_threshold')}
                    </Button>
                  )}
                  <Button size="small" onClick={() => setOpen({ kind: 'movements', line })}>
                    {translate('de_icing.stock.movements')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {open?.kind === 'delivery' && <DeliveryDialog line={open.line} onDone={reload} onClose={() => setOpen(null)} />}
      {open?.kind === 'threshold' && <ThresholdDialog line={open.line} onDone={reload} onClose={() => setOpen(null)} />}
      {open?.kind === 'movements' && <MovementsDialog line={open.line} onClose={() => setOpen(null)} />}
    </Box>
  );
}
