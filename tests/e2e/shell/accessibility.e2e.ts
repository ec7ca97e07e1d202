import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkAccessibility, finishAccessibilityChecks } from '../support/accessibility';
import { browserPerFile } from '../support/browserPerFile';
import { demo, mainNav, waitForScreen } from '../support/shell';

/**
 * The states of the shared pieces that other journeys pass through too
 * quickly to be sure of: lists with rows (one selected: the bulk bar), the calibration chips,
 * the bar's menus, the phone drawer. Every journey's screens are checked with axe anyway
 * (support/accessibility.ts); here each state is checked on purpose and the test fails on
 * any serious or critical violation.
 */
const sessions = browserPerFile();

async function openList(page: Page, path: string) {
  await page.goto(path);
  await waitForScreen(page);
  await page.getByRole('checkbox', { name: 'Select this row' }).first().waitFor();
}

async function withMenuOpen(page: Page, open: () => Promise<void>) {
  await open();
  await page.locator('[role=menu], [role=listbox]').first().waitFor();
  await checkAccessibility(page);
  await page.keyboard.press('Escape');
  await page.locator('[role=menu], [role=listbox]').first().waitFor({ state: 'detached' });
}

describe('accessibility of the shared pieces (axe: no serious or critical violation)', () => {
  it('lists with rows, a row selected, and the calibration chips', async () => {
    const { page } = await sessions.signedIn(demo.admin);
    for (const path of ['/airport', '/calibrated_tools']) {
      await openList(page, path);
      await checkAccessibility(page);
      await page.getByRole('checkbox', { name: 'Select this row' }).first().check();
      await page.getByRole('button', { name: 'Delete' }).waitFor();
      await checkAccessibility(page, 'a row selected');
    }
    await page.getByText('Due within 30 days').first().waitFor();
    await finishAccessibilityChecks();
  });

  it('the nav bar menus: account, language, region', async () => {
    const { page } = await sessions.signedIn(demo.admin);
    await withMenuOpen(page, () => page.getByRole('button', { name: 'Account menu' }).click());
    await withMenuOpen(page, () => mainNav(page).getByRole('button', { name: 'Language' }).click());
    await withMenuOpen(page, () => mainNav(page).getByRole('combobox', { name: 'Region' }).click());
    await finishAccessibilityChecks();
  });

  it('the drawer of a phone', async () => {
    const { page } = await sessions.signedIn(demo.planner, { viewport: { width: 375, height: 740 } });
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await checkAccessibility(page);
    await finishAccessibilityChecks();
  });

  it('the check itself fails a screen with a planted violation (an image without text, a button without a name)', async () => {
    const { page } = await sessions.anonymous();
    await page.goto('/login');
    await waitForScreen(page);
    await page.evaluate(() => {
      const planted = document.createElement('div');
      planted.innerHTML = '<img src="/logo.svg"><button type="button"></button>';
      document.querySelector('h1')?.after(planted);
    });
    await checkAccessibility(page, 'planted');
    await expect(finishAccessibilityChecks()).rejects.toThrow(/image-alt[\s\S]*button-name|button-name[\s\S]*image-alt/);
  });
});
