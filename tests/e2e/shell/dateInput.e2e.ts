import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile } from '../support/browserPerFile';
import { demo } from '../support/shell';
import { requestsQuiet } from '../support/pageRequests';
import { settled } from '../support/settled';

const sessions = browserPerFile();

/** The What's up calendar date: its value as the form sees it, and the saved date. */
const shown = (page: Page) => page.locator('input[name=calendar_date]').inputValue();
const saved = (page: Page) => page.evaluate(() => localStorage.getItem('calendar_date'));
const part = (page: Page, name: 'Day' | 'Month' | 'Year') => page.getByRole('spinbutton', { name });
const leaveField = (page: Page) => page.getByRole('heading', { level: 1 }).click();
/**
 * What's up shows the day as a button; the date picker loads when it is pressed. Typing starts once
 * the screen is still, so each key reaches the part the picker has moved to, as when a person types
 * (a burst of keys into a busy page could all land in the month and hide the "n" of "Jan" reaching
 * the year, which used to empty the date).
 */
async function openPicker(page: Page) {
  await page.getByRole('button', { name: /^Calendar date: / }).click();
  await part(page, 'Day').waitFor();
  await requestsQuiet(page, { quietMs: 500 });
  await settled(page);
}

describe("the What's up calendar date input", () => {
  it('a date typed in the display format is kept and saved', async () => {
    const { page } = await sessions.signedIn(demo.tech);
    await openPicker(page);
    await part(page, 'Day').click();
    await page.keyboard.type('05Jan2026');
    await expect.poll(() => shown(page)).toBe('05 Jan 2026');
    await leaveField(page);
    expect(await shown(page)).toBe('05 Jan 2026');
    expect(await saved(page)).toBe('2026-01-05');
  });

  it('a typed date that does not match the format is cleared when the user leaves the field', async () => {
    const { page } = await sessions.signedIn(demo.tech);
    await openPicker(page);
    await part(page, 'Day').click();
    await page.keyboard.type('05Jan2026');
    expect(await saved(page)).toBe('2026-01-05');

    // The month emptied: "05 MMM 2026" is not a date in the DD MMM YYYY format.
    await part(page, 'Month').click();
    await page.keyboard.press('Backspace');
    // Still in the field: nothing is cleared while the user may type another month.
    expect(await shown(page)).toMatch(/^05 \S+ 2026$/);
    expect(await saved(page)).toBe('2026-01-05');

    await leaveField(page);
    await expect.poll(() => saved(page)).toBeNull();
    // No saved date: What's up is back on its default day (today at the region's stations), shown whole.
    await expect.poll(() => shown(page)).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    expect(await shown(page)).not.toBe('05 Jan 2026');
  });

  it('on a form, a cleared date stays empty: every part shows its placeholder, none keeps the half-typed text', async () => {
    const { page } = await sessions.signedIn(demo.admin, { landing: '/technicians/create' });
    const field = page.locator('input[name=licence_expiry]');
    await part(page, 'Day').click();
    await page.keyboard.type('05Jan2026');
    expect(await field.inputValue()).toBe('05 Jan 2026');
    await part(page, 'Month').click();
    await page.keyboard.press('Backspace');
    await leaveField(page);
    await expect.poll(() => field.inputValue()).toBe('');
    expect(await part(page, 'Day').innerText()).toBe('DD');
    expect(await part(page, 'Year').innerText()).toBe('YYYY');
  });

  it('moving between the parts of the date (and to its calendar button) does not clear it', async () => {
    const { page } = await sessions.signedIn(demo.tech);
    await openPicker(page);
    await part(page, 'Day').click();
    await page.keyboard.type('3');
    await part(page, 'Year').click();
    await page.keyboard.press('Tab'); // to the calendar button, still inside the field
    expect(await shown(page)).toMatch(/^03 /);
  });
});
