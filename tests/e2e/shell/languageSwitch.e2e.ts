import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { cookieNamed, daysLeft, demo, mainNav, signInAs, waitForScreen } from '../support/shell';

const sessions = browserPerFile();

describe('switching the language', () => {
  it('sets the locale cookie for 365 days, translates the UI and the requests, and a reload keeps it', async () => {
    const { page, context } = await sessions.signedIn(demo.supervisor);
    await mainNav(page).getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();

    await waitForScreen(page, 'Quoi de neuf');
    const cookie = await cookieNamed(context, 'locale');
    expect(cookie?.value).toBe('fr');
    expect(daysLeft(cookie)).toBeGreaterThan(364);
    expect(daysLeft(cookie)).toBeLessThanOrEqual(365.01);
    expect(await mainNav(page).locator('ul').first().getByRole('link').first().innerText()).toBe('Quoi de neuf');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await expect.poll(() => page.title()).toBe('Quoi de neuf · Tarmac');

    const userFetch = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/user');
    await page.reload();
    expect((await userFetch).headers()['accept-language']).toBe('fr');
    await waitForScreen(page, 'Quoi de neuf');
    expect(await mainNav(page).getByRole('button', { name: 'Langue' }).innerText()).toContain('FR');
    await page.getByLabel('Date du calendrier').first().waitFor();
  });

  it('a visitor picks the language on the sign-in screen, and it stays after signing in', async () => {
    const { page, context } = await sessions.anonymous();
    await page.goto('/login');
    await waitForScreen(page, 'Sign in');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'मराठी' }).click();
    await waitForScreen(page, 'लॉग इन');
    expect((await cookieNamed(context, 'locale'))?.value).toBe('mr');
    await signInAs(page, demo.tech);
    await waitForScreen(page, 'आजचा आढावा');
  });

  it('the signed-out screens follow the cookie, and a locale that is not offered falls back to the default', async () => {
    const { page, context } = await sessions.anonymous({ locale: 'zh-CN' });
    await page.goto('/login');
    await waitForScreen(page, '登录');

    await context.addCookies([{ name: 'locale', value: 'de', url: baseUrl }]);
    await page.reload();
    await waitForScreen(page, 'Sign in');
    expect(await cookieNamed(context, 'locale')).toBeUndefined();
  });
});
