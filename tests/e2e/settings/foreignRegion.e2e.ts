import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { apiAs, waitForScreen } from '../support/shell';
import { adminWhoSwitchesRegions } from '../support/adminRegions';

/**
 * A record of another of the user's regions (docs/security.md), opened by URL, says why it is not
 * shown and offers to switch there; a record created in another region says what was created
 * and where, once, instead of vanishing behind a generic "Element created".
 */
const sessions = browserPerFile();
const regions = adminWhoSwitchesRegions(sessions);

interface Region {
  region_id: number;
  region_name: string;
}

async function adminWithTwoRegions() {
  const admin = await regions.signIn();
  const { user } = admin;
  const active: Region = user.regions.find((region) => region.region_id === user.instance_id)!;
  const other: Region = user.regions.find((region) => region.region_id !== user.instance_id)!;
  return { ...admin, active, other };
}

/** The number of notifications on show, sampled for a while: a second one would appear after the first. */
async function mostNotificationsAtOnce(page: Page, text: string, forMs: number): Promise<number> {
  let most = 0;
  for (let waited = 0; waited <= forMs; waited += 250) {
    most = Math.max(most, await page.getByText(text).count());
    await page.waitForTimeout(250);
  }
  return most;
}

describe('records of another region', () => {
  it('opening one by URL says it is not in the active region and switches there on request', async () => {
    const { page, context, active, other } = await adminWithTwoRegions();
    await apiAs(context, 'POST', '/api/changeSession', { instance_id: other.region_id });
    const [station] = await apiAs(context, 'GET', `/api/stations?range=${encodeURIComponent('[0,0]')}`);
    await apiAs(context, 'POST', '/api/changeSession', { instance_id: active.region_id });

    await page.goto(`/stations/${station.id}`);
    await page
      .getByText(
        `This record is not in the active region (${active.region_name}). It belongs to ${other.region_name}, one of your regions.`,
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe(`/stations/${station.id}`);
    await screenshot(page, 'settings-record-in-other-region');

    await page.getByRole('button', { name: `Switch to ${other.region_name}` }).click();
    await page.getByText(`Region changed to ${other.region_name}`).waitFor();
    // The page reloads in the new region, on the same record.
    await expect.poll(() => page.getByRole('textbox', { name: 'Code', exact: true }).inputValue(), { timeout: 15_000 }).toBe(station.code);
    expect(new URL(page.url()).pathname).toBe(`/stations/${station.id}`);
    expect((await apiAs(context, 'GET', '/api/user')).instance_id).toBe(other.region_id);
  });

  it('creating one says what was created and where, once, with a way to switch', async () => {
    const { page, active, other } = await adminWithTwoRegions();
    await page.goto('/stations/create');
    await waitForScreen(page);
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('XRG1');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Cross-region Line Station');
    await page.getByLabel('Airport').fill('ZRH');
    await page.getByRole('option', { name: /ZRH/ }).first().click();
    await page.getByLabel('Region').last().fill(other.region_name.slice(0, 5));
    await page
      .getByRole('option', { name: new RegExp(other.region_name) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/stations');

    const text = `“XRG1 · Cross-region Line Station” created in ${other.region_name} — not shown because the active region is ${active.region_name}.`;
    await page.getByText(text).waitFor();
    await screenshot(page, 'settings-created-in-other-region');
    expect(await page.getByText('Element created').count()).toBe(0);
    await expect(page.getByRole('button', { name: `Switch to ${other.region_name}` }).count()).resolves.toBe(1);
    expect(await mostNotificationsAtOnce(page, text, 3000)).toBe(1);
  });
});
