import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { demo, signInAs } from '../support/shell';
import { browserPerFile } from '../support/browserPerFile';

const sessions = browserPerFile();

const header =
  'station_code,customer_name,aircraft_type_icao,inbound_flight_no,outbound_flight_no,days_of_week,sta,std,valid_from,valid_to,service_codes,remarks';
const csv = [
  header,
  'CDG,Air Canada,B38M,AC990,AC991,1|3|5,08:05,10:10,2027-03-28,2027-10-30,TRANSIT,',
  'CDG,Air Canada,B38M,AC992,AC993,2|4,09:05,11:10,2027-03-28,2027-10-30,TRANSIT,',
  // The bad row: an aircraft type that does not exist.
  'CDG,Air Canada,ZZZZ,AC994,AC995,1,12:00,13:00,2027-03-28,2027-10-30,TRANSIT,',
].join('\n');

describe('flight schedule CSV import', () => {
  it('previews a file with one bad row and imports only the valid rows', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-import-')), 'schedules.csv');
    fs.writeFileSync(file, csv);
    const { page } = await sessions.anonymous();
    await signInAs(page, demo.admin);
    await page.goto('/flight_schedule');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Choose a CSV file').setInputFiles(file);
    await dialog.getByText('2 to create, 0 to update, 1 with errors (will be skipped).').waitFor();
    await expect.poll(() => dialog.getByRole('row').filter({ hasText: 'AC994' }).textContent()).toMatch(/Aircraft type/i);
    await screenshot(page, 'settings-import-preview');

    await dialog.getByRole('button', { name: 'Import 2 valid rows' }).click();
    await dialog.getByText('Import finished: 2 created, 0 updated, 1 skipped.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByPlaceholder('Search').fill('AC99');
    await expect.poll(() => page.getByRole('row').count()).toBe(3); // header + the two imported schedules
    expect(await page.getByText('AC994').count()).toBe(0);
  });
});
