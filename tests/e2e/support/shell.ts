import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { checkAccessibility } from './accessibility';
import { baseUrl, demoPassword, newContext } from './browser';
import { loadingBarFinished } from './loadingBar';
import { requestsQuiet } from './pageRequests';
import { settled } from './settled';

/** The demo accounts of the seed (server/db/seed/accounts.ts). */
export const demo = {
  admin: 'admin@tarmac.test',
  planner: 'planner@tarmac.test',
  supervisor: 'supervisor@tarmac.test',
  tech: 'tech@tarmac.test',
  viewer: 'viewer@tarmac.test',
} as const;

export const allLocales = ['en', 'es', 'fr', 'mr', 'pt-BR', 'zh-CN'] as const;

export interface Session {
  context: BrowserContext;
  page: Page;
}

export interface SessionOptions {
  /** UI language: set through the `locale` cookie before the first page loads. */
  locale?: string;
  viewport?: { width: number; height: number };
  /** The device's IANA time zone (default: the machine's); "today" on a screen is the device's date. */
  timeZone?: string;
  /** The app's service worker runs only with 'allow' (support/browser.ts newContext: blocked by default). */
  serviceWorkers?: 'allow' | 'block';
}

/** A fresh browser context (own cookies and storage), nobody signed in. */
export async function openSession(browser: Browser, options: SessionOptions = {}): Promise<Session> {
  const context = await newContext(browser, {
    viewport: options.viewport,
    timeZone: options.timeZone,
    serviceWorkers: options.serviceWorkers,
  });
  if (options.locale) await context.addCookies([{ name: 'locale', value: options.locale, url: baseUrl }]);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Signs in through the form, whatever the language (fields found by name), and waits for
 * `landing` (default /home).
 */
export async function signInAs(page: Page, email: string, landing: string | RegExp | ((url: URL) => boolean) = '**/home'): Promise<void> {
  if (page.url() === 'about:blank' || pathOf(page) !== '/login') await page.goto('/login');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(demoPassword);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(landing);
}

/**
 * Signs `email` in through the API for a journey about something else (the sign-in form has journeys
 * of its own: signIn.e2e.ts): the token cookie the form would set, then `landing` loads already signed in.
 * One app load instead of two (the sign-in screen, then the landing screen).
 */
export async function signInByApi(page: Page, email: string, landing = '/home'): Promise<void> {
  const response = await page.context().request.post('/api/login', { data: { email, password: demoPassword, remember: false } });
  expect(response.ok(), `sign-in of ${email} → ${response.status()}`).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.context().addCookies([{ name: 'token', value: token, url: baseUrl, sameSite: 'Lax' }]);
  await page.goto(landing);
}

/**
 * Shows `path` the way a link in the app does (the router's history, no page load), then waits for
 * its screen: a heading that was not on show before and the loading bar gone. A path on the current
 * screen's own pathname (another view of it) may keep the same heading, so it is loaded instead.
 */
export async function showInApp(page: Page, path: string): Promise<void> {
  const target = new URL(path, baseUrl);
  const current = new URL(page.url());
  if (target.pathname + target.search === current.pathname + current.search) return waitForScreen(page);
  if (target.pathname === current.pathname) {
    await page.goto(path);
    await waitForScreen(page);
    return;
  }
  await page.evaluate((target) => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-e2e-shown-before', '');
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.locator('h1:not([data-e2e-shown-before])').first().waitFor({ state: 'visible' });
  await waitForScreen(page);
}

/**
 * Waits for the signed-in nav bar (its notifications link, there for every user and in every
 * language). After signing in, the sign-in screen's own heading may linger while /home loads.
 */
export async function waitForNavBar(page: Page): Promise<void> {
  await page.locator('a[href="/notification"]').first().waitFor({ state: 'visible' });
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Waits until the screen is on show: its heading is visible, the loading bar has finished, and the
 * page has had the answers to what it asked for (no request in flight for a moment).
 */
export async function waitForScreen(page: Page, heading?: string | RegExp): Promise<void> {
  const h1 = heading ? page.getByRole('heading', { level: 1, name: heading }) : page.getByRole('heading', { level: 1 }).first();
  await h1.waitFor({ state: 'visible' });
  await page.waitForFunction(loadingBarFinished);
  await requestsQuiet(page);
}

export async function cookieNamed(context: BrowserContext, name: string) {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

/** Days until a cookie expires (-1 for a session cookie). */
export function daysLeft(cookie: { expires: number } | undefined): number {
  if (!cookie || cookie.expires < 0) return -1;
  return (cookie.expires * 1000 - Date.now()) / 86_400_000;
}

/** The nav bar's main area (the bar is a <nav> on wide screens). */
export function mainNav(page: Page) {
  return page.getByRole('navigation').first();
}

/**
 * The nav items a user can reach, in order: the inline ones, then those under "More"
 * (opened and closed again). Wide screens only.
 */
export async function navItemLabels(page: Page): Promise<string[]> {
  const list = mainNav(page).locator('ul').first();
  const inline = await list.getByRole('link').allInnerTexts();
  const more = list.getByRole('button', { name: /more|plus|más|mais|अधिक|更多/i });
  if ((await more.count()) === 0) return inline;
  await more.click();
  const menu = page.getByRole('menu');
  const extra = await menu.getByRole('menuitem').allInnerTexts();
  await checkAccessibility(page);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return [...inline, ...extra];
}

/** The one alert dialog on show (the error catalogue's dialogs). */
export async function expectOneDialog(page: Page) {
  const dialogs = page.getByRole('alertdialog');
  await dialogs.first().waitFor({ state: 'visible' });
  await settled(page);
  expect(await page.getByRole('alertdialog').count()).toBe(1);
  await checkAccessibility(page);
  return dialogs.first();
}

/** The API as the signed-in user of this context (its token cookie), for setup and clean-up. */
export async function apiAs(context: BrowserContext, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) {
  const token = (await cookieNamed(context, 'token'))?.value;
  const response = await context.request.fetch(url, {
    method,
    data: data as object | undefined,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(response.ok(), `${method} ${url} → ${response.status()}`).toBe(true);
  return response.json();
}
