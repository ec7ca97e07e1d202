import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { demo, mainNav, openSignedIn, pathOf, waitForScreen, type Session } from '../support/shell';

let browser: Browser;
let session: Session | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await session?.context.close();
  session = undefined;
});
afterAll(() => browser?.close());

describe('where the Settings item leads (spec §2)', () => {
  it('role 2 (planner) → the flight schedules', async () => {
    session = await openSignedIn(browser, demo.planner);
    const { page } = session;
    await mainNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL('**/flight_schedule');
    await waitForScreen(page, 'Flight schedules');
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'Settings', exact: true }).getAttribute('aria-current')).toBe('page');
  });

  for (const email of [demo.admin, demo.supervisor]) {
    it(`every other role (${email}) → the general settings page`, async () => {
      session = await openSignedIn(browser, email);
      const { page } = session;
      await mainNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
      await page.waitForURL('**/setting');
      await waitForScreen(page, 'Settings');
      expect(pathOf(page)).toBe('/setting');
    });
  }
});
