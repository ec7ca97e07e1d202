import { Alert, Box, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MessageAnswer } from '../../../model/accountRecords';
import { apiRequest } from '../../providers/httpClient';
import { useServerForm } from '../../components/form/useServerForm';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';

const empty = { current_password: '', password: '', password_confirmation: '' };

/** /settings/password — the current password is required (server rule). */
export default function PasswordPage() {
  const translate = useTranslate();
  const form = useServerForm(empty);

  const onSubmit = async () => {
    const outcome = await form.submit((values) => apiRequest<MessageAnswer>('PATCH', '/api/settings/password', values));
    if (outcome.ok) form.setValues(empty);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {form.recentlySuccessful && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {translate('app.settings.password_updated')}
        </Alert>
      )}
      <FormAlert errors={form.errors} />
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <TextField
          {...form.field('current_password')}
          type="password"
          label={translate('app.fields.current_password')}
          autoComplete="current-password"
          required
        />
        <TextField
          {...form.field('password')}
          type="password"
          label={translate('app.fields.new_password')}
          autoComplete="new-password"
          required
        />
        <TextField
          {...form.field('password_confirmation')}
          type="password"
          label={translate('app.fields.password_confirmation')}
          autoComplete="new-password"
          required
        />
        <SubmitButton busy={form.busy} fullWidth={false}>
          {translate('app.settings.save')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
