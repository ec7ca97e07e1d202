import { expect } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { apiCacheName } from '../../../model/storageKeys';

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

/**
 * Reloads a page the worker controls and waits, once `shown` has resolved, until the worker has kept every API
 * answer the page read: Workbox hands an answer to the page first and stores it after, so a screen can be on view
 * before its answers are kept, and a reload with no network straight after would miss them on a busy machine.
 * The answers the worker gave (`fromServiceWorker`) are the ones its API route handled; the live stream is not.
 */
export async function reloadKeepingAnswers(page: Page, shown: () => Promise<unknown>) {
  const answered = new Set<string>();
  const onResponse = (response: Response) => {
    if (response.fromServiceWorker() && response.request().method() === 'GET' && response.status() === 200) {
      if (new URL(response.url()).pathname.startsWith('/api/')) answered.add(response.url());
    }
  };
  page.on('response', onResponse);
  try {
    await page.reload();
    await shown();
  } finally {
    page.off('response', onResponse);
  }
  expect(answered.size, 'API answers given by the worker').toBeGreaterThan(0);
  const notKept = () =>
    page.evaluate(
      async ({ cacheName, urls }) => {
        const kept = new Set((await (await caches.open(cacheName)).keys()).map((request) => request.url));
        return urls.filter((url) => !kept.has(url));
      },
      { cacheName: apiCacheName, urls: [...answered] },
    );
  await expect.poll(notKept, { timeout: 10_000 }).toEqual([]);
}
