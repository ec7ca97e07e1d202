import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { claimDays } from '../support/claims';
import { demo, waitForScreen } from '../support/shell';

/**
 * The roster (docs/modules/manpower.md): a supervisor builds a week's roster with the keyboard and a rotation pattern,
 * saves it as one batch, reloads and finds it saved.
 */
const sessions = browserPerFile();
const desktop = { width: 1400, height: 1000 };
/** Past the demo month of roster, so the week starts empty. */
const weeksAhead = 9;
/** The two weeks it writes, whatever today's weekday, held for this journey alone (support/claims.ts). */
const claimWeeks = () => claimDays({ from: weeksAhead * 7 - 6, to: (weeksAhead + 2) * 7 + 6, count: 27 });

const grid = (page: Page) => page.getByRole('grid');
/** The technician rows (the heading row and the demand rows have no selectable cell). */
const technicianRow = (page: Page, index: number) => grid(page).locator('tbody tr').nth(index);
const cell = (page: Page, row: number, col: number) => technicianRow(page, row).locator(`[data-col="${col}"]`);
const codes = async (row: Locator) => (await row.locator('[data-col] > div').allTextContents()).join(' ');

describe('a supervisor rosters a week', () => {
  it('types one technician’s week, fills the next one with 4-on-4-off, saves, reloads and sees it', async () => {
    claimWeeks();
    const { page } = await sessions.signedIn(demo.supervisor, { viewport: desktop, landing: '/manpower' });
    await grid(page).waitFor({ state: 'visible' });
    for (let i = 0; i < weeksAhead; i++) await page.getByRole('button', { name: 'Next week' }).click();
    await expect.poll(() => codes(technicianRow(page, 0))).toBe('      ');

    // First technician: five days, then two days off, all from the keyboard.
    await cell(page, 0, 0).click();
    await page.keyboard.type('o');
    for (const code of ['d', 'd', 'd', 'd', 'd', 'o']) {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.type(code);
    }
    expect(await codes(technicianRow(page, 0))).toBe('O D D D D D O');
    // The second: from its first day, Fill pattern over the whole week.
    await cell(page, 1, 0).click();
    await page.getByRole('button', { name: 'Fill pattern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fill a rotation pattern' });
    await dialog.getByText('7 days will be set').waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    expect(await codes(technicianRow(page, 1))).toBe('D D D D O O O');
    await page.getByRole('button', { name: 'Save (14)' }).waitFor({ state: 'visible' });
    await screenshot(page, 'desktop/en/manpower-roster-unsaved');

    await page.getByRole('button', { name: 'Save (14)' }).click();
    // The roster may break a rest rule against the weeks around it: the supervisor keeps it with a reason.
    const saved = page.getByText('14 shifts saved');
    const breach = page.getByRole('dialog', { name: 'This roster breaks rest rules' });
    await saved.or(breach).first().waitFor({ state: 'visible' });
    if (await breach.isVisible()) {
      await breach.getByRole('textbox', { name: 'Reason for keeping it' }).fill('Cover for the winter schedule, agreed with the team');
      await breach.getByRole('button', { name: 'Save with this reason' }).click();
      await saved.waitFor({ state: 'visible' });
    }
    await page.getByRole('button', { name: 'Save (0)' }).waitFor({ state: 'visible' });

    // A fresh load starts from today again (the calendar date lives for one page load): go back to that week.
    await page.reload();
    await waitForScreen(page);
    await grid(page).waitFor({ state: 'visible' });
    for (let i = 0; i < weeksAhead; i++) await page.getByRole('button', { name: 'Next week' }).click();
    await expect.poll(() => codes(technicianRow(page, 0))).toBe('O D D D D D O');
    expect(await codes(technicianRow(page, 1))).toBe('D D D D O O O');
    await screenshot(page, 'desktop/en/manpower-roster');

    // The month around it: the week saved sits among the other days of the month.
    await page.getByRole('button', { name: 'Month' }).click();
    await expect.poll(() => grid(page).getByRole('columnheader').count()).toBeGreaterThan(28);
    // The days scroll inside the grid; the page itself stays as wide as the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'desktop/en/manpower-roster-month');
  });
});
