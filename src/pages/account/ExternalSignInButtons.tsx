import { useState } from 'react';
import { Button, Divider, Stack } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import { useNotify, useTranslate } from 'react-admin';
import { getConfig } from '../../config';
import { startExternalSignIn } from '../../providers/externalSignIn';

/** One button per configured identity provider (sign-in by an external identity provider). */
export function ExternalSignInButtons() {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  const providers = getConfig().oidcProviders;
  if (providers.length === 0) return null;
  return (
    <>
      <Divider sx={{ my: 3 }}>{translate('app.login.or')}</Divider>
      <Stack spacing={1}>
        {providers.map((provider) => (
          <Button
            key={provider.name}
            variant="outlined"
            startIcon={<LoginIcon />}
            disabled={busy !== null}
            onClick={() => {
              setBusy(provider.name);
              startExternalSignIn(provider.name).catch((error) => {
                setBusy(null);
                const message = error?.message || translate('app.form.something_went_wrong');
                notify(message, { type: 'error', messageArgs: { _: message } });
              });
            }}
          >
            {translate('app.login.with_provider', { provider: provider.label })}
          </Button>
        ))}
      </Stack>
    </>
  );
}
