import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { claimFirst } from '../support/claims';
import { apiAs, demo, waitForScreen } from '../support/shell';

/**
 * The status board (docs/modules/status_view.md) a supervisor leaves on a wall — the demo day in columns, a job
 * started through the API changing its card live with nobody touching the board, kiosk mode that
 * survives a reload; at 1280 px (normal and kiosk) and on a 390 px phone, in English and Chinese.
 */
const sessions = browserPerFile();
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

const shot = (page: Page, name: string) => screenshot(page, `status_view/${name}`);

/** Opens the board and waits for its cards and for the live stream to be open (events are not replayed to a first connection). */
async function openBoard(page: Page, heading: string) {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto('/status_view');
  await waitForScreen(page, heading);
  await page.getByRole('article').first().waitFor({ state: 'visible' });
  expect((await stream).status()).toBe(200);
}

const stripColour = (page: Page, id: number) =>
  page
    .locator(`article[data-activity-id="${id}"] > div`)
    .first()
    .evaluate((strip) => getComputedStyle(strip).backgroundColor);

/** Stations whose first open card (not completed or cancelled) is not wholly on screen. */
const currentWorkOutOfSight = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('section')].flatMap((column) => {
      const current = column.querySelector('article:not([data-status=completed]):not([data-status=cancelled])');
      if (!current) return [];
      const box = current.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight ? [] : [column.querySelector('h2')?.textContent];
    }),
  );

describe('the status board on a wall', () => {
  it('shows the demo day and changes a card live when its job starts', async () => {
    const { page, context } = await sessions.signedIn(demo.supervisor, { viewport: desktop });
    await openBoard(page, 'Status view');
    // A column per station of the region, in code order: the demo's six, and any a journey added since (stations.e2e.ts).
    const columns = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(columns).toEqual(expect.arrayContaining(['AMS', 'CDG', 'FRA', 'LHR', 'ORY', 'ZRH']));
    expect(columns).toEqual([...columns].sort());
    await shot(page, 'en-1280');

    const assigned = await page
      .locator('article[data-status="assigned"]')
      .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-activity-id'))));
    const id = claimFirst('activity', assigned, (activityId) => activityId);
    if (!id) throw new Error('every assigned job on the board is held by another journey');
    const before = await stripColour(page, id);
    const { version } = await apiAs(context, 'GET', `/api/activities/${id}`);
    await apiAs(context, 'POST', `/api/activities/${id}/status`, { status: 'in_progress', version });
    const changed = Date.now();
    const started = page.locator(`article[data-activity-id="${id}"][data-status="in_progress"]`);
    await started.waitFor({ state: 'visible', timeout: 2_000 });
    const latencyMs = Date.now() - changed;
    console.log(`status board: card changed ${latencyMs} ms after the API answered`);
    expect(latencyMs).toBeLessThan(2_000);
    await expect.poll(() => started.getAttribute('aria-label')).toMatch(/, In progress/);
    expect(await stripColour(page, id)).not.toBe(before);
  });

  it('stays in kiosk mode after a reload, without the nav bar, until Esc', async () => {
    const { page } = await sessions.signedIn(demo.supervisor, { viewport: desktop });
    await openBoard(page, 'Status view');
    await page.getByRole('button', { name: 'Kiosk mode' }).click();
    await page.getByRole('button', { name: 'Exit kiosk mode' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('banner').count()).toBe(0);
    await page.reload();
    await waitForScreen(page, 'Status view');
    await page.getByRole('article').first().waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Exit kiosk mode' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('banner').count()).toBe(0);
    await shot(page, 'en-1280-kiosk');
    // A wall screen's own size: the type grows with it, the board fits the screen and every
    // column shows its current work with nobody scrolling.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1080);
    await expect.poll(() => currentWorkOutOfSight(page)).toEqual([]);
    await shot(page, 'en-1920-kiosk');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Kiosk mode' }).waitFor({ state: 'visible' });
    await page.getByRole('banner').waitFor({ state: 'visible' });
  });

  it('scrolls sideways inside the board on a phone, not the page', async () => {
    const { page } = await sessions.signedIn(demo.supervisor, { viewport: phone });
    await openBoard(page, 'Status view');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    const board = page.getByRole('region', { name: /^Status board of / });
    expect(await board.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await shot(page, 'en-390');
  });

  it('reads in Chinese, normal, kiosk and on a phone', async () => {
    const { page } = await sessions.signedIn(demo.supervisor, { viewport: desktop, locale: 'zh-CN' });
    await openBoard(page, '状态视图');
    await shot(page, 'zh-CN-1280');
    await page.getByRole('button', { name: '展示模式' }).click();
    await page.getByRole('button', { name: '退出展示模式' }).waitFor({ state: 'visible' });
    await shot(page, 'zh-CN-1280-kiosk');
    await page.getByRole('button', { name: '退出展示模式' }).click();
    await page.setViewportSize(phone);
    await shot(page, 'zh-CN-390');
  });
});
