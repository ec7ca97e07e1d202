import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { resourceSchemasByName } from '../../../model/resources';
import { browserPerFile } from '../support/browserPerFile';
import { takePageErrors } from '../support/pageErrors';
import { apiAs, demo, waitForScreen } from '../support/shell';

/**
 * A seeded technician could not be saved (its 55.64 hourly cost is off the
 * input's 0.5 step, so the browser blocked the submit without a word). Every seeded record must
 * save as it is: the browser's checks never block a form, the shared schema accepts the data
 * the app itself wrote. The resources come from the app's own table, so a new one is covered.
 */
const sessions = browserPerFile();
const resources = Object.keys(resourceSchemasByName);

interface Versioned {
  id: number | string;
  version: number;
}

const range = encodeURIComponent(JSON.stringify([0, 0]));

/** The form holding the Save button, submitted as the browser would submit it. */
function saveForm(page: Page) {
  return page.locator('form', { has: page.getByRole('button', { name: 'Save' }) });
}

/**
 * Submits the form untouched. Save stays disabled until something changes, so the journey asks
 * the form itself to submit: the browser runs the same constraint checks as on a click.
 */
async function submitUnchanged(page: Page, what: string) {
  await saveForm(page).evaluate((form: HTMLFormElement) => form.requestSubmit());
  await page
    .getByText('Element updated')
    .waitFor({ timeout: 10_000 })
    .catch((error: Error) => {
      throw new Error(`${what}: the unchanged form did not save (${error.message})`);
    });
}

async function firstRecord(context: BrowserContext, resource: string): Promise<Versioned> {
  const [record] = (await apiAs(context, 'GET', `/api/${resource}?range=${range}`)) as Versioned[];
  expect(record, `the seed has a ${resource} record`).toBeDefined();
  return record;
}

describe('every seeded record saves as it is', () => {
  it(
    'admin opens the edit form of a seeded record of each resource and saves it unchanged',
    async () => {
      const { page, context } = await sessions.signedIn(demo.admin);
      const saved: string[] = [];
      for (const resource of resources) {
        const before = await firstRecord(context, resource);
        await page.goto(`/${resource}/${before.id}`);
        await waitForScreen(page);
        await saveForm(page).waitFor();
        await submitUnchanged(page, `${resource} ${before.id}`);
        // The app writes a no-op save like any other: one version more.
        await expect
          .poll(async () => (await apiAs(context, 'GET', `/api/${resource}/${before.id}`)).version, { message: resource })
          .toBe(before.version + 1);
        saved.push(resource);
      }
      expect(saved).toEqual(resources);

      const setting = (await apiAs(context, 'GET', '/api/setting')) as Versioned;
      await page.goto('/setting/general');
      await waitForScreen(page);
      await saveForm(page).waitFor();
      await submitUnchanged(page, 'setting');
      await expect.poll(async () => (await apiAs(context, 'GET', '/api/setting')).version).toBe(setting.version + 1);
      expect(takePageErrors()).toEqual([]);
    },
    // One form per resource, some twenty of them: a walk, far longer than one journey step.
    240_000,
  );

  it("admin changes a seeded technician's phone and saves: the hourly cost off its 0.5 step does not block it", async () => {
    const { page, context } = await sessions.signedIn(demo.admin);
    const technicians = (await apiAs(context, 'GET', `/api/technicians?range=${encodeURIComponent('[0,99]')}`)) as (Versioned & {
      hourly_cost: number | null;
    })[];
    const offStep = technicians.find((technician) => technician.hourly_cost !== null && (technician.hourly_cost * 2) % 1 !== 0);
    expect(offStep, 'a seeded technician whose hourly cost is off the 0.5 step').toBeDefined();

    await page.goto(`/technicians/${offStep!.id}`);
    await waitForScreen(page);
    await page.getByLabel('Phone').fill('+1 416 555 0188');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Element updated').waitFor({ timeout: 10_000 });
    const after = await apiAs(context, 'GET', `/api/technicians/${offStep!.id}`);
    expect(after).toMatchObject({ phone: '+1 416 555 0188', hourly_cost: offStep!.hourly_cost, version: offStep!.version + 1 });
    expect(takePageErrors()).toEqual([]);
  });

  it('text the browser cannot read as a number is refused on its field, not saved as empty', async () => {
    const { page, context } = await sessions.signedIn(demo.admin);
    const before = await firstRecord(context, 'technicians');
    await page.goto(`/technicians/${before.id}`);
    await waitForScreen(page);
    const cost = page.getByLabel('Hourly cost');
    await cost.click();
    await cost.press('ControlOrMeta+a');
    await page.keyboard.type('5e');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be a number').waitFor();
    expect((await apiAs(context, 'GET', `/api/technicians/${before.id}`)).version).toBe(before.version);
  });
});
