import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { cookieNamed, demo, pathOf, signInAs, waitForScreen } from '../support/shell';

const sessions = browserPerFile();

describe('route guards', () => {
  it('auth: a signed-out visitor goes to /login, and back to the intended URL after signing in', async () => {
    const { page, context } = await sessions.anonymous();
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
    const { page } = await sessions.anonymous();
    await signInAs(page, demo.viewer);
    await waitForScreen(page, "What's up");
  });

  it('guest: a signed-in user visiting a guest screen goes to /home', async () => {
    const { page } = await sessions.signedIn(demo.tech);
    for (const path of ['/login', '/register', '/password/reset', '/password/reset/some-token']) {
      await page.goto(path);
      await page.waitForURL('**/home');
      await waitForScreen(page, "What's up");
    }
  });

  it('permission: a screen whose permission the user lacks leads to /unauthorized', async () => {
    // The viewer holds whatsupp_tab and reporting_tab only.
    const { page } = await sessions.signedIn(demo.viewer);
    for (const path of ['/scheduled', '/on_call', '/airport', '/setting']) {
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
    const planner = await sessions.signedIn(demo.planner, { landing: '/regions' });
    await planner.page.waitForURL('**/home');
    await waitForScreen(planner.page, "What's up");
    await planner.context.close();

    const admin = await sessions.signedIn(demo.admin, { landing: '/regions' });
    await waitForScreen(admin.page, 'Regions');
    expect(pathOf(admin.page)).toBe('/regions');
  });

  it('check-auth: a reload keeps the user signed in on a protected screen', async () => {
    const { page } = await sessions.signedIn(demo.supervisor, { landing: '/on_call' });
    await waitForScreen(page, 'On-Call');
    const userFetch = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
    await page.reload();
    expect((await userFetch).status()).toBe(200);
    await waitForScreen(page, 'On-Call');
    expect(pathOf(page)).toBe('/on_call');
  });

  it('check-auth: a token the API refuses is dropped and the visitor goes to /login, without a dialog', async () => {
    const { page, context } = await sessions.anonymous();
    await context.addCookies([{ name: 'token', value: 'not-a-real-token', url: baseUrl }]);
    await page.goto('/parts');
    await page.waitForURL('**/login');
    expect(await cookieNamed(context, 'token')).toBeUndefined();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });
});
