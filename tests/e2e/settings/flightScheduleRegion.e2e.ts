import { describe, expect, it } from 'vitest';
import { browserPerFile } from '../support/browserPerFile';
import { takePageErrors } from '../support/pageErrors';
import { requestsQuiet } from '../support/pageRequests';
import { mainNav, waitForScreen } from '../support/shell';
import { adminWhoSwitchesRegions } from '../support/adminRegions';

const sessions = browserPerFile();
const regions = adminWhoSwitchesRegions(sessions);

describe('flight schedules of another region', () => {
  it('admin switches to North America and opens /flight_schedule: every reference loads, React reports no render loop', async () => {
    const { page, user } = await regions.signIn();
    const northAmerica = user.regions.find((region: { region_name: string }) => region.region_name === 'North America')!;
    expect(northAmerica, 'the seed has a North America region').toBeDefined();

    if (user.instance_id !== northAmerica.region_id) {
      await mainNav(page).getByRole('combobox', { name: 'Region' }).click();
      await page.getByRole('option', { name: 'North America' }).click();
      await page.getByText('Region changed to North America').waitFor();
      // The switch reloads the page about 2 s later.
      await page.waitForEvent('load', { timeout: 10_000 });
      await waitForScreen(page, "What's up");
    }

    await page.goto('/flight_schedule');
    await waitForScreen(page, 'Flight schedules');
    // A full page of schedules whose customers and aircraft types are links: each row's
    // references have loaded (the loop struck while they resolved).
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(20);
    await expect.poll(() => page.locator('a[href^="/aircraft_type/"]').count(), { timeout: 15_000 }).toBeGreaterThan(20);
    await requestsQuiet(page, { quietMs: 500 });
    expect(takePageErrors()).toEqual([]);
  });
});
