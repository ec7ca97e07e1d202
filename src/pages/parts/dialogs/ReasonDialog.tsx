import { Dialog, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { FormAlert } from '../../../components/form/FormAlert';
import { useServerForm } from '../../../components/form/useServerForm';

/** A step that needs a reason on record (reversing a movement, cancelling a transfer or a request): the reason, then the step. */
export function ReasonDialog({
  title,
  text,
  submitLabel,
  onSubmit,
  onDone,
  onClose,
}: {
  title: string;
  text: string;
  submitLabel: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const form = useServerForm({ reason: '' });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await form.submit((values) => onSubmit(values.reason));
    if (result.ok) {
      onDone();
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reason-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reason-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{text}</DialogContentText>
          <FormAlert errors={form.errors} />
          <TextField
            {...form.field('reason')}
            label={translate('parts.fields.reason')}
            required
            fullWidth
            margin="dense"
            multiline
            minRows={2}
            autoFocus
          />
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={form.busy} submitLabel={submitLabel} />
      </form>
    </Dialog>
  );
}
