import type { MouseEvent } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NavLink } from 'react-router-dom';
import { routePath, settingsRouteName, type NavItem } from '../../../model/routes';
import { calendarDateKey } from '../../../model/storageKeys';
import { browserNavigation } from '../browserNavigation';

/** Where an item leads: Settings depends on the role (spec §2), the others on their route name. */
export function navItemPath(item: NavItem, roleId: number | null | undefined): string {
  return routePath(item.route === 'setting.setting' ? settingsRouteName(roleId) : item.route);
}

export function NavItemLink({ item, roleId }: { item: NavItem; roleId: number | null | undefined }) {
  const translate = useTranslate();
  const to = navItemPath(item, roleId);
  // What's up clears the saved calendar date and reloads /home (spec §2), so home opens on today.
  const onClick =
    item.route === 'home'
      ? (event: MouseEvent) => {
          event.preventDefault();
          localStorage.removeItem(calendarDateKey);
          browserNavigation.assign(to);
        }
      : undefined;
  return (
    <Button
      component={NavLink}
      to={to}
      onClick={onClick}
      color="inherit"
      size="small"
      sx={{ whiteSpace: 'nowrap', minWidth: 0, px: 1, '&.active': { color: 'primary.main', fontWeight: 700 } }}
    >
      {translate(item.label)}
    </Button>
  );
}
