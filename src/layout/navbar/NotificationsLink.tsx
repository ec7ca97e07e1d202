import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { routePath } from '../../../model/routes';

/** Notifications link with the unread count (shown to every signed-in user). */
export function NotificationsLink({ count }: { count: number }) {
  const translate = useTranslate();
  const label = translate('nav.notifications_unread', { smart_count: count ?? 0 });
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={routePath('notification')} aria-label={label} color="inherit">
        <Badge badgeContent={count} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
