import { Button, Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { routePath } from '../../../model/routes';
import type { HomeDay } from '../../../model/modules/home/homeDay';
import { HomeSection } from './HomeSection';
import { useDisplayDate } from './useDisplayDate';

/** The caller's unread notifications of the active region: how many, the latest few, and the way to all of them. */
export function NotificationsPanel({ notifications, regionId }: { notifications: HomeDay['notifications']; regionId: number | null }) {
  const translate = useTranslate();
  // The count is the active region's (docs/modules/notifications.md, "Regions"): the page opens on the same unread notices.
  const filter = regionId === null ? { read: 'false' } : { read: 'false', region_id: regionId };
  const all = `${routePath('notification')}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  const day = useDisplayDate();
  const titled = notifications.latest.filter((item) => item.title);
  return (
    <HomeSection
      id="notifications"
      title={translate('home.sections.notifications')}
      action={
        <Button component={Link} to={all} startIcon={<NotificationsIcon />}>
          {translate('home.notifications.open')}
        </Button>
      }
    >
      <Card variant="outlined">
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <Typography>
            {notifications.unread === 0
              ? translate('home.notifications.none')
              : translate('home.notifications.unread', { smart_count: notifications.unread })}
          </Typography>
          {titled.length > 0 && (
            <List dense disablePadding>
              {titled.map((item) => (
                <ListItem key={item.id} disablePadding>
                  <ListItemButton component={Link} to={item.link ?? routePath('notification')} sx={{ px: 0 }}>
                    <ListItemText primary={item.title} secondary={day(item.created_at)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </HomeSection>
  );
}
