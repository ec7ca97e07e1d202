import { Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormAlert } from '../../../components/form/FormAlert';
import { useServerForm } from '../../../components/form/useServerForm';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { setThreshold, type StockLine } from '../deIcingApi';

/** The quantity under which the station's supervisors are alerted. */
export function ThresholdDialog({ line, onDone, onClose }: { line: StockLine; onDone: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const form = useServerForm({ minimum_quantity: line.minimum_quantity === null ? '' : String(line.minimum_quantity) });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await form.submit((values) =>
      setThreshold({
        station_id: line.station_id,
        material_id: line.material_id,
        minimum_quantity: values.minimum_quantity.trim() === '' ? null : Number(values.minimum_quantity),
      }),
    );
    if (result.ok) {
      onDone();
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="threshold-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="threshold-title">
          {translate('de_icing.stock.threshold_title', { fluid: line.fluid_names, station: line.station_code })}
        </DialogTitle>
        <DialogContent>
          <FormAlert errors={form.errors} />
          <TextField
            {...form.field('minimum_quantity')}
            type="number"
            label={translate('de_icing.stock.minimum')}
            helperText={form.errors.minimum_quantity?.[0] ?? translate('de_icing.stock.minimum_help')}
            fullWidth
            margin="dense"
            autoFocus
          />
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={form.busy} submitLabel="ra.action.save" />
      </form>
    </Dialog>
  );
}
