import { CustomRoutes, Resource, type I18nProvider, type Store } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { AdminShell } from './AdminShell';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { LazyLayout } from './layout/LazyLayout';
import { AppOverlays } from './layout/AppOverlays';
import { AccessDeniedRedirect } from './routes/AccessDeniedRedirect';
import { NotFoundRoute } from './routes/NotFoundRoute';
import { routesWithLayout, routesWithoutLayout } from './routes/routeElements';
import { resourceList } from './resources';
import { theme } from './theme';

/**
 * The table of contents: providers, layouts, the routes of model/routes.ts and the settings
 * resources of src/resources (each at /<name>, its screens lazy).
 * History routing with no prefix: react-admin inside a BrowserRouter.
 */
export function App({ i18nProvider, store }: { i18nProvider: I18nProvider; store: Store }) {
  return (
    <BrowserRouter>
      <AdminShell
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={theme}
        layout={LazyLayout}
        catchAll={NotFoundRoute}
        accessDenied={AccessDeniedRedirect}
        overlays={<AppOverlays />}
      >
        {resourceList.map(([name, config]) => (
          <Resource key={name} name={name} {...config} />
        ))}
        <CustomRoutes noLayout>{routesWithoutLayout}</CustomRoutes>
        <CustomRoutes>{routesWithLayout}</CustomRoutes>
      </AdminShell>
    </BrowserRouter>
  );
}
