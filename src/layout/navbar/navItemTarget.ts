import type { MouseEvent } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { navItemRouteFor, routePath, routes, settingsRouteName, type NavItem } from '../../../model/routes';
import { calendarDateKey } from '../../../model/storageKeys';
import { browserNavigation } from '../browserNavigation';

/** Where an item leads: Settings depends on the role, the others on their route name. */
export function navItemPath(item: NavItem, roleId: number | null | undefined): string {
  return routePath(item.route === 'setting.setting' ? settingsRouteName(roleId) : item.route);
}

/**
 * What a click on an item does besides following its link: What's up clears the saved
 * calendar date and reloads /home, so home opens on today. `after` runs first
 * (closing a menu or the drawer).
 */
export function navItemClickHandler(item: NavItem, to: string, after?: () => void) {
  return (event: MouseEvent) => {
    after?.();
    if (item.route !== 'home') return;
    event.preventDefault();
    localStorage.removeItem(calendarDateKey);
    browserNavigation.assign(to);
  };
}

const routeObjects = [
  ...routes.map((route) => ({ path: route.path, name: route.name })),
  // A settings screen's own pages (/airport/12, /airport/create, /setting/general) belong to it too.
  ...routes.filter((route) => route.area === 'settings').map((route) => ({ path: `${route.path}/*`, name: route.name })),
];

/** The nav item (its route name) the current screen belongs to. */
export function useActiveNavRoute(): string | undefined {
  const { pathname } = useLocation();
  return navItemRouteFor(matchRoutes(routeObjects, pathname)?.[0]?.route.name);
}
