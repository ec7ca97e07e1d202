import type { RouteDefinition } from '../../../model/routes';
import { ScreenFrame } from '../../components/ScreenFrame';
import { useLiveRefetch } from '../../live';
import { NotificationList } from './NotificationList';

/**
 * /notification (docs/modules/notifications.md): the user's own notifications. New ones and changes made elsewhere
 * (another tab, the daily alerts) arrive live: the `notifications` events have the list read again.
 */
export default function NotificationsPage({ route }: { route: RouteDefinition }) {
  useLiveRefetch('notifications', [['notifications']]);
  return (
    <ScreenFrame title={route.title}>
      <NotificationList />
    </ScreenFrame>
  );
}
