import { describe, expect, it } from 'vitest';
import { browserPerFile } from '../support/browserPerFile';
import { demo, mainNav, pathOf, waitForScreen } from '../support/shell';

const sessions = browserPerFile();

describe('where the Settings item leads', () => {
  it('role 2 (planner) → the flight schedules', async () => {
    const { page } = await sessions.signedIn(demo.planner);
    await mainNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL('**/flight_schedule');
    await waitForScreen(page, 'Flight schedules');
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'Settings', exact: true }).getAttribute('aria-current')).toBe('page');
  });

  for (const email of [demo.admin, demo.supervisor]) {
    it(`every other role (${email}) → the general settings page`, async () => {
      const { page } = await sessions.signedIn(email);
      await mainNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
      await page.waitForURL('**/setting');
      await waitForScreen(page, 'Settings');
      expect(pathOf(page)).toBe('/setting');
    });
  }
});
