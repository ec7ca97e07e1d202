import { useState } from 'react';
import { Box, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { MessageAnswer } from '../../../model/accountRecords';
import { apiRequest } from '../../providers/httpClient';
import { useServerForm } from '../../components/form/useServerForm';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { AccountHeading } from './AccountHeading';
import { AccountLinks } from './AccountLinks';
import { SuccessMessage } from './SuccessMessage';

/** /email/resend — sends the verification e-mail again. */
export default function ResendVerificationPage() {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const form = useServerForm({ email: search.get('email') ?? '' });
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async () => {
    setMessage(null);
    const outcome = await form.submit((values) => apiRequest<MessageAnswer>('POST', '/api/email/resend', values));
    if (outcome.ok) setMessage(outcome.result.message);
  };

  return (
    <>
      <AccountHeading title="app.resend_verification.title" subtitle="app.resend_verification.help" />
      <SuccessMessage message={message} />
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
          <TextField {...form.field('email')} type="email" label={translate('app.fields.email')} autoComplete="email" required autoFocus />
          <SubmitButton busy={form.busy}>{translate('app.resend_verification.submit')}</SubmitButton>
        </Stack>
      </Box>
      <AccountLinks links={[{ to: '/login', label: 'app.register.have_account' }]} />
    </>
  );
}
