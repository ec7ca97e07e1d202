import { matchRoutes } from 'react-router-dom';
import { routes } from '../../model/routes';
import { ensureUserLoaded } from '../providers/authProvider';
import { getToken } from '../providers/authState';
import { layoutModule } from '../layout/LazyLayout';
import { screens } from './screens';

const routeObjects = routes.map((route) => ({ path: route.path, route }));

/** The route a path opens, if it is one of model/routes.ts (resource record pages are not). */
export function routeForPath(pathname: string) {
  return matchRoutes(routeObjects, pathname)?.[0]?.route.route;
}

/**
 * At start-up, while the locale's messages load (call it once the locale is chosen: requests
 * announce it), starts what the first screen will ask for once the app renders, a round trip
 * later: its chunk, and when signed in the default layout's chunk and the
 * check-auth guard's user (the same shared call NavigationEffects makes). A failed chunk is left
 * to the render, which loads it again and shows the error layout or reloads.
 */
export function preloadFirstScreen(pathname: string): void {
  const route = routeForPath(pathname);
  screens[route?.screen ?? 'notFound'].preload().catch(() => {});
  if (!getToken()) return;
  void ensureUserLoaded();
  if (!route || route.layout === 'default') layoutModule.preload().catch(() => {});
}
