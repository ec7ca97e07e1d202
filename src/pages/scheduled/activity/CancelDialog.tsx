import { Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormAlert } from '../../../components/form/FormAlert';
import { useServerForm } from '../../../components/form/useServerForm';
import { DialogFormActions } from '../../../components/form/DialogFormActions';

/** Cancelling an activity needs a reason: asked here, checked by the server too. */
export function CancelDialog({ onCancel, onClose }: { onCancel: (reason: string) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const form = useServerForm({ reason: '' });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.values.reason.trim()) {
      form.setErrors({ reason: [translate('scheduled.activity.cancel_reason_required')] });
      return;
    }
    const result = await form.submit((values) => onCancel(values.reason.trim()));
    if (result.ok) onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-activity-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="cancel-activity-title">{translate('scheduled.activity.cancel_title')}</DialogTitle>
        <DialogContent>
          <FormAlert errors={form.errors} />
          <TextField
            {...form.field('reason')}
            label={translate('scheduled.activity.cancel_reason')}
            required
            multiline
            minRows={2}
            fullWidth
            autoFocus
            margin="dense"
          />
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={form.busy} submitLabel={'scheduled.activity.cancel_confirm'} />
      </form>
    </Dialog>
  );
}
