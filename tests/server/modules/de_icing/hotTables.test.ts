import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryJson, type TestApp } from '../../helper';
import { loadDeIcingContext, newTypeIVFluid, oneStep, type DeIcingContext } from './deIcingFixtures';

/** HOT tables as data (docs/modules/de_icing.md) — imported per season (dry run first), one active, read by the form and the server. */
let t: TestApp;
let c: DeIcingContext;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadDeIcingContext(t);
});
afterAll(() => t.close());

const header = 'fluid_type,brand,oat_min_c,oat_max_c,concentration,frost,snow_moderate,other';
const goodCsv = [
  header,
  'IV,,-3,,100,12:00,0:20-0:40,none',
  'IV,,-14,-3,100,10:00,0:15-0:30,none',
  'IV,,,-14,100,,rule: freezing point ≥ 7 °C below OAT,',
].join('\n');
const season = {
  name: 'Test authority 2027-2028',
  authority: 'TEST',
  season: '2027-2028',
  valid_from: '2027-10-01',
  valid_to: '2028-04-30',
};
const importSet = (query: string, body: object, who: keyof DeIcingContext['headers'] = 'admin') =>
  t.send('POST', `/api/hot_table_sets/import?${query}`, c.headers[who], body);

describe('HOT table sets', () => {
  it('the demo set is seeded active and labelled as not for operational use', async () => {
    const res = await t.send('GET', '/api/hot_table_sets/active', c.headers.operator, undefined);
    expect(res.json()).toMatchObject({ name: 'DEMO — not for operational use', demo: true, active: true });
    const types = new Set(res.json().rows.map((r: { fluid_type: string }) => r.fluid_type));
    expect([...types].sort()).toEqual(['I', 'II', 'III', 'IV']);
    expect(res.json().rows.some((r: { brand: string | null }) => r.brand !== null)).toBe(true);
  });

  it('lists sets with their row counts', async () => {
    const res = await t.send('GET', `/api/hot_table_sets?filter=${queryJson({ demo: true })}`, c.headers.operator, undefined);
    expect(res.json()[0].row_count).toBeGreaterThan(20);
  });

  it('a dry run previews the rows and saves nothing', async () => {
    const res = await importSet('dry_run=true', { ...season, format: 'csv', content: goodCsv });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rows: 3, errors: [] });
    expect(res.json().preview[2]).toMatchObject({ oat_min_c: null, oat_max_c: -14, cells: { snow_moderate: { kind: 'rule' } } });
    const list = await t.send('GET', `/api/hot_table_sets?filter=${queryJson({ season: '2027-2028' })}`, c.headers.operator, undefined);
    expect(list.json()).toEqual([]);
  });

  it('the demo keeps last season’s set, inactive and expired, and Type I rows for both wings (FAA / Transport Canada HOT guidelines)', async () => {
    const sets = (await t.send('GET', `/api/hot_table_sets?filter=${queryJson({ demo: true })}`, c.headers.operator, undefined)).json();
    const today = new Date().toISOString().slice(0, 10);
    const last = sets.find((s: { season: string }) => s.season === '2025-2026');
    expect(last).toMatchObject({ active: false });
    expect(last.valid_to < today).toBe(true);
    const active = (await t.send('GET', '/api/hot_table_sets/active', c.headers.operator, undefined)).json();
    expect(active.valid_from <= today && today <= active.valid_to).toBe(true);
    const wings = new Set(
      active.rows.filter((r: { fluid_type: string }) => r.fluid_type === 'I').map((r: { wing_material: string }) => r.wing_material),
    );
    expect([...wings].sort()).toEqual(['aluminium', 'composite']);
  });

  it('reads the optional wing column of an import', async () => {
    const csv = ['fluid_type,oat_min_c,wing_material,frost', 'I,-3,aluminium,0:45', 'I,-3,composite,0:35'].join('\n');
    const res = await importSet('dry_run=true', { ...season, format: 'csv', content: csv });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().preview.map((r: { wing_material: string }) => r.wing_material)).toEqual(['aluminium', 'composite']);
  });

  it('a dry run names every bad row and field, in the caller’s language', async () => {
    const bad = [header, 'V,,-3,,100,,,', 'IV,,-3,,100,1:99,,'].join('\n');
    const res = await t.send(
      'POST',
      '/api/hot_table_sets/import?dry_run=true',
      { ...c.headers.admin, 'accept-language': 'fr' },
      { ...season, format: 'csv', content: bad },
    );
    expect(res.json().errors).toEqual([
      {
        row: 2,
        field: 'fluid_type',
        key: 'de_icing.rules.hot_import.fluid_type',
        params: { value: 'V' },
        message: 'Type de fluide inconnu « V » (I, II, III ou IV).',
      },
      {
        row: 3,
        field: 'frost',
        key: 'de_icing.rules.hot_import.cell',
        params: { value: '1:99' },
        message: expect.stringContaining('1:99'),
      },
    ]);
  });

  it('saving a file with bad rows is refused whole (422 per row); a good one is saved inactive with its rows', async () => {
    const refused = await importSet('dry_run=false', {
      ...season,
      format: 'json',
      content: JSON.stringify({ rows: [{ fluid_type: 'I', concentration: 50 }] }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().import_errors).toEqual([expect.objectContaining({ row: 1, field: 'concentration' })]);
    const saved = await importSet('dry_run=false', { ...season, format: 'csv', content: goodCsv });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ name: season.name, active: false, demo: false });
    const rows = await t.send('GET', `/api/hot_table_sets/${saved.json().id}/rows`, c.headers.operator, undefined);
    expect(rows.json()).toHaveLength(3);
    expect((await importSet('dry_run=false', { ...season, format: 'csv', content: goodCsv })).json().errors).toHaveProperty('name');
  });

  it('activating a set steps the other down; new treatments read their window from it; a stale version is a 409', async () => {
    const [set] = (
      await t.send('GET', `/api/hot_table_sets?filter=${queryJson({ season: '2027-2028' })}`, c.headers.operator, undefined)
    ).json();
    expect((await t.send('POST', `/api/hot_table_sets/${set.id}/activate`, c.headers.admin, { version: set.version + 1 })).statusCode).toBe(
      409,
    );
    const res = await t.send('POST', `/api/hot_table_sets/${set.id}/activate`, c.headers.admin, { version: set.version });
    expect(res.json()).toMatchObject({ active: true });
    const active = await t.send('GET', '/api/hot_table_sets/active', c.headers.operator, undefined);
    expect(active.json().name).toBe(season.name);

    const fluid = await newTypeIVFluid(t, c, 'Import IV');
    await t.send('POST', '/api/de_icing/deliveries', c.headers.admin, {
      station_id: c.station.CDG.id,
      material_id: fluid.materialId,
      litres: 100,
      delivered_at: '2027-01-01T00:00:00Z',
      reference: 'DN',
    });
    const treatment = await t.send('POST', '/api/de_icing_treatments', c.headers.supervisor, {
      // Inside the new set's season: a table gives windows only on the days it is valid.
      ...oneStep(c, 'CDG', fluid.fluidId, '2027-11-05T12:00:00Z'),
      oat_c: -20,
    });
    expect(treatment.json()).toMatchObject({
      hot_table_name: season.name,
      hot_table_demo: false,
      holdover: { kind: 'rule', match: 'row' },
      holdover_min_minutes: null,
    });

    const demo = (await t.send('GET', `/api/hot_table_sets?filter=${queryJson({ demo: true })}`, c.headers.operator, undefined))
      .json()
      .find((s: { name: string }) => s.name === 'DEMO — not for operational use');
    expect(demo.active).toBe(false);
    expect((await t.send('DELETE', `/api/hot_table_sets/${set.id}`, c.headers.admin, undefined)).statusCode).toBe(409);
  });

  it('only hot_tables_manage imports or activates', async () => {
    expect((await importSet('dry_run=true', { ...season, format: 'csv', content: goodCsv }, 'supervisor')).statusCode).toBe(403);
    expect((await t.send('POST', '/api/hot_table_sets/1/activate', c.headers.operator, { version: 1 })).statusCode).toBe(403);
  });
});
