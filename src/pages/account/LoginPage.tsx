import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Checkbox, FormControlLabel, Link as MuiLink, Stack, TextField } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useServerForm } from '../../components/form/useServerForm';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { clearLocationHash, readSignInHash } from '../../providers/externalSignIn';
import { AccountHeading } from './AccountHeading';
import { AccountLinks } from './AccountLinks';
import { ExternalSignInButtons } from './ExternalSignInButtons';

/** /login — e-mail and password with "remember me", and the external sign-in buttons. */
export default function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const form = useServerForm({ email: '', password: '', remember: false });
  const [externalError, setExternalError] = useState<string | null>(null);
  const handledHash = useRef(false);

  // Back from the identity provider: store the token, clear the hash, fetch the user, go on.
  useEffect(() => {
    if (handledHash.current) return;
    handledHash.current = true;
    const result = readSignInHash(window.location.hash);
    if (!result) return;
    clearLocationHash();
    if ('error' in result) setExternalError(result.error);
    else login({ token: result.token }).catch(() => setExternalError(translate('app.form.something_went_wrong')));
  }, [login, translate]);

  return (
    <>
      <AccountHeading title="app.login.title" />
      {externalError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {externalError}
        </Alert>
      )}
      <FormAlert errors={form.errors} />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit((values) => login(values));
        }}
      >
        <Stack spacing={2}>
          <TextField {...form.field('email')} type="email" label={translate('app.fields.email')} autoComplete="email" required autoFocus />
          <TextField
            {...form.field('password')}
            type="password"
            label={translate('app.fields.password')}
            autoComplete="current-password"
            required
          />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={form.values.remember}
                  onChange={(event) => form.setValue('remember', event.target.checked)}
                  name="remember"
                />
              }
              label={translate('app.login.remember')}
            />
            <MuiLink component={Link} to="/password/reset" variant="body2">
              {translate('app.login.forgot')}
            </MuiLink>
          </Box>
          <SubmitButton busy={form.busy}>{translate('app.login.submit')}</SubmitButton>
        </Stack>
      </Box>
      <ExternalSignInButtons />
      <AccountLinks
        links={[
          { to: '/register', label: 'app.login.no_account' },
          { to: '/email/resend', label: 'app.resend_verification.link' },
        ]}
      />
    </>
  );
}
