import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromium, type APIResponse, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../testkit/chromium';
import { baseUrl, demoPassword } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { demo } from '../support/shell';
import { controlledByServiceWorker, reloadKeepingAnswers } from '../support/serviceWorker';
import { makeJobFor } from '../scheduled/myWorkSetup';

/**
 * Tarmac as an installed app (docs/modules/scheduled.md, "Installable app and service worker"): Chromium
 * finds it installable, and once its service worker (build/pwa.ts) controls the page a technician's phone
 * opens My work and the day's jobs with no network: the shell from the precache, the answers from the
 * `tarmac-api` cache. The only journey whose context allows service workers (support/browser.ts).
 */
const sessions = browserPerFile();
const phone = { width: 390, height: 844 };

/** Width and height from a PNG's IHDR chunk (bytes 16–23, after the 8-byte signature and the chunk's length and type). */
async function pngSize(response: APIResponse) {
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Chromium's own verdict (DevTools' Page.getInstallabilityErrors) on the sign-in screen, where a phone first meets the
 * app. Every context of browserPerFile is an incognito one, where Chromium never offers to install ("in-incognito"):
 * the verdict is asked in a profile of its own, as a phone's browser has.
 */
async function installabilityErrors() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-installable-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL: baseUrl, viewport: phone });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    return (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

async function myWorkWith(page: Page, workOrder: string) {
  await page.getByRole('heading', { name: 'My work', level: 2 }).waitFor({ state: 'visible' });
  await page.getByRole('article', { name: workOrder }).waitFor({ state: 'visible' });
}

describe('the installable app', () => {
  it("is installable, and a technician's phone opens My work and its jobs offline", async () => {
    // Asked beside the rest (a browser of its own): awaited below.
    const verdict = installabilityErrors();
    verdict.catch(() => undefined);
    // A job of the technician's own for today, made through the API by a supervisor.
    const supervisor = await sessions.anonymous();
    const login = await supervisor.context.request.post('/api/login', { data: { email: demo.supervisor, password: demoPassword } });
    const { token } = (await login.json()) as { token: string };
    await supervisor.context.addCookies([{ name: 'token', value: token, url: baseUrl }]);
    const { workOrder, timeZone } = await makeJobFor(supervisor.context, 'F-PWA');

    const { context, page } = await sessions.signedIn(demo.tech, {
      viewport: phone,
      timeZone,
      landing: '/scheduled',
      serviceWorkers: 'allow',
    });
    await myWorkWith(page, workOrder);
    // Checked while the worker waits for the screen to settle before it registers (src/registerServiceWorker.ts).
    const manifestResponse = await context.request.get('/manifest.webmanifest');
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
    const manifest = (await manifestResponse.json()) as { icons: { src: string; sizes: string; type: string; purpose?: string }[] };
    expect(manifest).toMatchObject({ name: 'Tarmac', short_name: 'Tarmac', start_url: '/home', scope: '/', display: 'standalone' });
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === `${size}x${size}` && !candidate.purpose);
      expect(icon?.type, `${size} px icon`).toBe('image/png');
      const response = await context.request.get(icon!.src);
      expect(response.status(), icon!.src).toBe(200);
      expect(await pngSize(response)).toEqual({ width: size, height: size });
    }
    // Android crops a maskable icon to its own shape (the mark kept in the central safe zone).
    expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'maskable' }));
    // The worker is looked for again on every visit: never kept by the HTTP cache.
    const worker = await context.request.get('/sw.js');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');

    // The real check: Chromium finds nothing in the way of installing.
    expect(await verdict).toEqual([]);
    await controlledByServiceWorker(page);

    // The screen once more while controlled, so the worker keeps its answers; then no network at all.
    await reloadKeepingAnswers(page, () => myWorkWith(page, workOrder));
    await context.setOffline(true);
    try {
      await page.reload();
      await page.locator('a[href="/notification"]').first().waitFor({ state: 'visible' });
      await myWorkWith(page, workOrder);
      // Truly offline, the worker's own fetches too: an answer it never kept cannot be had.
      const probe = await page.evaluate(() =>
        fetch('/api/user?probe=offline').then(
          (response) => `answered ${response.status}`,
          () => 'network error',
        ),
      );
      expect(probe).toBe('network error');
    } finally {
      await context.setOffline(false);
    }
  }, 60_000);
});
