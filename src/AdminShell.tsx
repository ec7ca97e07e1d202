import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, type AdminProps } from 'react-admin';
import { useRemoveSplash } from './layout/splash';

// A type-only import: erased from the bundle, so the defaults stay a lazy chunk.
import type * as ReactAdminDefaults from './reactAdminDefaults';

type Defaults = typeof ReactAdminDefaults;

/** One of react-admin's default screens, loaded the first time it renders. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin's default screens take their own props
function lazyDefault<Name extends keyof Defaults>(name: Name): (props: any) => ReactNode {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin's default screens take their own props
  const Screen = lazy(() => import('./reactAdminDefaults').then((module) => ({ default: module[name] as ComponentType<any> })));
  return function LazyDefault(props: object) {
    // Some of these screens render outside every layout (the sign-in callback): they take the splash away too.
    useRemoveSplash();
    return (
      <Suspense fallback={null}>
        <Screen {...props} />
      </Suspense>
    );
  };
}

const defaults = {
  authCallbackPage: lazyDefault('AuthCallback'),
  authenticationError: lazyDefault('AuthenticationError'),
  error: lazyDefault('Error'),
  loading: lazyDefault('LoadingPage'),
};

type ShellProps = Pick<
  AdminProps,
  'authProvider' | 'dataProvider' | 'i18nProvider' | 'store' | 'theme' | 'layout' | 'catchAll' | 'accessDenied'
> & {
  /** Rendered once above every screen (react-admin's `notification` slot). */
  overlays: ReactNode;
  children: ReactNode;
};

/**
 * react-admin's <Admin> taken apart (its AdminContext, then its AdminUI: CssBaseline around
 * CoreAdminUI, the notification slot after it), with its default pages lazy. <Admin> imports
 * every default statically — the Material layout, the login form with react-hook-form, the
 * English polyglot provider — which the sign-in screen would otherwise download and run.
 */
export function AdminShell({
  authProvider,
  dataProvider,
  i18nProvider,
  store,
  theme,
  layout,
  catchAll,
  accessDenied,
  overlays,
  children,
}: ShellProps) {
  return (
    <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} store={store} theme={theme}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI disableTelemetry loginPage={false} layout={layout} catchAll={catchAll} accessDenied={accessDenied} {...defaults}>
          {children}
        </CoreAdminUI>
        {overlays}
      </CssBaseline>
    </AdminContext>
  );
}
