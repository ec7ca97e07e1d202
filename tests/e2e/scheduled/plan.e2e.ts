import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, demoPassword, screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { claimDays } from '../support/claims';
import { demo, waitForScreen } from '../support/shell';

/**
 * Scheduled (docs/modules/scheduled.md): a supervisor plans a day on the Scheduled timeline and staffs it — Plan day
 * (again: nothing doubles), quick assign from a bar where the rules fail: refused with every
 * reason, then assigned by override with a written reason.
 */
const sessions = browserPerFile();
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const anyBar = /^[A-Z0-9]{3,4}-\d{6}-\d{4,},/;

/** A day of its own, far enough ahead that neither the demo week nor the planning-horizon job has planned it. */
const futureDay = () => claimDays({ from: 30, to: 56 });

async function openFutureDay(page: Page, nextDay: string, daysAhead: number) {
  await page.goto('/scheduled');
  await waitForScreen(page);
  for (let i = 0; i < daysAhead; i++) await page.getByRole('button', { name: nextDay }).click();
}

describe('a supervisor plans the day', () => {
  it('plans, re-plans without duplicates, and assigns after a refusal by override', async () => {
    const { page } = await sessions.signedIn(demo.supervisor, { viewport: desktop });
    await openFutureDay(page, 'Next day', futureDay());
    await page.getByText('Nothing is planned on this day yet', { exact: false }).waitFor({ state: 'visible' });

    await page.getByRole('button', { name: 'Plan day' }).click();
    const toast = page.getByText(/^\d+ created, 0 already planned$/);
    await toast.waitFor({ state: 'visible' });
    const created = Number((await toast.textContent())!.split(' ')[0]);
    expect(created).toBeGreaterThan(0);
    await page.getByRole('button', { name: anyBar }).first().waitFor({ state: 'visible' });
    await screenshot(page, 'desktop/en/scheduled-timeline');

    await page.getByRole('button', { name: 'Plan day' }).click();
    await page.getByText(`0 created, ${created} already planned`).waitFor({ state: 'visible' });

    // A few hours in view: the hour labels say their minutes, and a bar's whole name shows on keyboard focus.
    await page.getByRole('button', { name: 'A few hours' }).click();
    const timeline = page.getByRole('region', { name: /^Timeline of/ });
    await timeline
      .getByText(/^\d\d:00$/)
      .first()
      .waitFor({ state: 'visible' });
    await timeline.focus();
    await page.keyboard.press('Tab');
    const focused = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label')))!;
    expect(focused).toMatch(anyBar);
    await page.getByRole('tooltip').filter({ hasText: focused }).waitFor({ state: 'visible' });
    await screenshot(page, 'desktop/en/scheduled-timeline-hours');

    // Dragged an hour later, then Undo: the activity is back at its times (the same endpoint, its new version).
    const dragged = page.getByRole('button', { name: focused, exact: true });
    await dragged.scrollIntoViewIfNeeded();
    const box = (await dragged.boundingBox())!;
    const hour = (await timeline.getByRole('list').evaluate((list) => list.getBoundingClientRect().width)) / 24;
    await page.mouse.move(box.x + 4, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 4 + hour / 2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + 4 + hour, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    const moved = focused.split(',')[0];
    await page.getByText(`${moved} moved.`).waitFor({ state: 'visible' });
    await expect.poll(() => page.getByRole('button', { name: new RegExp(`^${moved},`) }).getAttribute('aria-label')).not.toBe(focused);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(`${moved} moved back.`).waitFor({ state: 'visible' });
    await expect.poll(() => page.getByRole('button', { name: new RegExp(`^${moved},`) }).getAttribute('aria-label')).toBe(focused);
    await page.getByRole('button', { name: 'Day', exact: true }).click();

    // Rows per technician: the planned work waits in the Unassigned row.
    await page.getByRole('button', { name: 'By technician' }).click();
    await page.getByRole('group', { name: 'Unassigned' }).getByRole('button').first().click();
    const panel = page.getByRole('dialog').filter({ has: page.getByRole('link', { name: 'Open' }) });
    const workOrder = (await panel.getByRole('heading', { level: 2 }).textContent())!.trim();
    await panel.getByRole('button', { name: 'Quick assign' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign a technician' });
    await assign.getByRole('combobox', { name: 'Technician' }).click();
    await page.getByRole('option', { name: /^✗/ }).first().click();
    const results = assign.getByRole('list', { name: 'Rule results' });
    await results
      .getByText(/: failed$/)
      .first()
      .waitFor({ state: 'visible' });

    // Without a reason the server refuses, naming every failed rule.
    await assign.getByRole('button', { name: 'Assign with override' }).click();
    await assign.getByRole('alert').first().waitFor({ state: 'visible' });
    await screenshot(page, 'desktop/en/scheduled-assign-refused');

    await assign.getByLabel('Reason for the override').fill('AOG recovery: the only engineer on shift at this station');
    await assign.getByRole('button', { name: 'Assign with override' }).click();
    await assign.waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: new RegExp(`^${workOrder},`) })
          .first()
          .getAttribute('aria-label'),
      )
      .toMatch(/, Assigned/);
    await screenshot(page, 'desktop/en/scheduled-assigned');

    // The same day as a list: the assigned activity links to its page.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.getByRole('cell', { name: workOrder }).waitFor({ state: 'visible' });
    await screenshot(page, 'desktop/en/scheduled-list');
    await page.getByRole('cell', { name: workOrder }).click();
    await page.waitForURL(/\/scheduled_data\/\d+$/);
  });

  it('reads the timeline in French, on a desktop and on a phone', async () => {
    const { page } = await sessions.signedIn(demo.planner, { viewport: desktop, locale: 'fr', landing: '/scheduled' });
    await page.getByRole('region', { name: /^Chronologie du/ }).waitFor({ state: 'visible' });
    await screenshot(page, 'desktop/fr/scheduled-timeline');
    await page.setViewportSize(phone);
    await page.getByRole('button', { name: /^Filtres/ }).waitFor({ state: 'visible' });
    await screenshot(page, 'phone/fr/scheduled-timeline');
  });

  it('fits a phone in English: the toolbar wraps, the filters open in a drawer, the timeline scrolls sideways', async () => {
    const { page } = await sessions.signedIn(demo.planner, { viewport: phone, landing: '/scheduled' });
    const timeline = page.getByRole('region', { name: /^Timeline of/ });
    await timeline.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await timeline.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await screenshot(page, 'phone/en/scheduled-timeline');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('presentation').getByLabel('Status').waitFor({ state: 'visible' });
    await screenshot(page, 'phone/en/scheduled-filters');
  });
});

