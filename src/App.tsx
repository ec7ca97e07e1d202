import { Admin, CustomRoutes, type I18nProvider, type Store } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { Layout } from './layout/Layout';
import { AppOverlays } from './layout/AppOverlays';
import { NotFoundRoute } from './routes/NotFoundRoute';
import { routesWithLayout, routesWithoutLayout } from './routes/routeElements';
import { theme } from './theme';

/**
 * The table of contents: providers, layouts and the routes of model/routes.ts.
 * History routing with no prefix (spec §2): <Admin> inside a BrowserRouter.
 * The settings resources of later issues join as <Resource> children here.
 */
export function App({ i18nProvider, store }: { i18nProvider: I18nProvider; store: Store }) {
  return (
    <BrowserRouter>
      <Admin
        disableTelemetry
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={theme}
        layout={Layout}
        loginPage={false}
        catchAll={NotFoundRoute}
        notification={AppOverlays}
      >
        <CustomRoutes noLayout>{routesWithoutLayout}</CustomRoutes>
        <CustomRoutes>{routesWithLayout}</CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
