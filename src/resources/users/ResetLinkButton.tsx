import SendIcon from '@mui/icons-material/Send';
import { useRecordContext } from 'react-admin';
import type { MessageAnswer } from '../../../model/accountRecords';
import { ConfirmedActionButton } from '../../components/ConfirmedActionButton';
import { apiRequest } from '../../providers/httpClient';

/** POST /api/users/:id/reset-link: the user gets an e-mail to choose a new password (no password is ever set here). */
export function ResetLinkButton() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <ConfirmedActionButton
      label="resources.users.reset_link.button"
      title="resources.users.reset_link.title"
      content="resources.users.reset_link.content"
      translateOptions={{ email: record.email }}
      icon={<SendIcon />}
      disabled={!record.active}
      run={async () => ({ notice: (await apiRequest<MessageAnswer>('POST', `/api/users/${record.id}/reset-link`)).message })}
    />
  );
}
