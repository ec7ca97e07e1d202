import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../helper';
import { loadRosterContext, rosterApi } from './rosterFixtures';

/** Each rest rule (docs/modules/manpower.md) is a company setting (GET/PUT /api/setting), in a validated range, and the roster judges with it. */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.tokenFor('admin@tarmac.test'));
});
afterAll(() => t.close());

describe('rest-rule settings', () => {
  it('reads the six with their defaults and refuses values out of range, naming each field', async () => {
    const current = (await t.send('GET', '/api/setting', admin)).json();
    expect(current).toMatchObject({
      min_daily_rest_hours: 11,
      min_weekly_rest_hours: 35,
      max_average_weekly_hours: 48,
      average_reference_weeks: 17,
      us_weekly_off_hours: 24,
      max_consecutive_days: 6,
    });
    const res = await t.send('PUT', '/api/setting', admin, {
      version: current.version,
      min_daily_rest_hours: 0,
      average_reference_weeks: 53,
      max_consecutive_days: 2.5,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['average_reference_weeks', 'max_consecutive_days', 'min_daily_rest_hours']);
  });

  it('the roster shows and applies the values saved', async () => {
    const c = await loadRosterContext(t);
    const current = (await t.send('GET', '/api/setting', admin)).json();
    const saved = await t.send('PUT', '/api/setting', admin, { version: current.version, max_consecutive_days: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    const roster = rosterApi(t, admin);
    const rules = (await roster.get(c.station.CDG, '2036-10-05', '2036-10-11')).json().rules;
    expect(rules.find((r: { rule: string }) => r.rule === 'consecutive_days').value).toBe(2);
    const days = ['2036-10-06', '2036-10-07', '2036-10-08'].map((local_date) => ({
      technician_id: c.cdg[0],
      local_date,
      shift_type_id: c.shift.D,
      version: null,
    }));
    const refused = await roster.save({ station_id: c.station.CDG, changes: days });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations).toEqual([
      expect.objectContaining({ rule: 'consecutive_days', local_date: '2036-10-08', params: { days: 3, max: 2 } }),
    ]);
  });
});
