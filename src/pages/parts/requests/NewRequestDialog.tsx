import { useState } from 'react';
import { Dialog, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { DateTimeInput } from '../../../components/date/DateTimeInput';
import { useStationZone } from '../../../components/date/useZone';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { FormAlert } from '../../../components/form/FormAlert';
import { pickerField } from '../../../components/form/pickerField';
import { useServerForm } from '../../../components/form/useServerForm';
import type { PartMaterial } from '../dialogs/catalogue';
import { MaterialPicker } from '../dialogs/MaterialPicker';
import { StationSelect } from '../dialogs/StationSelect';
import { postPartRequest } from '../partsApi';

/** The open AOG calls a part may be ordered for (an aircraft on the ground waits for it). */
const openAog = { priority: 'aog', status: ['new', 'dispatched', 'en_route', 'on_site'] };

/** A part ordered for a job, mostly an AOG call (given when asked from the call's page): where it is needed, how many, by when, from whom. */
export function NewRequestDialog({
  call,
  onDone,
  onClose,
}: {
  call?: { id: number; station_id: number | null };
  onDone?: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [material, setMaterial] = useState<PartMaterial | null>(null);
  const calls = useGetList<{ id: number; request_no: string; registration: string; station_id: number | null }>('on_call_requests', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'requested_at', order: 'DESC' },
    filter: openAog,
  });
  const form = useServerForm({
    station_id: call?.station_id ? String(call.station_id) : '',
    quantity: '1',
    on_call_request_id: call ? String(call.id) : '',
    needed_by: '',
    supplier: '',
    remarks: '',
  });
  // Needed by, at the station it is needed at (the active region's zone until one is chosen).
  const timeZone = useStationZone(form.values.station_id);
  const pickCall = (id: string) => {
    const call = calls.data?.find((candidate) => String(candidate.id) === id);
    form.setValues((values) => ({
      ...values,
      on_call_request_id: id,
      station_id: call?.station_id ? String(call.station_id) : values.station_id,
    }));
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await form.submit((values) =>
      postPartRequest({
        station_id: Number(values.station_id),
        material_id: material?.id,
        quantity: Number(values.quantity),
        on_call_request_id: values.on_call_request_id ? Number(values.on_call_request_id) : undefined,
        needed_by: values.needed_by || undefined,
        supplier: values.supplier || undefined,
        remarks: values.remarks || undefined,
      }),
    );
    if (result.ok) {
      onDone?.();
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="request-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="request-title">{translate('parts.requests.new')}</DialogTitle>
        <DialogContent>
          <FormAlert errors={form.errors} />
          <TextField
            select
            id="on_call_request_id"
            label={translate('parts.requests.aog_call')}
            value={calls.data?.length ? form.values.on_call_request_id : ''}
            onChange={(event) => pickCall(event.target.value)}
            fullWidth
            margin="dense"
          >
            <MenuItem value="">{translate('parts.requests.no_call')}</MenuItem>
            {(calls.data ?? []).map((call) => (
              <MenuItem key={call.id} value={String(call.id)}>
                {call.request_no} — {call.registration}
              </MenuItem>
            ))}
          </TextField>
          <StationSelect
            value={form.values.station_id}
            onChange={(value) => form.setValue('station_id', value)}
            error={form.errors.station_id?.[0]}
          />
          <MaterialPicker value={material} onChange={setMaterial} error={form.errors.material_id?.[0]} />
          <TextField
            {...form.field('quantity')}
            type="number"
            label={translate('parts.fields.quantity')}
            required
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { min: 0, step: 'any' } }}
          />
          <DateTimeInput
            {...pickerField(form, 'needed_by')}
            label={translate('parts.requests.needed_by')}
            timeZone={timeZone}
            size="medium"
            fullWidth
            margin="dense"
          />
          <TextField {...form.field('supplier')} label={translate('parts.requests.supplier')} fullWidth margin="dense" />
          <TextField
            {...form.field('remarks')}
            label={translate('parts.requests.remarks')}
            fullWidth
            margin="dense"
            multiline
            minRows={2}
          />
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={form.busy} submitLabel="parts.requests.create" />
      </form>
    </Dialog>
  );
}
