import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext, memoryStore, type I18nProvider, type Store } from 'react-admin';
import type { CurrentUser } from '../../model/account';
import { authProvider } from '../../src/providers/authProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { saveToken, setUser } from '../../src/providers/authState';

let english: I18nProvider | null = null;

/** The real i18nProvider on English messages (so tests read the texts users read). */
export async function englishI18n(): Promise<I18nProvider> {
  english ??= await createI18nProvider();
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

/** Renders inside react-admin's contexts and a memory router, with a location probe. */
export async function renderInAdmin(
  ui: ReactNode,
  options: { path?: string; route?: string; store?: Store; extraRoutes?: ReactNode } = {},
) {
  const i18nProvider = await englishI18n();
  const store = options.store ?? memoryStore();
  const utils = render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={store}>
        <Routes>
          <Route path={options.route ?? '*'} element={ui} />
          {options.extraRoutes}
        </Routes>
        <LocationProbe />
      </AdminContext>
    </MemoryRouter>,
  );
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
