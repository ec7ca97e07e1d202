import { useEffect, useState } from 'react';
import { Alert, Button, FormHelperText, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NotificationType } from '../../../model/modules/notifications';
import { fetchMutes, saveMute } from './notificationApi';

/**
 * The notification types the user muted (users.muted_notification_types), each with its Unmute, on the
 * profile page next to the digest switch (docs/modules/notifications.md, "Muting"). A type is muted
 * from one of its notifications on the notifications page.
 */
export function NotificationMuteSetting() {
  const translate = useTranslate();
  const [types, setTypes] = useState<NotificationType[] | null>(null);
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'failed' } | { kind: 'unmuted'; type: NotificationType }>({ kind: 'idle' });

  useEffect(() => {
    let current = true;
    fetchMutes().then(
      (answer) => current && setTypes(answer.types),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);

  const unmute = async (type: NotificationType) => {
    setState({ kind: 'busy' });
    try {
      setTypes((await saveMute(type, false)).types);
      setState({ kind: 'unmuted', type });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  return (
    <Stack component="section" aria-labelledby="notification-mutes-title" spacing={0.5}>
      <Typography id="notification-mutes-title" variant="subtitle1" component="h2">
        {translate('notifications.mutes.title')}
      </Typography>
      {types !== null && (
        <Typography>
          {types.length ? translate('notifications.mutes.count', { smart_count: types.length }) : translate('notifications.mutes.none')}
        </Typography>
      )}
      {types !== null && types.length > 0 && (
        <List dense disablePadding aria-labelledby="notification-mutes-title" sx={{ maxWidth: 420 }}>
          {types.map((type) => {
            const name = translate(`notifications.types.${type}`);
            return (
              <ListItem
                key={type}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    onClick={() => void unmute(type)}
                    disabled={state.kind === 'busy'}
                    aria-label={`${translate('notifications.mutes.unmute')}: ${name}`}
                  >
                    {translate('notifications.mutes.unmute')}
                  </Button>
                }
              >
                <ListItemText primary={name} />
              </ListItem>
            );
          })}
        </List>
      )}
      <FormHelperText sx={{ mt: 0 }}>{translate('notifications.mutes.help')}</FormHelperText>
      <div role="status">
        {state.kind === 'unmuted' && (
          <Alert severity="success">
            {translate('notifications.mutes.unmuted', { type: translate(`notifications.types.${state.type}`) })}
          </Alert>
        )}
        {state.kind === 'failed' && <Alert severity="error">{translate('notifications.actions.failed')}</Alert>}
      </div>
    </Stack>
  );
}
