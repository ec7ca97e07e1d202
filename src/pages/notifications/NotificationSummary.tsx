import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { NotificationRecord } from '../../../model/modules/notifications';
import { useReadState } from './useReadState';

/**
 * A notification's title and text, the title bold while it is unread. A title with somewhere to go
 * is the click-through: following it marks the notification read on the way (the request goes on
 * while the app moves to the record).
 */
export function NotificationSummary({ record }: { record: NotificationRecord }) {
  const setRead = useReadState();
  return (
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography component="span" data-testid="notification-title" sx={{ fontWeight: record.read ? 400 : 700 }}>
        {record.link ? (
          <Link
            component={RouterLink}
            to={record.link}
            onClick={() => void (record.read ? undefined : setRead(record, true))}
            underline="hover"
            sx={{ fontWeight: 'inherit' }}
          >
            {record.title}
          </Link>
        ) : (
          record.title
        )}
      </Typography>
      {record.text && (
        <Typography variant="body2" color="text.secondary">
          {record.text}
        </Typography>
      )}
    </Box>
  );
}
