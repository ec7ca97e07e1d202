import { Alert, Box, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CurrentUser } from '../../../model/account';
import { apiRequest } from '../../providers/httpClient';
import { setUser } from '../../providers/authState';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { useServerForm } from '../../components/form/useServerForm';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { ProfilePhotoUpload } from './ProfilePhotoUpload';
import { NotificationDigestSetting, NotificationMuteSetting } from '../notifications';

/** /settings/profile — name, e-mail and photo; the answer replaces the stored user. */
export default function ProfilePage() {
  const translate = useTranslate();
  const user = useCurrentUser();
  const form = useServerForm({ name: user?.name ?? '', email: user?.email ?? '' });

  const onSubmit = async () => {
    const outcome = await form.submit((values) => apiRequest<CurrentUser>('PATCH', '/api/settings/profile', values));
    if (outcome.ok) setUser(outcome.result);
  };

  return (
    <Stack spacing={3}>
      <ProfilePhotoUpload />
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
            {translate('app.settings.profile_updated')}
          </Alert>
        )}
        <FormAlert errors={form.errors} />
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <TextField {...form.field('name')} label={translate('app.fields.name')} autoComplete="name" required />
          <TextField {...form.field('email')} type="email" label={translate('app.fields.email')} autoComplete="email" required />
          <SubmitButton busy={form.busy} fullWidth={false}>
            {translate('app.settings.save')}
          </SubmitButton>
        </Stack>
      </Box>
      <NotificationDigestSetting />
      <NotificationMuteSetting />
    </Stack>
  );
}
