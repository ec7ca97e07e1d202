import { describe, expect, it } from 'vitest';
import { browserPerFile } from '../support/browserPerFile';
import { demo, mainNav, navItemLabels } from '../support/shell';

const sessions = browserPerFile();

const everything = ["What's up", 'Scheduled', 'On-Call', 'Training', 'Parts', 'Manpower', 'De-Icing', 'Reporting', 'Resources', 'Settings'];

/** What each demo role's permission list (model/permissions.ts) shows in the bar. */
const expected: [string, string[]][] = [
  [demo.admin, everything],
  [demo.planner, everything],
  [demo.supervisor, everything],
  [demo.tech, ["What's up", 'Scheduled', 'On-Call', 'Training']],
  [demo.viewer, ["What's up", 'Reporting']],
];

describe('nav bar items per demo role', () => {
  for (const [email, items] of expected) {
    it(`${email} sees ${items.length === everything.length ? 'every item' : items.join(', ')}`, async () => {
      const { page } = await sessions.signedIn(email);
      expect(await navItemLabels(page)).toEqual(items);
      // The notifications link (with its unread count) and the region selector are for everyone.
      await expect
        .poll(() =>
          mainNav(page)
            .getByRole('link', { name: /^Notifications: \d+ unread$/ })
            .isVisible(),
        )
        .toBe(true);
      await expect.poll(() => mainNav(page).getByRole('combobox', { name: 'Region' }).isVisible()).toBe(true);
      await expect.poll(() => mainNav(page).getByRole('button', { name: 'Language' }).isVisible()).toBe(true);
    });
  }
});
