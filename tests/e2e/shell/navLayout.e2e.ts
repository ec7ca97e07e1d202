import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile } from '../support/browserPerFile';
import { demo, mainNav, navItemLabels } from '../support/shell';

const sessions = browserPerFile();

const height = 820;

/** Every inline item lies wholly inside the item list, which ends before the region select. */
async function expectNothingClipped(page: Page) {
  const nav = mainNav(page);
  const list = (await nav.locator('ul').first().boundingBox())!;
  const region = (await nav.getByRole('combobox').boundingBox())!;
  expect(list.x + list.width).toBeLessThanOrEqual(region.x + 1);
  for (const item of await nav.locator('ul').first().locator('li').all()) {
    const box = (await item.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(list.x - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(list.x + list.width + 0.5);
  }
  // The fixed widths hold: logo 180 px, region select 110 px.
  expect(
    Math.round(
      (await nav
        .getByRole('link', { name: /Tarmac/ })
        .first()
        .boundingBox())!.width,
    ),
  ).toBe(180);
  expect(Math.round(region.width)).toBe(110);
}

describe('nav bar fits the screen (admin: every item)', () => {
  for (const width of [1920, 1366, 1280]) {
    it(`${width} px, English: every item inline, nothing clipped`, async () => {
      const { page } = await sessions.signedIn(demo.admin, { viewport: { width, height } });
      await expectNothingClipped(page);
      expect(await mainNav(page).locator('ul').first().getByRole('link').count()).toBe(10);
      expect(await mainNav(page).getByRole('button', { name: 'More' }).count()).toBe(0);
    });
  }

  for (const locale of ['fr', 'mr', 'pt-BR', 'es', 'zh-CN']) {
    it(`1366 px, ${locale}: items that do not fit move under More, in order, nothing clipped`, async () => {
      const { page } = await sessions.signedIn(demo.admin, { locale, viewport: { width: 1366, height } });
      await expectNothingClipped(page);
      expect(await navItemLabels(page)).toHaveLength(10);
    });
  }

  it('1100 px: the first items inline and the rest under More, which marks the current screen', async () => {
    const { page } = await sessions.signedIn(demo.admin, { viewport: { width: 1100, height } });
    await expectNothingClipped(page);
    const more = mainNav(page).getByRole('button', { name: 'More' });
    expect(await more.count()).toBe(1);
    expect(await navItemLabels(page)).toEqual([
      "What's up",
      'Scheduled',
      'On-Call',
      'Training',
      'Parts',
      'Manpower',
      'De-Icing',
      'Reporting',
      'Resources',
      'Settings',
    ]);
    await more.click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL('**/setting');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  });

  it('900 px: a menu button opens a drawer with every item; region and language stay in the bar', async () => {
    const { page } = await sessions.signedIn(demo.admin, { viewport: { width: 900, height } });
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    await drawer.waitFor();
    expect(await drawer.getByRole('link').allInnerTexts()).toHaveLength(10);
    await drawer.getByRole('link', { name: 'Parts' }).click();
    await page.waitForURL('**/parts');
    await page.getByRole('heading', { level: 1, name: 'Parts' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Region' }).isVisible()).toBe(true);
  });

  it('375 px (phone): logo, menu, notifications and account in the bar; region and language in the drawer', async () => {
    const { page } = await sessions.signedIn(demo.planner, { viewport: { width: 375, height: 740 } });
    expect(await page.getByRole('combobox', { name: 'Region' }).count()).toBe(0);
    const header = page.locator('header');
    const headerBox = (await header.boundingBox())!;
    for (const control of [page.getByRole('button', { name: 'Open the menu' }), page.getByRole('button', { name: 'Account menu' })]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(headerBox.width);
    }
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Region' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Language' }).isVisible()).toBe(true);
  });
});
