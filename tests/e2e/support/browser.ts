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

export async function newContext(browser: Browser, options: { locale?: string } = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl, locale: options.locale ?? 'en-GB', viewport: { width: 1366, height: 820 } });
}

export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).first().fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL('**/home');
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotFolder, { recursive: true });
  await page.screenshot({ path: path.join(screenshotFolder, `${name}.png`), fullPage: true });
}
