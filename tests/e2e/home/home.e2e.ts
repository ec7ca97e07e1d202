import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { apiAs, demo, waitForScreen } from '../support/shell';

/**
 * What's up (docs/modules/home.md): a supervisor sees the day at a glance and follows a figure to exactly its records;
 * a technician on a phone sees their day first and acknowledges a memo, which the memo's Settings
 * page then reports. Checked with axe on every screen (support/accessibility.ts).
 */
const sessions = browserPerFile();
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** The number a figure link says (its accessible name, "3 Unassigned …") and where it leads. */
async function figure(page: Page, label: RegExp): Promise<{ count: number; href: string }> {
  const link = page.getByRole('link', { name: label });
  await link.waitFor({ state: 'visible' });
  const name = /link "(\d+) /.exec(await link.ariaSnapshot())!;
  return { count: Number(name[1]), href: (await link.getAttribute('href'))! };
}

async function openHome(page: Page) {
  await page.goto('/home');
  await waitForScreen(page);
  await page.getByRole('heading', { level: 2, name: /^(Activities|Actividades)$/ }).waitFor({ state: 'visible' });
}

describe('What’s up', () => {
  it('a supervisor sees the day, it updates live, and “unassigned” opens exactly those activities', async () => {
    const { context, page } = await sessions.signedIn(demo.supervisor, { viewport: desktop });
    await openHome(page);
    const before = await figure(page, /^\d+ Unassigned/);
    const date: string = JSON.parse(new URL(before.href, 'http://x').searchParams.get('filter')!).date;

    // New unassigned work made elsewhere shows up without a reload (live activities event).
    const [station] = await apiAs(context, 'GET', `/api/stations?filter=${encodeURIComponent(JSON.stringify({ code: 'CDG' }))}`);
    const [customer] = await apiAs(context, 'GET', '/api/customers?range=[0,0]');
    const [type] = await apiAs(context, 'GET', '/api/aircraft_type?range=[0,0]');
    const [service] = await apiAs(context, 'GET', `/api/services?filter=${encodeURIComponent(JSON.stringify({ code: 'TRANSIT' }))}`);
    await apiAs(context, 'POST', '/api/activities', {
      station_id: station.id,
      local_date: date,
      customer_id: customer.id,
      aircraft_type_id: type.id,
      registration: 'F-HOME',
      sta: '23:10',
      std: '23:55',
      service_ids: [service.id],
    });
    await expect.poll(async () => (await figure(page, /^\d+ Unassigned/)).count).toBe(before.count + 1);
    const unassigned = await figure(page, /^\d+ Unassigned/);
    await screenshot(page, 'home/desktop-en-supervisor');

    await page.getByRole('link', { name: /^\d+ Unassigned/ }).click();
    await page.waitForURL((url) => url.pathname === '/scheduled' && !url.search);
    await waitForScreen(page);
    // The list's own count (react-admin pagination "1-N of N") is the figure's.
    await page.getByText(new RegExp(`^1-${unassigned.count} of ${unassigned.count}$`)).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.locator('tbody tr').count()).toBe(unassigned.count);
    expect(await page.getByRole('switch', { name: 'Unassigned only' }).isChecked()).toBe(true);
    await page.getByText('F-HOME').first().waitFor({ state: 'visible' });
    await screenshot(page, 'home/desktop-en-unassigned-list');

    // The nav bar's What's up clears the saved date and reloads on today.
    await openHome(page);
    await page.getByRole('button', { name: 'Next day' }).click();
    expect(await page.evaluate(() => localStorage.getItem('calendar_date'))).not.toBeNull();
    await page.getByRole('navigation').getByRole('link', { name: "What's up" }).first().click();
    await page.waitForLoadState('load');
    await waitForScreen(page);
    expect(await page.evaluate(() => localStorage.getItem('calendar_date'))).toBeNull();
  });

  it('a technician on a phone sees their own day first and acknowledges a memo, which Settings then reports', async () => {
    const { page } = await sessions.signedIn(demo.tech, { viewport: phone });
    await openHome(page);
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings[0]).toBe('My day');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    const memo = page.getByRole('article', { name: 'Torque wrench recall: Norbar batch 2024-17' });
    await memo.getByRole('button', { name: 'Acknowledge' }).waitFor({ state: 'visible' });
    await screenshot(page, 'home/phone-en-technician');
    await memo.getByRole('button', { name: 'Acknowledge' }).click();
    await memo.getByText('Acknowledged on', { exact: false }).waitFor({ state: 'visible' });
    expect(await memo.getByRole('button', { name: 'Acknowledge' }).count()).toBe(0);

    const { context: supervisor, page: office } = await sessions.signedIn(demo.supervisor, { viewport: desktop });
    const [recall] = await apiAs(
      supervisor,
      'GET',
      `/api/memos?filter=${encodeURIComponent(JSON.stringify({ q: 'Torque wrench recall' }))}`,
    );
    await office.goto(`/memos/${recall.id}`);
    const panel = office.getByRole('region', { name: 'Read and acknowledged' });
    await panel.waitFor({ state: 'visible' });
    const row = panel.getByRole('row').filter({ hasText: 'Toni Technician' });
    await row.getByText('Acknowledged', { exact: true }).waitFor({ state: 'visible' });
    await screenshot(office, 'home/desktop-en-memo-receipts');
  });

  it('reads in Spanish on a phone and on a desktop', async () => {
    for (const [name, viewport] of [
      ['phone', phone],
      ['desktop', desktop],
    ] as const) {
      const { page } = await sessions.signedIn(demo.supervisor, { viewport, locale: 'es' });
      await openHome(page);
      await page.getByRole('heading', { level: 2, name: 'Alertas' }).waitFor({ state: 'visible' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `home/${name}-es-supervisor`);
    }
    const { page } = await sessions.signedIn(demo.tech, { viewport: phone, locale: 'es' });
    await openHome(page);
    await page.getByRole('heading', { level: 2, name: 'Mi día' }).waitFor({ state: 'visible' });
    await screenshot(page, 'home/phone-es-technician');
  });
});
