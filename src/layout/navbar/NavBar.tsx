import { AppBar, Box, Toolbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visibleNavItems } from '../../../model/routes';
import { permissionNamesOf } from '../../providers/access';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { CompanyLogo } from './CompanyLogo';
import { NavItemLink } from './NavItemLink';
import { RegionSelect } from './RegionSelect';
import { NotificationsLink } from './NotificationsLink';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu } from './UserMenu';

/** The navigation bar of spec §2 / §6; hidden entirely when nobody is signed in. */
export function NavBar() {
  const user = useCurrentUser();
  const translate = useTranslate();
  if (!user) return null;
  const items = visibleNavItems(permissionNamesOf(user));
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar component="nav" aria-label={translate('nav.main')} sx={{ gap: 1, minHeight: 56 }}>
        <CompanyLogo user={user} />
        <Box component="ul" sx={{ display: 'flex', flex: 1, gap: 0, m: 0, p: 0, listStyle: 'none', overflowX: 'auto' }}>
          {items.map((item) => (
            <li key={item.route}>
              <NavItemLink item={item} roleId={user.role_id} />
            </li>
          ))}
        </Box>
        <RegionSelect user={user} />
        <NotificationsLink count={user.notificationa_alert_count} />
        <LanguageMenu />
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
