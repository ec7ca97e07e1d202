import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { sideBySide } from '../support/sideBySide';
import { allLocales, apiAs, demo, showInApp, signInAs, waitForNavBar, waitForScreen } from '../support/shell';
import { takeAogCall } from '../on_call/onCallSetup';

/**
 * Every shell screen in every language, written to screenshots/<locale>/<screen>.png
 * (git-ignored) for people to look at: untranslated text, overflow, clipping.
 */
const sessions = browserPerFile();

const signedOut: [string, string][] = [
  ['welcome', '/'],
  ['login', '/login'],
  ['register', '/register'],
  ['password-reset-request', '/password/reset'],
];

const signedIn: [string, string][] = [
  ['home', '/home'],
  ['status-view', '/status_view'],
  ['notifications', '/notification'],
  ['settings-area', '/setting'],
  ['general-settings', '/setting/general'],
  ['main-tab', '/scheduled'],
  ['training', '/training'],
  ['training-session-new', '/training_activity'],
  ['manpower', '/manpower'],
  ['on-call', '/on_call'],
  ['on-call-kpis', '/on_call?view=kpis'],
  ['on-call-new', '/on_call/new'],
  ['de-icing', '/de_icing'],
  ['de-icing-treatment-new', '/de_icing/treatments/new'],
  ['resources', '/resources'],
  ['resources-due', '/resources?view=due'],
  ['resources-transfers', '/resources?view=transfers'],
  ['parts', '/parts'],
  ['parts-requests', '/parts?view=requests'],
  ['parts-counts', '/parts?view=counts'],
  ['reporting', '/reporting'],
  ['reporting-work-billing', '/reporting/work_billing'],
  ['profile', '/settings/profile'],
  ['password', '/settings/password'],
  ['not-found', '/no/such/screen'],
  ['unauthorized', '/unauthorized'],
];

/** A signed-out screen is loaded; a signed-in one is reached inside the app, as a user moves between screens. */
async function capture(page: Page, locale: string, name: string, path: string, reach: 'load' | 'in app' = 'in app') {
  if (reach === 'load') {
    await page.goto(path);
    await waitForScreen(page);
  } else {
    await showInApp(page, path);
  }
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, `${locale}/${name}`);
}

describe('screenshots of the shell screens', () => {
  /** One on-call request (taken once, shown in every language) for the request page. */
  let onCallRequest: Promise<string> | undefined;
  /** The stock card of the first part in the demo stock. */
  let stockCard: Promise<string> | undefined;

  async function walk(locale: string) {
    const { page, context } = await sessions.anonymous({ locale });
    for (const [name, path] of signedOut) await capture(page, locale, name, path, 'load');
    await signInAs(page, demo.admin);
    await waitForNavBar(page);
    for (const [name, path] of signedIn) await capture(page, locale, name, path);
    onCallRequest ??= takeAogCall(context).then(({ id }) => `/on_call/${id}`);
    await capture(page, locale, 'on-call-request', await onCallRequest);
    stockCard ??= apiAs(context, 'GET', `/api/stock?range=${encodeURIComponent('[0,0]')}`).then(
      ([lot]: { material_id: number }[]) => `/parts/stock/${lot.material_id}`,
    );
    await capture(page, locale, 'parts-stock-card', await stockCard);
  }

  // Two languages side by side: a walk keeps about one core busy (the page, then axe reading it),
  // and CI's machine has two.
  for (let pair = 0; pair < allLocales.length; pair += 2) {
    const locales = allLocales.slice(pair, pair + 2);
    it(`in ${locales.join(' and ')}`, () => sideBySide(locales, (locale) => `in ${locale}`, walk));
  }

  it('the Parts screens at phone width (390 px)', async () => {
    const { page } = await sessions.signedIn(demo.supervisor, { viewport: { width: 390, height: 844 } });
    await capture(page, 'en', 'parts-phone', '/parts');
    await capture(page, 'en', 'parts-requests-phone', '/parts?view=requests');
  });
});
