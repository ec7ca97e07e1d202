import { StrictMode, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  AdminContext,
  memoryStore,
  Notification,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type RaThemeOptions,
  type Store,
} from 'react-admin';
import type { CurrentUser } from '../../model/account';
import { authProvider } from '../../src/providers/authProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { saveToken, setUser } from '../../src/providers/authState';

let english: I18nProvider | null = null;

/**
 * The real i18nProvider on English messages (so tests read the texts users read). Made once per
 * worker; a test that switched it to another language gets it back in English.
 */
export async function englishI18n(): Promise<I18nProvider> {
  english ??= await createI18nProvider();
  if (english.getLocale() !== 'en') await english.changeLocale('en');
  return english;
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    name: 'Ada Planner',
    email: 'planner@tarmac.test',
    role_id: 2,
    role_name: 'Planner',
    role: 'planner',
    photo_url: null,
    logo_url: null,
    instance_id: 10,
    regions: [
      { region_id: 10, region_name: 'Western Europe' },
      { region_id: 20, region_name: 'North America' },
    ],
    permission: ['whatsupp_tab', 'scheduled_tab', 'settings_tab'].map((permissions_name) => ({ permissions_name })),
    notificationa_alert_count: 3,
    locale: 'en',
    email_verified: true,
    ...overrides,
  };
}

/** Signs a user in locally (token cookie + loaded user), as after a successful sign-in. */
export function signIn(user: CurrentUser = makeUser()): CurrentUser {
  saveToken('test-token', false);
  setUser(user);
  return user;
}

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface RenderInAdminOptions {
  /** The URL opened (default `/`). */
  path?: string;
  /** The route `ui` renders at (default `*`). */
  route?: string;
  /** react-admin's store (default a fresh memoryStore, returned). */
  store?: Store;
  /** More `<Route>`s beside `ui`'s, e.g. other screens or `<Route path="*" element={null} />`. */
  extraRoutes?: ReactNode;
  /** The data provider (default react-admin's empty one). */
  dataProvider?: DataProvider;
  /** The app's authProvider by default; `null` renders without one (react-admin then allows everything). */
  authProvider?: AuthProvider | null;
  /** A MUI theme for react-admin (default react-admin's own). */
  theme?: RaThemeOptions;
  /** Also renders react-admin's `<Notification />`, so toasts can be read. */
  notifications?: boolean;
  /** Renders inside `<StrictMode>` (effects run twice, as in development). */
  strict?: boolean;
}

/** Renders inside react-admin's contexts and a memory router, with a location probe. */
export async function renderInAdmin(ui: ReactNode, options: RenderInAdminOptions = {}) {
  const i18nProvider = await englishI18n();
  const store = options.store ?? memoryStore();
  const tree = (
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <AdminContext
        dataProvider={options.dataProvider}
        authProvider={options.authProvider === null ? undefined : (options.authProvider ?? authProvider)}
        i18nProvider={i18nProvider}
        store={store}
        theme={options.theme}
      >
        <Routes>
          <Route path={options.route ?? '*'} element={ui} />
          {options.extraRoutes}
        </Routes>
        {options.notifications && <Notification />}
        <LocationProbe />
      </AdminContext>
    </MemoryRouter>
  );
  const utils = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...utils, store };
}

/** A fetch double answering by "METHOD path". */
export function mockFetch(answers: Record<string, { status?: number; body?: unknown; contentType?: string }>) {
  const calls: { method: string; url: string; headers: Headers; body: unknown }[] = [];
  const fetchMock = async (url: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({ method, url, headers: new Headers(init.headers), body: init.body });
    const answer = answers[`${method} ${url.split('?')[0]}`] ?? { status: 404, body: { message: 'Not found' } };
    const text = typeof answer.body === 'string' ? answer.body : answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { 'Content-Type': answer.contentType ?? 'application/json' } });
  };
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}
