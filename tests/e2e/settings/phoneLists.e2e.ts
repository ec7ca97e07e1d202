import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resourceNames } from '../../../model/resourceAccess';
import { screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { demo, showInApp } from '../support/shell';

/**
 * On a phone (390 × 844) no screen is wider than the window; settings lists read
 * as compact rows, their filters open in a drawer, and a tap on a row opens the record.
 */
const sessions = browserPerFile();
const phone = { width: 390, height: 844 };
const settingsLists = resourceNames.filter((name) => name !== 'setting');

async function expectNoSideways(page: Page, where: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${where} is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}

/** The list's compact rows (named after the resource), once the first page is in. */
async function compactRows(page: Page, name: string) {
  const rows = page.getByRole('list', { name }).getByRole('link');
  await rows.first().waitFor({ state: 'visible' });
  return rows;
}

describe('settings lists on a phone', () => {
  it('no list, form or nav is wider than the screen; rows are compact and open the record', async () => {
    const { page } = await sessions.signedIn(demo.admin, { viewport: phone });
    await expectNoSideways(page, '/home');
    for (const name of settingsLists) {
      await showInApp(page, `/${name}`);
      // Rows (links, or plain rows where a record has no page of its own: API keys), or the empty
      // state of a list the demo leaves empty (a system's keys are made by the administrator).
      await page
        .locator('main ul[aria-label] li, main h6, main [role=alert]')
        .or(page.locator('main').getByText(/^No .+ yet$/))
        .first()
        .waitFor({ state: 'visible' });
      await expectNoSideways(page, `/${name}`);
    }
    for (const path of ['/setting', '/stations/create']) {
      await showInApp(page, path);
      await expectNoSideways(page, path);
    }
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expectNoSideways(page, 'the open navigation drawer');
    await page.keyboard.press('Escape');

    await showInApp(page, '/stations');
    const rows = await compactRows(page, 'Stations');
    expect(await page.getByRole('table').count()).toBe(0);
    await screenshot(page, 'phone/en/stations');

    // The quick search stays in view; the other filters wait in the drawer.
    await expect.poll(() => page.getByPlaceholder('Search').isVisible()).toBe(true);
    await page.getByRole('button', { name: /^\d*\s*Filters$/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Active').click();
    await page.getByRole('option', { name: 'No' }).click();
    await screenshot(page, 'phone/en/stations-filters');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => page.url()).toContain(encodeURIComponent('"active":false'));
    await page.getByRole('button', { name: /^\d*\s*Filters$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => page.url()).not.toContain('active');

    const first = rows.first();
    const href = await first.getAttribute('href');
    await first.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('textbox', { name: 'Code', exact: true }).waitFor();
    await expectNoSideways(page, href!);
  });

  it('reads the same in Chinese', async () => {
    const { page } = await sessions.signedIn(demo.admin, { viewport: phone, locale: 'zh-CN' });
    for (const name of ['stations', 'technicians', 'flight_schedule']) {
      await showInApp(page, `/${name}`);
      await page.locator('main ul[aria-label] a').first().waitFor({ state: 'visible' });
      await expectNoSideways(page, `/${name} (zh-CN)`);
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, `phone/zh-CN/${name}`);
    }
    await page.getByRole('button', { name: '筛选' }).click();
    await expectNoSideways(page, 'the filter drawer (zh-CN)');
    await screenshot(page, 'phone/zh-CN/flight_schedule-filters');
  });
});
