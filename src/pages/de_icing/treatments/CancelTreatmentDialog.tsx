import { Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormAlert } from '../../../components/form/FormAlert';
import { useServerForm } from '../../../components/form/useServerForm';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { cancelTreatment } from '../deIcingApi';
import type { TreatmentRecord } from './treatmentTypes';

/** Cancelling a treatment needs a reason; the record stays for the audit. */
export function CancelTreatmentDialog({ record, onDone, onClose }: { record: TreatmentRecord; onDone: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const form = useServerForm({ reason: '' });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.values.reason.trim()) {
      form.setErrors({ reason: [translate('de_icing.cancel.reason_required')] });
      return;
    }
    const result = await form.submit((values) => cancelTreatment(record.id, { version: record.version, reason: values.reason.trim() }));
    if (result.ok) {
      onDone();
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-treatment-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="cancel-treatment-title">{translate('de_icing.cancel.title')}</DialogTitle>
        <DialogContent>
          <FormAlert errors={form.errors} />
          <TextField
            {...form.field('reason')}
            label={translate('de_icing.cancel.reason')}
            required
            multiline
            minRows={2}
            fullWidth
            autoFocus
            margin="dense"
          />
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={form.busy} submitLabel="de_icing.cancel.confirm" />
      </form>
    </Dialog>
  );
}
