import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { demo, signInAs } from '../support/shell';
import { browserPerFile } from '../support/browserPerFile';

const sessions = browserPerFile();

async function pickAirport(page: Page, search: string, option: RegExp) {
  await page.getByLabel('Airport').fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

describe('stations', () => {
  it('creates, finds, edits and exports a station', async () => {
    const { page } = await sessions.anonymous();
    await signInAs(page, demo.admin);

    await page.goto('/stations/create');
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('EZE1');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Zurich Cargo Line Station');
    await pickAirport(page, 'ZRH', /ZRH/);
    await page.getByLabel('Phone').fill('+41 44 000 00 00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/stations(\/\d+)?$/);

    await page.goto('/stations');
    await page.getByPlaceholder('Search').fill('EZE1');
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // header + the new station
    await expect.poll(() => page.getByText('Zurich Cargo Line Station').isVisible()).toBe(true);

    await page.getByText('Zurich Cargo Line Station').click();
    await page.waitForURL(/\/stations\/\d+$/);
    // Typed once the form holds the record: a name typed before it loads is overwritten by it.
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => name.inputValue()).toBe('Zurich Cargo Line Station');
    await name.fill('Zurich Cargo Station');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/stations$/);
    await expect.poll(() => page.getByText('Zurich Cargo Station').isVisible()).toBe(true);
    await screenshot(page, 'settings-stations-search');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).first().click();
    const csv = fs.readFileSync(await (await download).path(), 'utf8');
    expect(csv).toContain('EZE1');
    expect(csv).toContain('Zurich Cargo Station');
  });

  it('shows the conflict dialog when two people edit the same station', async () => {
    const { page: alice } = await sessions.anonymous();
    const { context: second, page: bob } = await sessions.anonymous();
    await signInAs(alice, demo.admin);
    await signInAs(bob, demo.admin);

    // Both open the same record, then Alice saves first.
    const token = (await second.cookies()).find((cookie) => cookie.name === 'token')!.value;
    const headers = { authorization: `Bearer ${token}` };
    const filter = encodeURIComponent(JSON.stringify({ code: 'CDG' }));
    const [station] = await (await bob.request.get(`/api/stations?filter=${filter}`, { headers })).json();
    const editUrl = `/stations/${station.id}`;
    await alice.goto(editUrl);
    await bob.goto(editUrl);
    await alice.getByLabel('Phone').waitFor();
    await bob.getByLabel('Phone').waitFor();

    await alice.getByLabel('Phone').fill('+33 1 00 00 00 01');
    await alice.getByRole('button', { name: 'Save' }).click();
    await alice.waitForURL(/\/stations$/);

    await bob.getByLabel('Opening hours').fill('Mon–Sun 04:30–23:30');
    await bob.getByRole('button', { name: 'Save' }).click();
    const dialog = bob.getByRole('dialog', { name: 'Someone else changed this record' });
    await dialog.waitFor();
    await screenshot(bob, 'settings-conflict-dialog');
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await bob.waitForURL(/\/stations$/);

    // Bob overwrote knowingly: his change is there, and nothing was silently lost before he chose.
    const record = await (await bob.request.get(`/api/stations/${station.id}`, { headers })).json();
    expect(record.opening_hours).toBe('Mon–Sun 04:30–23:30');
    expect(record.version).toBeGreaterThanOrEqual(3);
  });

  it('an administrator creates an API key, sees it once, and revokes it (docs/security.md, "API keys")', async () => {
    const { page } = await sessions.anonymous();
    await signInAs(page, demo.admin);

    await page.goto('/api_keys/create');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('SkyLink MVT feed');
    await page.getByLabel('Regions').click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();

    const dialog = page.getByRole('dialog', { name: 'Key "SkyLink MVT feed" created' });
    await dialog.waitFor();
    const key = await dialog.getByLabel('API key').inputValue();
    expect(key).toMatch(/^tmk_[\w-]{43}$/);
    await screenshot(page, 'settings-api-key-created');
    // The key is a system's, not a person's: refused on a signed-in route.
    expect((await page.request.get('/api/user', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(403);
    await dialog.getByRole('button', { name: 'I have stored the key' }).click();
    await page.waitForURL(/\/api_keys$/);

    const row = page.getByRole('row', { name: /SkyLink MVT feed/ });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await page.content()).not.toContain(key);
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: 'Revoke the key "SkyLink MVT feed"?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => row.getByText('Revoked').isVisible()).toBe(true);
    expect((await page.request.get('/api/user', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(401);
  });
});
