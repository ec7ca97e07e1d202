import { useState } from 'react';
import { Box, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MessageAnswer } from '../../../model/accountRecords';
import { apiRequest } from '../../providers/httpClient';
import { useServerForm } from '../../components/form/useServerForm';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { AccountHeading } from './AccountHeading';
import { AccountLinks } from './AccountLinks';
import { SuccessMessage } from './SuccessMessage';

/** /register — the new user must then verify the e-mail address. */
export default function RegisterPage() {
  const translate = useTranslate();
  const form = useServerForm({ name: '', email: '', password: '', password_confirmation: '' });
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async () => {
    const outcome = await form.submit((values) => apiRequest<MessageAnswer>('POST', '/api/register', values));
    if (outcome.ok) setMessage(outcome.result.message);
  };

  return (
    <>
      <AccountHeading title="app.register.title" />
      <SuccessMessage message={message} />
      {!message && (
        <>
          <FormAlert errors={form.errors} />
          <Box
            component="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void onSubmit();
            }}
          >
            <Stack spacing={2}>
              <TextField {...form.field('name')} label={translate('app.fields.name')} autoComplete="name" required autoFocus />
              <TextField {...form.field('email')} type="email" label={translate('app.fields.email')} autoComplete="email" required />
              <TextField
                {...form.field('password')}
                type="password"
                label={translate('app.fields.password')}
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
              <SubmitButton busy={form.busy}>{translate('app.register.submit')}</SubmitButton>
            </Stack>
          </Box>
        </>
      )}
      <AccountLinks links={[{ to: '/login', label: 'app.register.have_account' }]} />
    </>
  );
}
