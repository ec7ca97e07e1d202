import BlockIcon from '@mui/icons-material/Block';
import { useRecordContext, useRefresh } from 'react-admin';
import { ConfirmedActionButton } from '../../components/ConfirmedActionButton';
import { apiRequest } from '../../providers/httpClient';

/**
 * DELETE /api/api_keys/:id revokes the key: refused from then on, the row kept so the audit trail
 * still names it (docs/security.md, "API keys"). Asks first: the system using it stops at once.
 */
export function RevokeKeyButton() {
  const record = useRecordContext();
  const refresh = useRefresh();
  if (!record || record.revoked_at) return null;
  return (
    <ConfirmedActionButton
      label="resources.api_keys.revoke.button"
      title="resources.api_keys.revoke.title"
      content="resources.api_keys.revoke.content"
      translateOptions={{ name: record.name }}
      icon={<BlockIcon />}
      color="error"
      confirmColor="warning"
      run={async () => {
        await apiRequest('DELETE', `/api/api_keys/${record.id}`);
        refresh();
        return { notice: 'resources.api_keys.revoke.done', noticeArgs: { name: record.name } };
      }}
    />
  );
}
