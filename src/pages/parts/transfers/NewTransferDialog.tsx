import { useState } from 'react';
import { Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateTimeInput } from '../../../components/date/DateTimeInput';
import { useStationZone } from '../../../components/date/useZone';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { FormAlert } from '../../../components/form/FormAlert';
import { pickerField } from '../../../components/form/pickerField';
import { useServerForm } from '../../../components/form/useServerForm';
import type { PartMaterial } from '../dialogs/catalogue';
import { MaterialPicker } from '../dialogs/MaterialPicker';
import { StationSelect } from '../dialogs/StationSelect';
import { postTransfer } from '../partsApi';

/** Stock sent from one station to another: it leaves now and is in transit until the destination receives it. */
export function NewTransferDialog({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const [material, setMaterial] = useState<PartMaterial | null>(null);
  const form = useServerForm({ from_station_id: '', to_station_id: '', lot: '', quantity: '1', expected_at: '', reference: '' });
  // Expected where it arrives, in that station's time (the active region's until it is chosen).
  const timeZone = useStationZone(form.values.to_station_id);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await form.submit((values) =>
      postTransfer({
        from_station_id: Number(values.from_station_id),
        to_station_id: Number(values.to_station_id),
        material_id: material?.id,
        lot: values.lot || undefined,
        quantity: Number(values.quantity),
        expected_at: values.expected_at || undefined,
        reference: values.reference || undefined,
      }),
    );
    if (result.ok) {
      onDone();
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="transfer-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="transfer-title">{translate('parts.transfers.new')}</DialogTitle>
        <DialogContent>
          <FormAlert errors={form.errors} />
          <StationSelect
            id="from_station_id"
            label="parts.transfers.from"
            value={form.values.from_station_id}
            onChange={(value) => form.setValue('from_station_id', value)}
            error={form.errors.from_station_id?.[0]}
          />
          <StationSelect
            id="to_station_id"
            label="parts.transfers.to"
            value={form.values.to_station_id}
            onChange={(value) => form.setValue('to_station_id', value)}
            error={form.errors.to_station_id?.[0]}
          />
          <MaterialPicker value={material} onChange={setMaterial} error={form.errors.material_id?.[0]} />
          {material && material.tracking !== 'none' && (
            <TextField
              {...form.field('lot')}
              label={translate(material.tracking === 'batch' ? 'parts.fields.batch' : 'parts.fields.serial')}
              required
              fullWidth
              margin="dense"
            />
          )}
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
            {...pickerField(form, 'expected_at')}
            label={translate('parts.transfers.expected_at')}
            timeZone={timeZone}
            size="medium"
            fullWidth
            margin="dense"
          />
          <TextField {...form.field('reference')} label={translate('parts.fields.reference')} fullWidth margin="dense" />
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={form.busy} submitLabel="parts.transfers.send" />
      </form>
    </Dialog>
  );
}
