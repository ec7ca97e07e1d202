import { useState } from 'react';
import SendIcon from '@mui/icons-material/Send';
import { Button, Confirm, useNotify, useRecordContext } from 'react-admin';
import type { MessageAnswer } from '../../../model/accountRecords';
import { apiRequest } from '../../providers/httpClient';

/** POST /api/users/:id/reset-link: the user gets an e-mail to choose a new password (no password is ever set here). */
export function ResetLinkButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const send = async () => {
    setBusy(true);
    try {
      const { message } = await apiRequest<MessageAnswer>('POST', `/api/users/${record.id}/reset-link`);
      notify(message, { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label="resources.users.reset_link.button" onClick={() => setOpen(true)} disabled={!record.active || busy}>
        <SendIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="resources.users.reset_link.title"
        content="resources.users.reset_link.content"
        translateOptions={{ email: record.email }}
        onConfirm={send}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
