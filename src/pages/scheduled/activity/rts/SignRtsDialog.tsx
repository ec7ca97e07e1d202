import { Dialog, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormAlert } from '../../../../components/form/FormAlert';
import { useServerForm } from '../../../../components/form/useServerForm';
import { signRts } from '../activityApi';
import { DialogFormActions } from '../DialogFormActions';

/**
 * Signing the release asks for the password again (issue 12 §7: re-authentication, as
 * e-signature practice expects); a wrong one or a refusal is shown here, from the server.
 */
export function SignRtsDialog({ activityId, templateId, statement, onSigned, onClose }: {
  activityId: number;
  templateId?: number | null;
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
    const result = await form.submit((values) => signRts(activityId, { password: values.password, rts_template_id: templateId ?? undefined }));
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
