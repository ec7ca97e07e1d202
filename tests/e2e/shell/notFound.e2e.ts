import { describe, expect, it } from 'vitest';
import { demoPassword } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { demo, pathOf, waitForScreen } from '../support/shell';

const sessions = browserPerFile();

describe('the not-found page (any other path shows it)', () => {
  it("signed in: the page under the nav bar, with a way back to What's up", async () => {
    const { page } = await sessions.signedIn(demo.planner);
    const answer = await page.goto('/no/such/screen?x=1');
    // The server hands every unknown non-API path to the app, which decides.
    expect(answer?.status()).toBe(200);
    await waitForScreen(page, 'Page not found');
    expect(pathOf(page)).toBe('/no/such/screen');
    expect(await page.getByText('The page you are looking for does not exist.').isVisible()).toBe(true);
    expect(await page.locator('header').isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe('Page not found · Tarmac');
    await page.getByRole('link', { name: "Back to What's up" }).click();
    await page.waitForURL('**/home');
    await waitForScreen(page, "What's up");
  });

  it('signed out: the same page, without a nav bar, leading back to the welcome page', async () => {
    const { page } = await sessions.anonymous();
    await page.goto('/settings/nothing-here');
    await waitForScreen(page, 'Page not found');
    expect(await page.locator('header').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to the welcome page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForScreen(page, 'Welcome to Tarmac');
  });

  it('an unknown API path stays an API error, not the page: 401 signed out (routes cannot be probed), 404 signed in', async () => {
    const { page } = await sessions.anonymous();
    const signedOut = await page.request.get('/api/no-such-endpoint');
    expect(signedOut.status()).toBe(401);
    expect(signedOut.headers()['content-type']).toContain('application/json');
    const login = await page.request.post('/api/login', { data: { email: demo.planner, password: demoPassword, remember: false } });
    const { token } = (await login.json()) as { token: string };
    const signedIn = await page.request.get('/api/no-such-endpoint', { headers: { authorization: `Bearer ${token}` } });
    expect(signedIn.status()).toBe(404);
    expect(signedIn.headers()['content-type']).toContain('application/json');
  });
});
