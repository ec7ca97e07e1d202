import { useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { EmptyState } from '../../../components/ScreenFrame';
import { Pending } from '../../../components/Pending';
import { bookingRefusal } from '../booking/bookingRefusal';
import { arriveTransfer, cancelTransfer, fetchTransfers, type ResourceTransfer } from '../resourcesApi';
import { useStationTime } from '../../../components/date/useStationTime';
import { resourcesQueryKey, useRefreshResources, useRegionStations } from '../useResourceData';
import { NewTransferDialog } from './NewTransferDialog';
import { byTransferUrgency } from './transferOrder';

/** Resources moving between stations: in transit first; arrive or cancel; a new one. */
export function TransfersView({ canWrite }: { canWrite: boolean }) {
  const translate = useTranslate();
  const stationStamp = useStationTime();
  const notify = useNotify();
  const t = (key: string) => translate(`resource_allocation.transfers.${key}`);
  const transfers = useQuery({ queryKey: [...resourcesQueryKey, 'transfers'], queryFn: () => fetchTransfers() });
  const stations = useRegionStations();
  const refresh = useRefreshResources();
  const [creating, setCreating] = useState(false);
  const zoneOf = (stationId: number) => stations.data?.find((station) => station.id === stationId)?.time_zone ?? 'UTC';
  const act = async (transfer: ResourceTransfer, action: 'arrive' | 'cancel') => {
    try {
      await (action === 'arrive' ? arriveTransfer(transfer) : cancelTransfer(transfer));
      notify(`resource_allocation.transfers.${action === 'arrive' ? 'arrived' : 'cancelled'}`, {
        type: 'success',
        messageArgs: { label: transfer.label },
      });
    } catch (error) {
      notify(bookingRefusal(error, translate).reasons.join('; '), { type: 'error' });
    }
    await refresh();
  };
  if (transfers.isPending) return <Pending />;
  if (transfers.error)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {t('load_failed')}
      </Alert>
    );
  const sorted = [...transfers.data].sort(byTransferUrgency);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {canWrite && (
        <Box>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} disabled={!stations.data}>
            {t('new')}
          </Button>
        </Box>
      )}
      {sorted.length === 0 ? (
        <EmptyState text="resource_allocation.transfers.empty" />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resource_allocation.booking.resource')}</TableCell>
                <TableCell>{t('route')}</TableCell>
                <TableCell>{t('departs_at')}</TableCell>
                <TableCell>{t('arrives_at')}</TableCell>
                <TableCell>{t('status')}</TableCell>
                {canWrite && <TableCell>{t('actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {sorted.map((transfer) => {
                const open = transfer.status === 'planned' || transfer.status === 'in_transit';
                return (
                  <TableRow key={transfer.id}>
                    <TableCell>{transfer.label}</TableCell>
                    <TableCell>
                      {transfer.from_station_code} → {transfer.to_station_code}
                    </TableCell>
                    <TableCell>{stationStamp(transfer.departs_at, zoneOf(transfer.from_station_id))}</TableCell>
                    <TableCell>{stationStamp(transfer.arrives_at, zoneOf(transfer.to_station_id))}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={transfer.status === 'in_transit' ? 'warning' : 'default'}
                        label={translate(`resource_allocation.choices.transfer_status.${transfer.status}`, { _: transfer.status })}
                      />
                    </TableCell>
                    {canWrite && (
                      <TableCell>
                        {open && (
                          <Stack direction="row" spacing={1}>
                            <Button size="small" onClick={() => void act(transfer, 'arrive')}>
                              {t('arrive')}
                            </Button>
                            <Button size="small" color="error" onClick={() => void act(transfer, 'cancel')}>
                              {t('cancel')}
                            </Button>
                          </Stack>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      {creating && stations.data && (
        <NewTransferDialog
          stations={stations.data}
          onClose={() => setCreating(false)}
          onDone={() => {
            setCreating(false);
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}
