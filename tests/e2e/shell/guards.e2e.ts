import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser } from '../support/browser';
import { cookieNamed, demo, openSession, openSignedIn, pathOf, signInAs, waitForScreen, type Session } from '../support/shell';

let browser: Browser;
let session: Session | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await session?.context.close();
  session = undefined;
});
afterAll(() => browser?.close());

describe('route guards (spec §2)', () => {
  it('auth: a signed-out visitor goes to /login, and back to the intended URL after signing in', async () => {
    session = await openSession(browser);
    const { page, context } = session;
    await page.goto('/scheduled_data/42?tab=crew');
    await page.waitForURL('**/login');
    expect(decodeURIComponent((await cookieNamed(context, 'intended_url'))?.value ?? '')).toBe('/scheduled_data/42?tab=crew');

    await signInAs(page, demo.supervisor, (url) => url.pathname === '/scheduled_data/42');
    expect(new URL(page.url()).search).toBe('?tab=crew');
    await waitForScreen(page, 'Scheduled activity');
    // Used once: the cookie is gone.
    expect(await cookieNamed(context, 'intended_url')).toBeUndefined();
  });

  it('auth: signing in without an intended URL lands on /home', async () => {
    session = await openSession(browser);
    await signInAs(session.page, demo.viewer);
    await waitForScreen(session.page, "What's up");
  });

  it('guest: a signed-in user visiting a guest screen goes to /home', async () => {
    session = await openSignedIn(browser, demo.tech);
    const { page } = session;
    for (const path of ['/login', '/register', '/password/reset', '/password/reset/some-token']) {
      await page.goto(path);
      await page.waitForURL('**/home');
      await waitForScreen(page, "What's up");
    }
  });

  it('permission: a screen whose permission the user lacks leads to /unauthorized', async () => {
    // The viewer holds whatsupp_tab and reporting_tab only.
    session = await openSignedIn(browser, demo.viewer);
    const { page } = session;
    for (const path of ['/scheduled', '/on_call', '/airport', '/status_view/2026-03-01']) {
      await page.goto(path);
      await page.waitForURL('**/unauthorized');
      await waitForScreen(page, 'Unauthorized');
      await expect.poll(() => page.getByText('You do not have access to this page.').isVisible()).toBe(true);
    }
    await page.goto('/reporting');
    await waitForScreen(page, 'Reporting');
    expect(pathOf(page)).toBe('/reporting');
  });

  it('admin: the regions screen sends every other role home', async () => {
    session = await openSignedIn(browser, demo.planner);
    await session.page.goto('/regions');
    await session.page.waitForURL('**/home');
    await waitForScreen(session.page, "What's up");
    await session.context.close();

    session = await openSignedIn(browser, demo.admin);
    await session.page.goto('/regions');
    await waitForScreen(session.page, 'Regions');
    expect(pathOf(session.page)).toBe('/regions');
  });

  it('check-auth: a reload keeps the user signed in on a protected screen', async () => {
    session = await openSignedIn(browser, demo.supervisor);
    const { page } = session;
    await page.goto('/on_call');
    await waitForScreen(page, 'On-Call');
    const userFetch = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
    await page.reload();
    expect((await userFetch).status()).toBe(200);
    await waitForScreen(page, 'On-Call');
    expect(pathOf(page)).toBe('/on_call');
  });

  it('check-auth: a token the API refuses is dropped and the visitor goes to /login, without a dialog', async () => {
    session = await openSession(browser);
    const { page, context } = session;
    await context.addCookies([{ name: 'token', value: 'not-a-real-token', url: baseUrl }]);
    await page.goto('/parts');
    await page.waitForURL('**/login');
    expect(await cookieNamed(context, 'token')).toBeUndefined();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });
});
