import { useState } from 'react';
import { Dialog, DialogContent, DialogTitle, LinearProgress, MenuItem, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useGetOne, useTranslate } from 'react-admin';
import { defaultExpiry } from '../../../../model/modules/parts/stockDerivation';
import { DateInput } from '../../../components/date/DateInput';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { FormAlert } from '../../../components/form/FormAlert';
import { pickerField } from '../../../components/form/pickerField';
import { useServerForm } from '../../../components/form/useServerForm';
import { postReceipt, receiptForm, receivePartRequest, type PartRequestRow } from '../partsApi';
import { useCertificateTypes, type PartMaterial } from './catalogue';
import { CertificateFileInput } from './CertificateFileInput';
import { MaterialPicker } from './MaterialPicker';
import { localToday, receiptVerdict } from './receiptVerdict';
import { StationSelect } from './StationSelect';
import { VerdictList } from './VerdictList';

/**
 * A part received into a station's stock with its release certificate (docs/modules/parts.md): the
 * certificate types offered are those the material accepts, the serial or batch is asked for
 * when the material is tracked, expiry is prefilled from its shelf life, and the receipt rules'
 * verdict shows before saving. From a part request, station, part and quantity come from it.
 */
export function ReceiveDialog({ request, onClose }: { request?: PartRequestRow; onClose: () => void }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [material, setMaterial] = useState<PartMaterial | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const requested = useGetOne<PartMaterial>('materials', { id: request?.material_id ?? 0 }, { enabled: !!request });
  const chosen = request ? (requested.data ?? null) : material;
  const types = useCertificateTypes().data ?? [];
  const form = useServerForm({
    station_id: request ? String(request.station_id) : '',
    quantity: request ? String(request.quantity) : '1',
    lot: '',
    part_cert_id: '',
    cert_no: '',
    expires_on: '',
    reference: request?.order_reference ?? '',
  });
  const accepted = types.filter((type) => chosen?.accepted_cert_ids?.includes(type.id));
  const certificateType = accepted.find((type) => String(type.id) === form.values.part_cert_id) ?? null;
  const verdict = receiptVerdict(chosen, certificateType, form.values, localToday());
  const asksLot = !!chosen && (chosen.tracking !== 'none' || !!certificateType?.serial_required);
  const choose = (next: PartMaterial | null) => {
    setMaterial(next);
    form.setValues((values) => ({
      ...values,
      part_cert_id: '',
      quantity: next?.tracking === 'serial' ? '1' : values.quantity,
      expires_on: next?.shelf_life_months ? defaultExpiry(new Date(), next.shelf_life_months) : '',
    }));
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await form.submit((values, { onProgress }) => {
      const body = receiptForm({ ...values, material_id: chosen?.id }, file);
      return request ? receivePartRequest(request.id, body, onProgress) : postReceipt(body, onProgress);
    });
    if (result.ok) {
      void queryClient.invalidateQueries({ queryKey: ['stock'] });
      void queryClient.invalidateQueries({ queryKey: ['part_requests'] });
      onClose();
    }
  };
  const lotLabel = chosen?.tracking === 'batch' ? 'parts.fields.batch' : 'parts.fields.serial';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="receive-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="receive-title">
          {translate(request ? 'parts.receive.title_request' : 'parts.receive.title', { part: request?.part_number ?? '' })}
        </DialogTitle>
        <DialogContent>
          <FormAlert errors={form.errors} />
          {!request && (
            <StationSelect
              value={form.values.station_id}
              onChange={(value) => form.setValue('station_id', value)}
              error={form.errors.station_id?.[0]}
            />
          )}
          {!request && <MaterialPicker value={material} onChange={choose} error={form.errors.material_id?.[0]} />}
          <TextField
            {...form.field('quantity')}
            type="number"
            label={translate('parts.fields.quantity')}
            required
            fullWidth
            margin="dense"
            disabled={chosen?.tracking === 'serial'}
            slotProps={{ htmlInput: { min: 0, step: 'any' } }}
          />
          {asksLot && <TextField {...form.field('lot')} label={translate(lotLabel)} required fullWidth margin="dense" />}
          <TextField
            {...form.field('part_cert_id')}
            select
            label={translate('parts.fields.certificate_type')}
            fullWidth
            margin="dense"
            required={chosen?.category === 'part'}
          >
            <MenuItem value="">{translate('parts.receive.no_certificate')}</MenuItem>
            {accepted.map((type) => (
              <MenuItem key={type.id} value={String(type.id)}>
                {type.code} — {type.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...form.field('cert_no')}
            label={translate('parts.fields.cert_no')}
            fullWidth
            margin="dense"
            required={chosen?.category === 'part'}
          />
          <DateInput
            {...pickerField(form, 'expires_on')}
            label={translate('parts.fields.expires_on')}
            size="medium"
            fullWidth
            margin="dense"
          />
          <TextField {...form.field('reference')} label={translate('parts.fields.reference')} fullWidth margin="dense" />
          <CertificateFileInput file={file} onChange={setFile} error={form.errors.certificate?.[0]} />
          {form.progress !== null && form.busy && <LinearProgress variant="determinate" value={form.progress} sx={{ mt: 1 }} />}
          {chosen && (
            <div aria-live="polite" style={{ marginTop: 16 }}>
              <VerdictList results={verdict} />
            </div>
          )}
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={form.busy} submitLabel="parts.receive.submit" />
      </form>
    </Dialog>
  );
}
