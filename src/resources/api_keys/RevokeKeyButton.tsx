import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { apiRequest } from '../../providers/httpClient';

/**
 * DELETE /api/api_keys/:id revokes the key: refused from then on, the row kept so the audit trail
 * still names it (docs/security.md, "API keys"). Asks first: the system using it stops at once.
 */
export function RevokeKeyButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || record.revoked_at) return null;
  const revoke = async () => {
    setBusy(true);
    try {
      await apiRequest('DELETE', `/api/api_keys/${record.id}`);
      notify('resources.api_keys.revoke.done', { type: 'success', messageArgs: { name: record.name } });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label="resources.api_keys.revoke.button" color="error" onClick={() => setOpen(true)} disabled={busy}>
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="resources.api_keys.revoke.title"
        content="resources.api_keys.revoke.content"
        translateOptions={{ name: record.name }}
        confirmColor="warning"
        onConfirm={revoke}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
