import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import { useNotify, useTranslate } from 'react-admin';
import { isMutableNotificationType, type NotificationRecord } from '../../../model/modules/notifications';
import { saveMute } from './notificationApi';

/**
 * "Mute this type" on a notification (docs/modules/notifications.md, "Muting"): no more of its type
 * reach the user; those already here stay. Types that must always reach (an AOG dispatch, a double
 * booking, a man-hour deficit) offer no such button.
 */
export function MuteTypeButton({ record }: { record: NotificationRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!isMutableNotificationType(record.type)) return null;
  const type = translate(`notifications.types.${record.type}`);
  const label = translate('notifications.actions.mute');
  const mute = async () => {
    setBusy(true);
    try {
      await saveMute(record.type, true);
      notify('notifications.actions.muted', { type: 'info', messageArgs: { type } });
    } catch {
      notify('notifications.actions.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={`${label}: ${type}`} onClick={() => void mute()} disabled={busy} sx={{ width: 44, height: 44 }}>
          <NotificationsOffOutlinedIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}
