import { Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormAlert } from '../../../components/form/FormAlert';
import { useServerForm } from '../../../components/form/useServerForm';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { DateTimeInput } from '../../../components/date/DateTimeInput';
import { pickerField } from '../../../components/form/pickerField';
import { useDeIcingOptions } from '../useDeIcingOptions';
import { recordDelivery, type StockLine } from '../deIcingApi';

/** Fluid received at a station, from its delivery note. */
export function DeliveryDialog({ line, onDone, onClose }: { line: StockLine; onDone: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const form = useServerForm({ litres: '', reference: '', batch_no: '', delivered_at: new Date().toISOString() });
  // Delivered at the line's station, in its time.
  const timeZone = useDeIcingOptions().data?.stations.find((station) => station.id === line.station_id)?.time_zone ?? 'UTC';
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await form.submit((values) =>
      recordDelivery({
        station_id: line.station_id,
        material_id: line.material_id,
        litres: Number(values.litres),
        delivered_at: values.delivered_at,
        reference: values.reference,
        batch_no: values.batch_no || undefined,
      }),
    );
    if (result.ok) {
      onDone();
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="delivery-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="delivery-title">
          {translate('de_icing.stock.delivery_title', { fluid: line.fluid_names, station: line.station_code })}
        </DialogTitle>
        <DialogContent>
          <FormAlert errors={form.errors} />
          <TextField
            {...form.field('litres')}
            type="number"
            label={translate('de_icing.fields.litres')}
            required
            fullWidth
            margin="dense"
            autoFocus
          />
          <DateTimeInput
            {...pickerField(form, 'delivered_at')}
            label={translate('de_icing.stock.delivered_at')}
            timeZone={timeZone}
            required
            size="medium"
            fullWidth
            margin="dense"
          />
          <TextField {...form.field('reference')} label={translate('de_icing.stock.reference')} required fullWidth margin="dense" />
          <TextField {...form.field('batch_no')} label={translate('de_icing.stock.batch_no')} fullWidth margin="dense" />
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={form.busy} submitLabel="de_icing.stock.record_delivery" />
      </form>
    </Dialog>
  );
}
