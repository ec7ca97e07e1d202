import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoPassword, screenshot } from './support/browser';
import { browserPerFile } from './support/browserPerFile';

const sessions = browserPerFile();

const demoAccounts = [
  { email: 'admin@tarmac.test', name: 'Ada Admin' },
  { email: 'planner@tarmac.test', name: 'Pat Planner' },
  { email: 'supervisor@tarmac.test', name: 'Sam Supervisor' },
  { email: 'tech@tarmac.test', name: 'Toni Technician' },
  { email: 'viewer@tarmac.test', name: 'Val Viewer' },
];

/**
 * The sign-in journey itself, with its fields found by their English labels (their
 * accessibility is part of what is checked); other journeys sign in through the API (signInByApi, support/shell.ts).
 */
async function fillSignInForm(page: Page, email: string, password: string, { remember = false } = {}): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(password);
  if (remember) await page.getByLabel(/remember me/i).check();
  await page.getByRole('button', { name: /sign in/i }).click();
}

describe('signing in and out with each demo account', () => {
  for (const account of demoAccounts) {
    it(`${account.email} reaches /home and signs out to /login`, async () => {
      const { context, page } = await sessions.anonymous();
      await fillSignInForm(page, account.email, demoPassword);
      await page.waitForURL('**/home');
      expect(new URL(page.url()).pathname).toBe('/home');
      const cookies = await context.cookies();
      const token = cookies.find((cookie) => cookie.name === 'token');
      expect(token?.value).toBeTruthy();
      // Without "remember me" the token is a session cookie.
      expect(token?.expires).toBe(-1);

      // The picture first: a full-page capture resizes the window, which may close an open menu.
      if (account.email === 'admin@tarmac.test') await screenshot(page, 'home-admin-en');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect.poll(() => page.getByText(account.name).first().isVisible()).toBe(true);
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      // The signed-out screen shows as the sign-out starts (authProvider.logout); the cookie goes once the server has revoked it.
      await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
      // The revoked session cannot come back: /home now leads to sign-in, in one step of the history
      // (signing out once, not once per check of the guard still on screen).
      const entriesBefore = await page.evaluate(() => history.length);
      await page.goto('/home');
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor({ state: 'visible' });
      expect(await page.evaluate(() => history.length)).toBe(entriesBefore + 2);
    });
  }

  it('keeps a remembered sign-in for 365 days', async () => {
    const { context, page } = await sessions.anonymous();
    await fillSignInForm(page, 'planner@tarmac.test', demoPassword, { remember: true });
    await page.waitForURL('**/home');
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
    const days = ((token?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
  });

  it('shows the server error on the e-mail field for a wrong password', async () => {
    const { page } = await sessions.anonymous();
    await fillSignInForm(page, 'viewer@tarmac.test', 'not-the-password');
    await expect.poll(() => page.getByText('These credentials do not match our records.').isVisible()).toBe(true);
    await screenshot(page, 'login-error-en');
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
