import { Button, Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { routePath } from '../../../model/routes';
import type { HomeDay } from '../../../model/modules/home/homeDay';
import { HomeSection } from './HomeSection';
import { useDisplayDate } from './useDisplayDate';

/** The caller's unread notifications: how many, the latest few, and the way to all of them. */
export function NotificationsPanel({ notifications }: { notifications: HomeDay['notifications'] }) {
  const translate = useTranslate();
  const day = useDisplayDate();
  const titled = notifications.latest.filter((item) => item.title);
  return (
    <HomeSection
      id="notifications"
      title={translate('home.sections.notifications')}
      action={
        <Button component={Link} to={routePath('notification')} startIcon={<NotificationsIcon />}>
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
