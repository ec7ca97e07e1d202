import { Chip } from '@mui/material';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import { useTranslate } from 'react-admin';

/** Read or unread said in words with an icon, never by colour or weight alone. */
export function ReadStatus({ read }: { read: boolean }) {
  const translate = useTranslate();
  return read ? (
    <Chip size="small" variant="outlined" icon={<DraftsOutlinedIcon />} label={translate('notifications.status.read')} />
  ) : (
    <Chip
      size="small"
      color="primary"
      icon={<MarkEmailUnreadIcon />}
      label={translate('notifications.status.unread')}
      sx={{ fontWeight: 700 }}
    />
  );
}
