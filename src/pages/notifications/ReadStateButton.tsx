import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import { useTranslate } from 'react-admin';
import type { NotificationRecord } from '../../../model/modules/notifications';
import { useReadState } from './useReadState';

/** Marks one notification read, or unread again; named for what it does, its title included. */
export function ReadStateButton({ record }: { record: NotificationRecord }) {
  const translate = useTranslate();
  const setRead = useReadState();
  const [busy, setBusy] = useState(false);
  const label = translate(record.read ? 'notifications.actions.mark_unread' : 'notifications.actions.mark_read');
  const toggle = async () => {
    setBusy(true);
    await setRead(record, !record.read);
    setBusy(false);
  };
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={`${label}: ${record.title}`} onClick={() => void toggle()} disabled={busy} sx={{ width: 44, height: 44 }}>
          {record.read ? <MarkEmailUnreadOutlinedIcon /> : <DraftsOutlinedIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
