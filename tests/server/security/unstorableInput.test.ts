import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportNames } from '../../../model/modules/reporting/catalogue';
import { bearer, createTestApp, type TestApp } from '../helper';
import { loadDeIcingContext, newTypeIVFluid } from '../modules/de_icing/deIcingFixtures';
import { loadPartsContext } from '../modules/parts/partsFixtures';

/**
 * Input that validation once let through to PostgreSQL, which cannot store it: a NUL in text the
 * handlers parsed themselves, and dates with no year PostgreSQL holds. Each is now refused as bad
 * input on its field, before the handler (docs/security.md, "Bad input").
 */
let t: TestApp;
let admin: Record<string, string>;
let place: { station_id: number; material_id: number };
let activityId: number;
const nul = 'a\u0000b';
const notAllowed = 'This field contains characters that are not allowed.';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  admin = bearer(await t.tokenFor('admin@tarmac.test'));
  const deIcing = await loadDeIcingContext(t);
  const fluid = await newTypeIVFluid(t, deIcing, 'Nul test');
  place = { station_id: deIcing.station.CDG.id, material_id: fluid.materialId };
  activityId = (await loadPartsContext(t, 'nul-abroad@tarmac.test')).activity.id;
});
afterAll(() => t?.close());

describe('a NUL character in text a handler reads is refused on its field (422)', () => {
  const cases: [string, string, string, () => Record<string, unknown>][] = [
    [
      'de-icing delivery',
      '/api/de_icing/deliveries',
      'reference',
      () => ({ ...place, litres: 100, delivered_at: '2027-01-01T00:00:00Z', reference: nul }),
    ],
    [
      'de-icing delivery',
      '/api/de_icing/deliveries',
      'batch_no',
      () => ({ ...place, litres: 100, delivered_at: '2027-01-01T00:00:00Z', batch_no: nul }),
    ],
    ['stock issue', '/api/stock_movements/issue', 'reference', () => ({ ...place, quantity: 1, reference: nul })],
    ['stock issue', '/api/stock_movements/issue', 'lot', () => ({ ...place, quantity: 1, lot: nul })],
    ['stock scrap', '/api/stock_movements/scrap', 'reason', () => ({ ...place, quantity: 1, reason: nul })],
    ['stock adjustment', '/api/stock_movements/adjustment', 'reason', () => ({ ...place, quantity: 1, reason: nul })],
    [
      'stock transfer',
      '/api/stock_transfers',
      'lot',
      () => ({ from_station_id: place.station_id, to_station_id: place.station_id, material_id: place.material_id, quantity: 1, lot: nul }),
    ],
    ['parts on a job', `/api/activities/{activity}/parts`, 'lot', () => ({ ...place, quantity: 1, lot: nul })],
    ['on-call intake', '/api/on_call_requests', 'caller_name', () => ({ priority: 'aog', caller_name: nul, defect: 'Tyre' })],
    ['on-call intake', '/api/on_call_requests', 'defect', () => ({ priority: 'aog', caller_name: 'Ops', defect: nul })],
    ['stock count', '/api/stock_counts', 'remarks', () => ({ station_id: place.station_id, remarks: nul })],
    [
      'report schedule',
      '/api/report_schedules',
      'name',
      () => ({ report: 'work_billing', name: nul, region_id: 1, params: {}, frequency: 'weekly', hour: 6, recipient_ids: [1] }),
    ],
  ];
  it.each(cases)('%s: %s (%s)', async (_what, path, field, body) => {
    const res = await t.send('POST', path.replace('{activity}', String(activityId)), admin, body());
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field], res.body).toContain(notAllowed);
  });
});

describe('dates PostgreSQL cannot hold are refused as bad input (422), outside 1900–2200', () => {
  it('auto-assign of 9999-12-31 (a time zone would carry it past year 9999)', async () => {
    const res = await t.send('POST', '/api/activities/auto_assign', admin, { date: '9999-12-31', dry_run: true });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['date']);
  });

  it('on-call KPIs from year 1 to 9999', async () => {
    const res = await t.send('GET', '/api/on_call/kpis?from=0001-01-01&to=9999-12-31', admin);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['from', 'to']);
  });

  it.each(reportNames)('report %s in year 0', async (name) => {
    const res = await t.send('GET', `/api/reports/${name}?from=0000-01-01&to=0000-01-02&region_id=1`, admin);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.from).toEqual(['Enter a date between 1900 and 2200.']);
  });
});