describe('a supervisor handles a flight movement no job was found for', () => {
  it('finds it from the Scheduled toolbar, reads the message, and marks it resolved; it fits a phone', async () => {
    // A system sends an MVT for a flight the station has no job for (the administrator holds movements_write).
    const sender = await sessions.anonymous();
    const login = await sender.context.request.post('/api/login', { data: { email: demo.admin, password: demoPassword } });
    const { token } = (await login.json()) as { token: string };
    await sender.context.addCookies([{ name: 'token', value: token, url: baseUrl }]);
    const flight = `ZZ${1000 + Math.floor(Math.random() * 9000)}`;
    const day = String(new Date().getUTCDate()).padStart(2, '0');
    const sent = await sender.context.request.post('/api/flight_movements/mvt', {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      data: `MVT\n${flight}/${day}.FZZZZ.CDG\nEA2355 CDG`,
    });
    expect(sent.status(), await sent.text()).toBe(200);

    const { page } = await sessions.signedIn(demo.supervisor, { viewport: desktop, landing: '/scheduled' });
    await page.getByRole('link', { name: 'Flight movements' }).click();
    await page.waitForURL(/\/scheduled\/movements/);
    await page.getByPlaceholder('Search').fill(flight);
    const row = page.getByRole('row').filter({ hasText: flight });
    await row.getByText('No job found').waitFor({ state: 'visible' });
    await screenshot(page, 'desktop/en/movements');
    await row.click();
    await page.getByText(`${flight}/${day}.FZZZZ.CDG`).waitFor({ state: 'visible' });
    await screenshot(page, 'desktop/en/movements-open');
    await page.getByRole('button', { name: 'Mark resolved' }).click();
    await page.getByText('Movement marked resolved.').waitFor({ state: 'visible' });
    await row.getByText('Resolved', { exact: true }).waitFor({ state: 'visible' });

    await page.setViewportSize(phone);
    await page.getByRole('listitem').filter({ hasText: flight }).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await screenshot(page, 'phone/en/movements');
  });
});
