import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../testkit/chromium';
import { checkAccessibility, watchAccessibility } from './accessibility';
import { loadingBarFaded } from './loadingBar';
import { trackRequests } from './pageRequests';
import { settled } from './settled';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
export const demoPassword = 'Tarmac-demo-2026';
const screenshotFolder = path.resolve('screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/**
 * A fresh context whose pages are checked with axe (support/accessibility.ts) and whose requests are followed (pageRequests.ts).
 * The app's service worker (build/pwa.ts) is blocked unless `serviceWorkers: 'allow'`: it would answer from its caches,
 * out of sight of `page.route` mocks and of the request tracking; shell/installable.e2e.ts is the journey that allows it.
 */
export async function newContext(
  browser: Browser,
  options: { locale?: string; viewport?: { width: number; height: number }; timeZone?: string; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: options.locale ?? 'en-GB',
    viewport: options.viewport ?? { width: 1366, height: 820 },
    timezoneId: options.timeZone,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  trackRequests(context);
  watchAccessibility(context);
  return context;
}

/**
 * PNGs are for people to look at (README "Tests on PostgreSQL", last paragraph): a CI run, where nobody opens them, renders
 * and checks every screen the same but skips the encoding and the write (E2E_SCREENSHOTS=on keeps them).
 */
const writePngs = process.env.E2E_SCREENSHOTS === 'on' || (process.env.E2E_SCREENSHOTS !== 'off' && process.env.CI !== 'true');

/** Writes screenshots/<name>.png; `name` may hold a folder ("fr/home"). The screen is settled and checked with axe either way. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await settled(page);
  if (writePngs) {
    await page.waitForFunction(loadingBarFaded);
    const file = path.join(screenshotFolder, `${name}.png`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, fullPage: true });
  }
  // What is worth a picture (a dialog, an error) is worth an accessibility check too.
  await checkAccessibility(page);
}
