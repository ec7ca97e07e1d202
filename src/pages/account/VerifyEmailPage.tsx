import { useEffect, useRef, useState } from 'react';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { MessageAnswer } from '../../../model/accountRecords';
import { apiRequest } from '../../providers/httpClient';
import { AccountHeading } from './AccountHeading';

type Outcome = { ok: boolean; message: string } | null;

/** /email/verify/:id?expires=…&signature=… — confirms the address of the verification e-mail. */
export default function VerifyEmailPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { search } = useLocation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // the link is single-use: never verify twice
    started.current = true;
    apiRequest<MessageAnswer>('POST', `/api/email/verify/${encodeURIComponent(id)}${search}`)
      .then(({ message }) => setOutcome({ ok: true, message }))
      .catch((error) => setOutcome({ ok: false, message: error?.message || translate('app.form.something_went_wrong') }));
  }, [id, search, translate]);

  return (
    <>
      <AccountHeading title="app.verify_email.title" />
      {!outcome ? (
        <Stack sx={{ alignItems: 'center' }}>
          <CircularProgress aria-label={translate('app.verify_email.checking')} />
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>
          <Button component={Link} to={outcome.ok ? '/login' : '/email/resend'} variant="contained">
            {translate(outcome.ok ? 'app.login.submit' : 'app.resend_verification.link')}
          </Button>
        </Stack>
      )}
    </>
  );
}
