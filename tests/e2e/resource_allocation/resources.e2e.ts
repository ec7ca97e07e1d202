import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { claimFirst } from '../support/claims';
import { dayTimeKeys, shownDay, typeInPicker } from '../support/pickers';
import { apiAs, demo, waitForScreen } from '../support/shell';

/**
 * Resources (docs/modules/resource_allocation.md), book a tool, try a conflicting booking, mark a tool out for calibration: the station
 * supervisor books a calibrated tool on the Resources timeline, is refused a second booking over it
 * with the first one named, sends the tool for calibration and sees it unavailable.
 */
const sessions = browserPerFile();
const desktop = { width: 1366, height: 900 };

interface Tool {
  key: string;
  id: number;
  label: string;
  station_id: number;
  status: string;
  next_due: string | null;
  available: boolean;
}

/** Ten days on (no seeded booking then), as the date in the address. */
const bookingDay = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

async function book(page: Page, tool: Tool, from: string, to: string) {
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a resource' });
  await dialog.getByRole('combobox', { name: 'Resource' }).click();
  await page.getByRole('option', { name: new RegExp(`^${tool.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} —`) }).click();
  await typeInPicker(dialog.getByRole('group', { name: /^From \(/ }), dayTimeKeys(bookingDay, from));
  await typeInPicker(dialog.getByRole('group', { name: /^To \(/ }), dayTimeKeys(bookingDay, to));
  await dialog.getByLabel('Purpose / job').fill('E2E wheel change');
  return dialog;
}

describe('resources: book a tool, a conflicting booking, out for calibration', () => {
  it('the station supervisor books a tool, is refused an overlapping booking, and sends the tool for calibration', async () => {
    const { page, context } = await sessions.signedIn(demo.supervisor, { viewport: desktop });
    const tools = (await apiAs(context, 'GET', '/api/resources?kind=calibrated_tool')) as Tool[];
    // A tool in service whose calibration holds past the day booked, that no other journey holds (support/claims.ts).
    const tool = claimFirst(
      'resource',
      tools
        .filter(
          (candidate) => candidate.available && candidate.status === 'in_service' && candidate.next_due && candidate.next_due > bookingDay,
        )
        .reverse(),
      (candidate) => candidate.key,
    )!;
    expect(tool, "the demo has a calibrated tool in service at the supervisor's stations").toBeDefined();

    await page.goto(`/resources?date=${bookingDay}&station=${tool.station_id}&kind=calibrated_tool`);
    await waitForScreen(page);
    const row = page.getByRole('group', { name: tool.label, exact: true });
    await row.waitFor({ state: 'visible' });

    const first = await book(page, tool, '09:00', '11:00');
    await first.getByRole('button', { name: 'Book', exact: true }).click();
    await first.waitFor({ state: 'detached' });
    // The bar's name says its times through the one formatter too: the day once, 24 h, the zone's label.
    const bar = row.getByRole('button', { name: new RegExp(`^Reservation: .*, ${shownDay(bookingDay)} 09:00–11:00 \\S+$`) });
    await bar.waitFor({ state: 'visible' });

    // Overlapping the first: the dialog warns before saving, and the server refuses it naming the first booking.
    const second = await book(page, tool, '10:00', '12:00');
    // The first booking's times as the one formatter shows them: the day, 24 h, the station zone's label.
    const firstBooking = new RegExp(`${shownDay(bookingDay)} 09:00 \\S+ – ${shownDay(bookingDay)} 11:00 \\S+`);
    await expect.poll(() => second.getByRole('status').textContent()).toMatch(firstBooking);
    await second.getByRole('button', { name: 'Book', exact: true }).click();
    const refusal = second.getByRole('alert');
    await refusal.waitFor({ state: 'visible' });
    expect(await refusal.textContent()).toContain('Already booked at that time');
    expect(await refusal.textContent()).toMatch(firstBooking);
    await screenshot(page, 'resources/conflict');
    await second.getByRole('button', { name: 'Close' }).click();
    expect(await row.getByRole('button', { name: /^Reservation:/ }).count()).toBe(1);

    // Out for calibration from the tool's page (one click from its row): the row is then shaded as unavailable.
    await page.getByRole('button', { name: tool.label, exact: true }).click();
    await page.getByRole('heading', { name: tool.label, level: 2 }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Out for calibration' }).click();
    const send = page.getByRole('dialog', { name: `Send ${tool.label} for calibration` });
    await send.getByLabel('Calibration laboratory').fill('Kalibra BV');
    await send.getByRole('button', { name: 'Out for calibration' }).click();
    // The booking it now clashes with is named.
    await page
      .getByText(new RegExp(`^${tool.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is out for calibration; it was still booked for`))
      .waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Close' }).first().click();
    await row
      .getByRole('img', { name: 'Unavailable: The tool is out for calibration at the laboratory.' })
      .first()
      .waitFor({ state: 'visible' });
    // The booking now falls in the stretch: flagged as a clash.
    await row.getByRole('button', { name: /^Reservation: .*, conflict$/ }).waitFor({ state: 'visible' });
    await screenshot(page, 'resources/out-for-calibration');
  });
});
