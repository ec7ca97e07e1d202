import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { apiAs, demo, waitForScreen } from '../support/shell';

/**
 * Reporting (docs/modules/reporting.md), open each report, change a filter, export XLSX and read it back: a planner
 * opens every report the server offers over the demo data, narrows work and billing to a station
 * (URL and table follow), downloads its spreadsheet, and a supervisor reads the same report without
 * money. Screenshots of the catalogue and the reports in English and French, and at phone width.
 */
const sessions = browserPerFile();
const desktop = { width: 1366, height: 900 };
const wide = { width: 1440, height: 900 };

/** Four weeks up to today: the demo data is a planned week around today. */
const today = new Date().toISOString().slice(0, 10);
const fourWeeksAgo = new Date(Date.now() - 27 * 86_400_000).toISOString().slice(0, 10);
/** The period a report opens on (defaultReportPeriod): the last 30 days, today included. */
const thirtyDaysAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);

/** The report's answer on screen: its table, or the plain "no data" (and never an error). */
async function reportShown(page: Page) {
  await page.locator('table, :text("No data for these filters.")').first().waitFor({ state: 'visible' });
  expect(await page.getByRole('alert').count()).toBe(0);
}

const bodyRows = (page: Page) => page.locator('table tbody tr').allInnerTexts();

describe('reporting: every report, a filter, the spreadsheet', () => {
  it('a planner opens each report, narrows work and billing to a station, and reads its XLSX back', async () => {
    const { page, context } = await sessions.signedIn(demo.planner, { viewport: wide });
    const me = (await apiAs(context, 'GET', '/api/user')) as { instance_id: number };
    const reports = (await apiAs(context, 'GET', '/api/reports')) as { name: string; title: string; description: string }[];
    expect(reports.map((report) => report.name)).toContain('work_billing');

    await page.goto('/reporting');
    await waitForScreen(page);
    for (const report of reports) await page.getByRole('link', { name: new RegExp(report.title) }).waitFor();
    await page.getByRole('link', { name: new RegExp(reports[0].title) }).waitFor({ state: 'visible' });
    await screenshot(page, 'en/reporting-catalogue');

    // Each report opened bare opens on the last 30 days, and the demo data fills every one of them.
    const period = `from=${thirtyDaysAgo}&region_id=${me.instance_id}&to=${today}`;
    for (const report of reports) {
      await page.goto(`/reporting/${report.name}`);
      await waitForScreen(page, report.title);
      await page.waitForURL((url) => url.pathname === `/reporting/${report.name}` && url.search === `?${period}`);
      await page.locator('table tbody tr').first().waitFor({ state: 'visible' });
      await reportShown(page);
    }

    // Work and billing: a station chosen is in the URL, and the table is that station's (as the API answers it).
    await page.goto(`/reporting/work_billing?${period}`);
    await waitForScreen(page);
    await reportShown(page);
    await screenshot(page, 'en/reporting-work-billing');
    // The widest table fits 1440 px: its last column, Currency, is on screen without scrolling sideways.
    const currency = await page.getByRole('columnheader', { name: 'Currency' }).boundingBox();
    const scroller = page.getByRole('region', { name: 'Work done and billing' }).filter({ has: page.locator('table') });
    const scrollerBox = await scroller.boundingBox();
    expect(currency!.x + currency!.width).toBeLessThanOrEqual(Math.min(wide.width, scrollerBox!.x + scrollerBox!.width) + 1);
    expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
    const before = await bodyRows(page);
    const station = page.getByRole('combobox', { name: 'Station' });
    await station.click();
    await page.getByRole('option').first().click();
    await page.waitForURL(/station_id=\d+/);
    const stationId = new URL(page.url()).searchParams.get('station_id');
    const atStation = (await apiAs(context, 'GET', `/api/reports/work_billing?${period}&station_id=${stationId}`)) as { rows: unknown[] };
    // The new answer replaces the old table (polled: the old one stays until the new one arrives).
    await expect.poll(async () => (await bodyRows(page)).length, { timeout: 15_000 }).toBe(Math.min(atStation.rows.length, 25));
    await reportShown(page);
    const after = await bodyRows(page);
    expect(after).not.toEqual(before);

    // The spreadsheet of what is on screen: the labels in a header row, numbers as numbers.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel (XLSX)' }).click()]);
    const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    const strings = files['xl/sharedStrings.xml'] ? strFromU8(files['xl/sharedStrings.xml']) : sheet;
    const headers = await page.locator('table thead th').allInnerTexts();
    for (const label of headers) expect(strings).toContain(label.trim());
    expect(sheet).toMatch(/<c [^>]*r="[A-Z]+\d+"(?![^>]*t="(s|str|inlineStr)")[^>]*><v>-?\d+(\.\d+)?<\/v><\/c>/);

    // Saved as a view by name, then opened again from another report: the same URL, the same table.
    const viewName = `Station view ${Date.now()}`;
    const viewUrl = page.url();
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Save these filters as a view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(viewName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Station' }).click();
    await page.getByRole('option').last().click();
    await page.waitForURL((url) => url.href !== viewUrl);
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: viewName, exact: true }).click();
    await page.waitForURL(viewUrl);
    await expect.poll(() => bodyRows(page), { timeout: 15_000 }).toEqual(after);
    await reportShown(page);
    // Eight reports opened and waited for their rows: 80 s on a loaded 2-core machine, over the default 90 s.
  }, 180_000);

  it('a supervisor reads work and billing without money; the catalogue and the report in French and at phone width', async () => {
    const supervisor = await sessions.signedIn(demo.supervisor, { viewport: desktop });
    const me = (await apiAs(supervisor.context, 'GET', '/api/user')) as { instance_id: number };
    await supervisor.page.goto(`/reporting/work_billing?from=${fourWeeksAgo}&region_id=${me.instance_id}&to=${today}`);
    await waitForScreen(supervisor.page);
    await supervisor.page.getByText('Amounts are hidden: your role does not show money in reports.').waitFor({ state: 'visible' });
    await reportShown(supervisor.page);
    expect(await supervisor.page.locator('table thead').innerText()).not.toMatch(/amount|currency/i);
    await screenshot(supervisor.page, 'en/reporting-work-billing-supervisor');

    const french = await sessions.signedIn(demo.planner, { viewport: desktop, locale: 'fr', landing: '/reporting' });
    await french.page.locator('main a[href^="/reporting/"]').first().waitFor({ state: 'visible' });
    await screenshot(french.page, 'fr/reporting-catalogue');
    const frMe = (await apiAs(french.context, 'GET', '/api/user')) as { instance_id: number };
    await french.page.goto(`/reporting/work_billing?from=${fourWeeksAgo}&region_id=${frMe.instance_id}&to=${today}`);
    await waitForScreen(french.page);
    await french.page.locator('table').first().waitFor({ state: 'visible' });
    await screenshot(french.page, 'fr/reporting-work-billing');

    const phone = await sessions.signedIn(demo.planner, {
      viewport: { width: 390, height: 844 },
      landing: `/reporting/work_billing?from=${fourWeeksAgo}&region_id=${frMe.instance_id}&to=${today}`,
    });
    await reportShown(phone.page);
    // The page itself never scrolls sideways: the table does, inside its box.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'en/reporting-work-billing-phone');
  });
});
