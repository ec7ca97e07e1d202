import { useEffect, useState } from 'react';
import { Alert, FormControlLabel, FormHelperText, Stack, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fetchDigest, saveDigest } from './notificationApi';

/**
 * The daily e-mail digest switch (docs/modules/notifications.md, users.notification_digest) on the profile page. It
 * saves when flipped, like a phone's settings: there is nothing else to fill in.
 */
export function NotificationDigestSetting() {
  const translate = useTranslate();
  const [digest, setDigest] = useState<boolean | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  useEffect(() => {
    let current = true;
    fetchDigest().then(
      (answer) => current && setDigest(answer.digest),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, []);

  const change = async (next: boolean) => {
    setDigest(next);
    setState('saving');
    try {
      setDigest((await saveDigest(next)).digest);
      setState('saved');
    } catch {
      setDigest(!next);
      setState('failed');
    }
  };

  return (
    <Stack component="section" aria-labelledby="notification-digest-title" spacing={0.5}>
      <Typography id="notification-digest-title" variant="subtitle1" component="h2">
        {translate('notifications.digest.title')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={digest ?? false}
            disabled={digest === null || state === 'saving'}
            onChange={(event) => void change(event.target.checked)}
          />
        }
        label={translate('notifications.digest.label')}
      />
      <FormHelperText sx={{ mt: 0 }}>{translate('notifications.digest.help')}</FormHelperText>
      <div role="status">
        {state === 'saved' && <Alert severity="success">{translate('notifications.digest.saved')}</Alert>}
        {state === 'failed' && <Alert severity="error">{translate('notifications.actions.failed')}</Alert>}
      </div>
    </Stack>
  );
}
