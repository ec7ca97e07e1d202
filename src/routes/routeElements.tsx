import { Navigate, Route } from 'react-router-dom';
import { routes, type RouteDefinition } from '../../model/routes';
import { RouteScreen } from './RouteScreen';
import { resources } from '../resources';
import { generalSettingsPath } from '../pages/settings-area';
import { Guarded } from './guards';
import { lazyScreen } from './lazyScreen';

// Lazy like the screens of ./screens.ts, and for the same reason the route registry's allowed exception:
// the dynamic import() names the page file, not the module's index.ts, so the page stays its own chunk.
const GeneralSettingsPage = lazyScreen(() => import('../pages/settings-area/GeneralSettingsPage')).Component;

const isSettingsChild = (route: RouteDefinition) => route.name.startsWith('settings.');
/** A settings route served by a react-admin <Resource> (src/resources) rather than a custom route. */
const isResourceRoute = (route: RouteDefinition) => route.resource !== undefined && route.resource in resources;

const element = (route: RouteDefinition) => <Route key={route.name} path={route.path} element={<RouteScreen route={route} />} />;

/** Screens outside the default layout (basic: signed-out screens; error: /unauthorized). */
export const routesWithoutLayout = routes.filter((route) => route.layout !== 'default').map(element);

const settingsParent = routes.find((route) => route.name === 'settings')!;

/**
 * Screens inside the default layout. /settings is a parent screen whose empty child path
 * redirects to the profile.
 */
export const routesWithLayout = [
  ...routes
    .filter((route) => route.layout === 'default' && route !== settingsParent && !isSettingsChild(route) && !isResourceRoute(route))
    .map(element),
  // The general settings page of the `setting` resource, reached from the /setting landing tiles.
  <Route
    key="setting.general"
    path={generalSettingsPath}
    element={
      <Guarded middleware={['auth']} permission="settings_tab">
        <GeneralSettingsPage />
      </Guarded>
    }
  />,
  <Route key="settings" path={settingsParent.path} element={<RouteScreen route={settingsParent} isParent />}>
    <Route index element={<Navigate to="profile" replace />} />
    {routes.filter(isSettingsChild).map((route) => (
      <Route key={route.name} path={route.path.slice(settingsParent.path.length + 1)} element={<RouteScreen route={route} />} />
    ))}
  </Route>,
];
