import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { apiAs, demo, waitForScreen } from '../support/shell';

/**
 * Notifications (docs/modules/notifications.md): the technician reads their notifications — keeps to the unread ones, opens one and
 * lands on the job it is about, and it is read from then on. English and French, desktop and phone.
 */
const sessions = browserPerFile();
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

interface Listed {
  id: number;
  title: string;
  link: string | null;
  read: boolean;
}

/** The technician's unread assignments, as the API lists them. */
const unreadAssignments = async (page: Page): Promise<Listed[]> =>
  apiAs(page.context(), 'GET', `/api/notifications?filter=${encodeURIComponent(JSON.stringify({ read: false, type: 'assignment' }))}`);

async function openNotifications(page: Page, title: string) {
  await page.goto('/notification');
  await waitForScreen(page, title);
}

describe('a technician’s notifications', () => {
  it('keeps to the unread ones, opens one on the job it is about, and it is read (English desktop)', async () => {
    const { page, context } = await sessions.signedIn(demo.tech, { viewport: desktop });
    await openNotifications(page, 'Notifications');
    await page.getByRole('table').waitFor({ state: 'visible' });
    await screenshot(page, 'desktop/en/notifications');

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Unread', exact: true }).click();
    // Only unread rows once the filtered page is in (the rows say so in words).
    const table = page.getByRole('table');
    const shown = async () => ({
      read: await table.getByText('Read', { exact: true }).count(),
      unread: await table.getByText('Unread', { exact: true }).count(),
    });
    await expect
      .poll(
        async () => {
          const { read, unread } = await shown();
          return read === 0 && unread > 0;
        },
        { timeout: 5_000 },
      )
      .toBe(true);
    await screenshot(page, 'desktop/en/notifications-unread');

    const [assignment] = await unreadAssignments(page);
    expect(assignment, 'the demo tells the technician of their next job').toBeDefined();
    await page.getByRole('link', { name: assignment.title }).first().click();
    await page.waitForURL(`**${assignment.link}`);
    await waitForScreen(page);

    await expect.poll(async () => (await apiAs(context, 'GET', `/api/notifications/${assignment.id}`)).read).toBe(true);
    await openNotifications(page, 'Notifications');
    // Still filtered on unread (remembered): the one just opened has left the list.
    await page.getByRole('table').waitFor({ state: 'visible' });
    expect(await page.getByRole('link', { name: assignment.title }).count()).toBe(0);
  });

  it('mutes a type from one of its notifications and unmutes it on the profile page', async () => {
    const { page, context } = await sessions.signedIn(demo.tech, { viewport: desktop });
    await openNotifications(page, 'Notifications');
    await page.getByRole('table').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Mute this type: Re-timing' }).first().click();
    await page.getByText('You will no longer receive “Re-timing” notifications. Unmute them in your profile.').waitFor();
    expect(await apiAs(context, 'GET', '/api/notifications/mutes')).toEqual({ types: ['retiming'] });
    // An AOG dispatch, a double booking or a man-hour deficit always reaches: no mute button for them.
    expect(await page.getByRole('button', { name: /Mute this type: (Dispatch|Double booking|Man-hour deficit)/ }).count()).toBe(0);

    await page.goto('/settings/profile');
    await page.getByText('You muted 1 type of notification.').waitFor();
    await page.getByRole('button', { name: 'Unmute: Re-timing' }).click();
    await page.getByText('You receive every type of notification.').waitFor();
    expect(await apiAs(context, 'GET', '/api/notifications/mutes')).toEqual({ types: [] });
  });

  it('reads in French on a desktop and as cards on a phone, in English and French', async () => {
    for (const [locale, viewport, name, title] of [
      ['fr', desktop, 'desktop/fr/notifications', 'Notifications'],
      ['en', phone, 'phone/en/notifications', 'Notifications'],
      ['fr', phone, 'phone/fr/notifications', 'Notifications'],
    ] as const) {
      const { page } = await sessions.signedIn(demo.tech, { locale, viewport });
      await openNotifications(page, title);
      if (viewport === phone) {
        const cards = page.getByRole('list', { name: locale === 'fr' ? 'Vos notifications' : 'Your notifications' });
        await cards.waitFor({ state: 'visible' });
        // No page-wide sideways scrolling on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      } else {
        await page.getByRole('table').getByText('Licence arrivant à échéance : Toni Technician').first().waitFor({ state: 'visible' });
      }
      await screenshot(page, name);
    }
  });
});
