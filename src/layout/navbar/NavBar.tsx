import { memo } from 'react';
import { AppBar, Box, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visibleNavItems } from '../../../model/routes';
import { permissionNamesOf } from '../../providers/access';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { LiveStatusIndicator } from '../../live';
import { CompanyLogo } from './CompanyLogo';
import { NavItems } from './NavItems';
import { NavDrawer } from './NavDrawer';
import { navDrawerBelowPx } from './navOverflow';
import { RegionSelect } from './RegionSelect';
import { NotificationsLink } from './NotificationsLink';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu } from './UserMenu';

/**
 * The navigation bar; hidden entirely when nobody is signed in.
 * Wide screens: the items inline, those that do not fit under "More". Below 1000 px: the
 * items in a drawer. On phones the region and language controls move into the drawer too,
 * so the logo keeps its 180 px.
 *
 * Memoised (it takes no props and reads what it shows through hooks): react-admin re-renders its whole
 * tree from the top as it starts (each <Resource> registering itself, the first queries settling), and
 * each time the bar was rendered again for nothing, ~120 ms of a phone's first load (bench/first-load).
 */
export const NavBar = memo(function NavBar() {
  const user = useCurrentUser();
  const translate = useTranslate();
  const drawer = useMediaQuery((theme: Theme) => theme.breakpoints.down(navDrawerBelowPx), { noSsr: true });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (!user) return null;
  const items = visibleNavItems(permissionNamesOf(user));
  const region = <RegionSelect user={user} />;
  const language = <LanguageMenu />;
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar component={drawer ? 'div' : 'nav'} aria-label={drawer ? undefined : translate('nav.main')} sx={{ gap: 1, minHeight: 56 }}>
        {drawer && (items.length > 0 || phone) && (
          <NavDrawer
            items={items}
            roleId={user.role_id}
            extras={
              phone ? (
                <>
                  {region}
                  {language}
                </>
              ) : undefined
            }
          />
        )}
        <CompanyLogo user={user} />
        {drawer ? <Box sx={{ flex: 1 }} /> : <NavItems items={items} roleId={user.role_id} />}
        {!phone && region}
        <LiveStatusIndicator />
        <NotificationsLink count={user.notificationa_alert_count} />
        {!phone && language}
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
});
