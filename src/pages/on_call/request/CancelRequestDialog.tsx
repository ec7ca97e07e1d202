import { Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormAlert } from '../../../components/form/FormAlert';
import { useServerForm } from '../../../components/form/useServerForm';
import { DialogFormActions } from '../../../components/form/DialogFormActions';

/** Cancelling a request needs a reason (the customer is told why): asked here, checked by the server too. */
export function CancelRequestDialog({ onCancel, onClose }: { onCancel: (reason: string) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const form = useServerForm({ cancel_reason: '' });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.values.cancel_reason.trim()) {
      form.setErrors({ cancel_reason: [translate('on_call.request.cancel_reason_required')] });
      return;
    }
    const result = await form.submit((values) => onCancel(values.cancel_reason.trim()));
    if (result.ok) onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-request-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="cancel-request-title">{translate('on_call.request.cancel_title')}</DialogTitle>
        <DialogContent>
          <FormAlert errors={form.errors} />
          <TextField
            {...form.field('cancel_reason')}
            label={translate('on_call.request.cancel_reason')}
            required
            multiline
            minRows={2}
            fullWidth
            autoFocus
            margin="dense"
          />
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={form.busy} submitLabel="on_call.request.cancel_confirm" />
      </form>
    </Dialog>
  );
}
