import { describe, expect, it } from 'vitest';
import { browserPerFile } from '../support/browserPerFile';
import { apiAs, demo, mainNav, waitForScreen } from '../support/shell';
import { adminWhoSwitchesRegions } from '../support/adminRegions';

const sessions = browserPerFile();
const regions = adminWhoSwitchesRegions(sessions);

describe('switching the active region', () => {
  it('admin picks another region: toast, session storage, cached filters cleared, reload after 2 s, new region active', async () => {
    const { page, context, user } = await regions.signIn();
    const target = user.regions.find((region: { region_id: number }) => region.region_id !== user.instance_id)!;

    // Filters cached by a region-scoped screen, and one of a global list that must survive.
    await page.evaluate(() => {
      localStorage.setItem('RaStoreTarmac.scheduled.listParams', JSON.stringify({ page: 3 }));
      localStorage.setItem('RaStoreTarmac.airport.listParams', JSON.stringify({ page: 2 }));
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });

    const region = mainNav(page).getByRole('combobox', { name: 'Region' });
    await region.click();
    await page.getByRole('option', { name: target.region_name }).click();
    const changedAt = Date.now();

    await page.getByText(`Region changed to ${target.region_name}`).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('active_region'))).toBe(String(target.region_id));
    expect(await page.evaluate(() => localStorage.getItem('RaStoreTarmac.scheduled.listParams'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('RaStoreTarmac.airport.listParams'))).not.toBeNull();

    // The page reloads about 2 s later: the marker set on the old page is gone.
    await page.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload, undefined, { timeout: 10_000 });
    expect(Date.now() - changedAt).toBeGreaterThanOrEqual(1500);
    await waitForScreen(page, "What's up");

    await expect.poll(() => mainNav(page).getByRole('combobox', { name: 'Region' }).innerText()).toContain(target.region_name.slice(0, 5));
    await expect.poll(() => page.getByLabel('Active region').innerText()).toContain(target.region_name);
    expect((await apiAs(context, 'GET', '/api/user')).instance_id).toBe(target.region_id);
    expect(await page.evaluate(() => sessionStorage.getItem('active_region'))).toBe(String(target.region_id));
  });

  it('a user with a single region has nothing else to pick', async () => {
    const { page } = await sessions.signedIn(demo.tech);
    await mainNav(page).getByRole('combobox', { name: 'Region' }).click();
    expect(await page.getByRole('option').count()).toBe(1);
    await page.keyboard.press('Escape');
  });
});
