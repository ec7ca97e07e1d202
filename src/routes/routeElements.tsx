import { Navigate, Route } from 'react-router-dom';
import { routes, type RouteDefinition } from '../../model/routes';
import { RouteScreen } from './RouteScreen';

const isSettingsChild = (route: RouteDefinition) => route.name.startsWith('settings.');

const element = (route: RouteDefinition) => <Route key={route.name} path={route.path} element={<RouteScreen route={route} />} />;

/** Screens outside the default layout (basic: signed-out screens; error: /unauthorized). */
export const routesWithoutLayout = routes.filter((route) => route.layout !== 'default').map(element);

const settingsParent = routes.find((route) => route.name === 'settings')!;

/**
 * Screens inside the default layout. /settings is a parent screen whose empty child path
 * redirects to the profile (spec §2 "Personal settings").
 */
export const routesWithLayout = [
  ...routes.filter((route) => route.layout === 'default' && route !== settingsParent && !isSettingsChild(route)).map(element),
  <Route key="settings" path={settingsParent.path} element={<RouteScreen route={settingsParent} isParent />}>
    <Route index element={<Navigate to="profile" replace />} />
    {routes.filter(isSettingsChild).map((route) => (
      <Route key={route.name} path={route.path.slice(settingsParent.path.length + 1)} element={<RouteScreen route={route} />} />
    ))}
  </Route>,
];
