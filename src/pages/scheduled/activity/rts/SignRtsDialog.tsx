import { Dialog, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormAlert } from '../../../../components/form/FormAlert';
import { useServerForm } from '../../../../components/form/useServerForm';
import { DialogFormActions } from '../../../../components/form/DialogFormActions';

/**
 * Signing the release asks for the password again (re-authentication, as e-signature
 * practice expects); a wrong one or a refusal is shown here, from the server.
 * `sign` sends it: an activity's release and an on-call request's share this dialog.
 */
export function SignRtsDialog({
  sign,
  statement,
  onSigned,
  onClose,
}: {
  sign: (password: string) => Promise<unknown>;
  statement: string;
  onSigned: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const form = useServerForm({ password: '' });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.values.password) {
      form.setErrors({ password: [translate('ra.validation.required')] });
      return;
    }
    const result = await form.submit((values) => sign(values.password));
    if (result.ok) onSigned();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="sign-rts-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="sign-rts-title">{translate('scheduled.activity.rts.sign_title')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>{statement}</Typography>
          <DialogContentText sx={{ mb: 1 }}>{translate('scheduled.activity.rts.password_hint')}</DialogContentText>
          <FormAlert errors={form.errors} />
          <TextField
            {...form.field('password')}
            type="password"
            autoComplete="current-password"
            label={translate('scheduled.activity.rts.password')}
            required
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={form.busy} submitLabel={'scheduled.activity.rts.sign'} />
      </form>
    </Dialog>
  );
}
