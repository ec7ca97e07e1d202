import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
export const demoPassword = 'Tarmac-demo-2026';
export const screenshotFolder = path.resolve('screenshots');

/** Debian's Chromium with the flags this closed network needs (no background calls home). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

export async function newContext(browser: Browser, options: { locale?: string; viewport?: { width: number; height: number } } = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl, locale: options.locale ?? 'en-GB', viewport: options.viewport ?? { width: 1366, height: 820 } });
}

/** Writes screenshots/<name>.png; `name` may hold a folder ("fr/home"). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const file = path.join(screenshotFolder, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await settled(page);
  await page.screenshot({ path: file, fullPage: true });
}

/** Resolves once the running CSS transitions and animations (menus, dialogs fading in) are over. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Endless ones (a spinner) never finish.
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
