import { useState } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { MessageAnswer } from '../../../model/accountRecords';
import { apiRequest } from '../../providers/httpClient';
import { useServerForm } from '../../components/form/useServerForm';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { AccountHeading } from './AccountHeading';
import { SuccessMessage } from './SuccessMessage';

/** /password/reset/:token?email=… — the link of the reset e-mail. */
export default function PasswordResetPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const form = useServerForm({ email: search.get('email') ?? '', password: '', password_confirmation: '' });
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async () => {
    const outcome = await form.submit((values) => apiRequest<MessageAnswer>('POST', '/api/password/reset', { ...values, token }));
    if (outcome.ok) setMessage(outcome.result.message);
  };

  return (
    <>
      <AccountHeading title="app.password_reset.title" />
      <SuccessMessage message={message} />
      {message ? (
        <Button component={Link} to="/login" variant="contained" fullWidth>
          {translate('app.login.submit')}
        </Button>
      ) : (
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
              <TextField {...form.field('email')} type="email" label={translate('app.fields.email')} autoComplete="email" required />
              <TextField
                {...form.field('password')}
                type="password"
                label={translate('app.fields.new_password')}
                autoComplete="new-password"
                required
                autoFocus
              />
              <TextField
                {...form.field('password_confirmation')}
                type="password"
                label={translate('app.fields.password_confirmation')}
                autoComplete="new-password"
                required
              />
              <SubmitButton busy={form.busy}>{translate('app.password_reset.submit')}</SubmitButton>
            </Stack>
          </Box>
        </>
      )}
    </>
  );
}
