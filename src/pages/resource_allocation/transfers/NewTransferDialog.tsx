import { useState, type FormEvent } from 'react';
import { Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { bookingRefusal, type BookingRefusal } from '../booking/bookingRefusal';
import { RefusalAlert } from '../booking/RefusalAlert';
import { StationInstantField } from '../booking/StationInstantField';
import { createTransfer, fetchResources, type ResourceStation } from '../resourcesApi';
import { resourcesQueryKey } from '../useResourceData';

/**
 * Move a resource to another station: it is booked — unavailable — from departure to
 * arrival, so the server refuses it when it is booked then (409 with the bookings in the way).
 */
export function NewTransferDialog({ stations, onDone, onClose }: { stations: ResourceStation[]; onDone: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string) => translate(`resource_allocation.transfers.${key}`);
  const resources = useQuery({ queryKey: [...resourcesQueryKey, 'resources', { all: true }], queryFn: () => fetchResources({}) });
  const [resourceKey, setResourceKey] = useState('');
  const [toStationId, setToStationId] = useState<number | ''>('');
  const [departsAt, setDepartsAt] = useState<string | null>(null);
  const [arrivesAt, setArrivesAt] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<BookingRefusal | null>(null);
  const resource = resources.data?.find((candidate) => candidate.key === resourceKey);
  const from = stations.find((station) => station.id === resource?.station_id);
  const timeZone = from?.time_zone ?? 'UTC';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!resource || !toStationId || !departsAt || !arrivesAt) {
      setRefusal({ status: null, reasons: [t('incomplete')], conflicts: [], overridable: false });
      return;
    }
    setBusy(true);
    try {
      await createTransfer({
        kind: resource.kind,
        resource_id: resource.id,
        to_station_id: toStationId,
        departs_at: departsAt,
        arrives_at: arrivesAt,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      notify('resource_allocation.transfers.created', { type: 'success', messageArgs: { label: resource.label } });
      onDone();
    } catch (error) {
      setRefusal(bookingRefusal(error, translate));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="new-transfer-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="new-transfer-title">{t('new')}</DialogTitle>
        <DialogContent>
          {refusal && (
            <RefusalAlert
              title={translate(refusal.status === 409 ? 'resource_allocation.booking.conflict' : 'resource_allocation.transfers.refused')}
              reasons={refusal.reasons}
              conflicts={refusal.conflicts}
              timeZone={timeZone}
            />
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              required
              id="transfer-resource"
              label={translate('resource_allocation.booking.resource')}
              value={resourceKey}
              onChange={(event) => setResourceKey(event.target.value)}
              fullWidth
            >
              {(resources.data ?? []).map((candidate) => (
                <MenuItem key={candidate.key} value={candidate.key}>
                  {candidate.label} ({candidate.station_code})
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              id="to_station"
              label={t('to_station')}
              value={toStationId}
              onChange={(event) => setToStationId(Number(event.target.value))}
              fullWidth
            >
              {stations
                .filter((station) => station.id !== resource?.station_id)
                .map((station) => (
                  <MenuItem key={station.id} value={station.id}>
                    {station.code} — {station.name}
                  </MenuItem>
                ))}
            </TextField>
            <StationInstantField label={t('departs_at')} name="departs_at" value={departsAt} timeZone={timeZone} onChange={setDepartsAt} />
            <StationInstantField label={t('arrives_at')} name="arrives_at" value={arrivesAt} timeZone={timeZone} onChange={setArrivesAt} />
            <TextField
              id="transfer-note"
              label={translate('resource_allocation.booking.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={busy} submitLabel="resource_allocation.transfers.create" />
      </form>
    </Dialog>
  );
}
