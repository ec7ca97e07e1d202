import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { typeInPicker } from '../support/pickers';
import { demo } from '../support/shell';

/** Shift types (docs/modules/manpower.md) are Settings reference data a supervisor keeps; the roster reads on a phone. */
const sessions = browserPerFile();

describe('shift types and the roster on a phone', () => {
  it('a supervisor adds a night shift crossing midnight and finds it in the list', async () => {
    const { page } = await sessions.signedIn(demo.supervisor, { viewport: { width: 1280, height: 900 }, landing: '/shift_types/create' });
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('n8');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Short night');
    await page.getByRole('button', { name: 'Save' }).click();
    // A working shift without its times is refused on the fields.
    await expect.poll(() => page.getByRole('group', { name: 'Start' }).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'desktop/en/shift-type-form');
    await typeInPicker(page.getByRole('group', { name: 'Start' }), '2300');
    await typeInPicker(page.getByRole('group', { name: 'End' }), '0700');
    await page.getByLabel('Paid time').fill('450');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/shift_types$/);
    await page.getByPlaceholder('Search').fill('N8');
    await page.getByText('Work', { exact: true }).first().waitFor({ state: 'visible' });
    await expect.poll(() => page.getByText('23:00 – 07:00 (+1 day)').isVisible()).toBe(true);
    await screenshot(page, 'desktop/en/shift-types');
  });

  it('on a phone the roster keeps the names in view and scrolls the days sideways', async () => {
    const { page } = await sessions.signedIn(demo.supervisor, { viewport: { width: 390, height: 844 }, landing: '/manpower' });
    const grid = page.getByRole('grid');
    await grid.waitFor({ state: 'visible' });
    const scroller = grid.locator('xpath=..');
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await scroller.evaluate((element) => element.scrollTo({ left: 400 }));
    const name = grid.getByRole('rowheader').first();
    expect((await name.boundingBox())!.x).toBeLessThan(40);
    await screenshot(page, 'phone/en/manpower-roster');
  });
});
