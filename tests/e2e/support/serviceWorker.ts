import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Waits until the app's service worker (build/pwa.ts) is registered (after the page's load), active and controlling
 * the page: clientsClaim makes the first visit's worker take it; a page it missed is controlled once reloaded.
 * Only in a context opened with `serviceWorkers: 'allow'` (support/browser.ts).
 */
export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  const isControlled = (timeout: number) =>
    page
      .waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout })
      .then(
        () => true,
        () => false,
      );
  if (await isControlled(5000)) return;
  await page.reload();
  expect(await isControlled(10_000), 'the service worker controls the page').toBe(true);
}
