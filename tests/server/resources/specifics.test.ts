import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calibrationStatus } from '../../../model/resources/calibrated_tools';
import { appSettings, users } from '../../../server/db/schema';
import { bearer, createTestApp, queryJson, type HttpMethod, type TestApp } from '../helper';
import { loadSampleContext, samples, type SampleContext } from './samples';

/** What some resources do beyond the generic contract: computed fields, nested lists, accounts, settings, lookup. */
let t: TestApp;
let admin: Record<string, string>;
let context: SampleContext;
let counter = 7000;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  admin = bearer(await t.login('admin@tarmac.test'));
  context = await loadSampleContext(t.database.db);
});
afterAll(() => t.close());

const call = (method: HttpMethod, url: string, payload?: unknown, headers = admin) => t.send(method, url, headers, payload);
const today = () => new Date().toISOString().slice(0, 10);

describe('calibrated_tools', () => {
  it('computes next_due from the last calibration and the interval, with its status', async () => {
    const res = await call('POST', '/api/calibrated_tools', {
      ...samples.calibrated_tools.create(context, ++counter),
      last_calibrated: '2025-01-10',
      calibration_interval_days: 30,
    });
    expect(res.json()).toMatchObject({ next_due: '2025-02-09', calibration_status: 'overdue' });
    const updated = await call('PUT', `/api/calibrated_tools/${res.json().id}`, {
      version: 1,
      last_calibrated: today(),
      calibration_interval_days: 10,
    });
    expect(updated.json().calibration_status).toBe('due_soon');
    const never = await call('POST', '/api/calibrated_tools', {
      ...samples.calibrated_tools.create(context, ++counter),
      last_calibrated: null,
    });
    expect(never.json()).toMatchObject({ next_due: null, calibration_status: 'never_calibrated' });
  });

  it('filters by calibration status, agreeing with the shared rule; the demo has tools overdue', async () => {
    for (const status of ['overdue', 'due_soon', 'valid'] as const) {
      const rows = (
        await call('GET', `/api/calibrated_tools?filter=${queryJson({ calibration_status: status })}&range=${queryJson([0, 999])}`)
      ).json() as { next_due: string; calibration_status: string }[];
      expect(rows.length, status).toBeGreaterThan(0);
      for (const row of rows) expect(calibrationStatus(row.next_due, today())).toBe(status);
    }
    expect((await call('GET', `/api/calibrated_tools?filter=${queryJson({ calibration_status: 'soonish' })}`)).statusCode).toBe(422);
  });

  it('does not let a client write next_due', async () => {
    const res = await call('POST', '/api/calibrated_tools', {
      ...samples.calibrated_tools.create(context, ++counter),
      next_due: '2030-01-01',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['next_due']);
  });
});

describe('technicians', () => {
  it('stores authorisations as a nested list, replaced on update', async () => {
    const created = (await call('POST', '/api/technicians', samples.technicians.create(context, ++counter))).json();
    expect(created.authorisations).toEqual([{ aircraft_type_id: context.aircraftTypeId, category: 'B1', valid_until: '2027-06-30' }]);
    const replaced = await call('PUT', `/api/technicians/${created.id}`, {
      ...created,
      authorisations: [{ aircraft_type_id: context.aircraftTypeId, category: 'B2' }],
    });
    expect(replaced.json().authorisations).toEqual([{ aircraft_type_id: context.aircraftTypeId, category: 'B2', valid_until: null }]);
    const twice = [
      { aircraft_type_id: context.aircraftTypeId, category: 'B1' },
      { aircraft_type_id: context.aircraftTypeId, category: 'B1' },
    ];
    expect((await call('PUT', `/api/technicians/${created.id}`, { version: 2, authorisations: twice })).statusCode).toBe(422);
  });

  it('needs a licence number for a licence', async () => {
    const res = await call('POST', '/api/technicians', { ...samples.technicians.create(context, ++counter), licence_number: null });
    expect(res.json().errors).toEqual({ licence_number: ['Enter the licence number.'] });
  });
});

describe('flight_schedule', () => {
  it('normalises flight numbers and weekdays, and keeps its services', async () => {
    const body = { ...samples.flight_schedule.create(context, ++counter), inbound_flight_no: ' zz 991', outbound_flight_no: 'zz992' };
    const created = await call('POST', '/api/flight_schedule', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      inbound_flight_no: 'ZZ991',
      outbound_flight_no: 'ZZ992',
      days_of_week: [1, 3, 5],
      sta: '08:15:00',
    });
    expect([...created.json().service_ids].sort()).toEqual([...context.serviceIds].sort());
    const again = await call('POST', '/api/flight_schedule', body);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.outbound_flight_no).toEqual(['This value is already used by another record.']);
  });

  it('checks rules across fields on create and on the merged record of an update', async () => {
    const bad = await call('POST', '/api/flight_schedule', {
      ...samples.flight_schedule.create(context, ++counter),
      valid_to: '2025-12-31',
    });
    expect(bad.json().errors).toEqual({ valid_to: ['The end date cannot be before the start date.'] });
    const none = await call('POST', '/api/flight_schedule', {
      ...samples.flight_schedule.create(context, ++counter),
      inbound_flight_no: null,
      outbound_flight_no: '',
    });
    expect(none.json().errors).toEqual({ outbound_flight_no: ['Enter an inbound or an outbound flight number.'] });
    const created = (await call('POST', '/api/flight_schedule', samples.flight_schedule.create(context, ++counter))).json();
    const update = await call('PUT', `/api/flight_schedule/${created.id}`, { version: 1, valid_from: '2026-06-01' });
    expect(update.json().errors).toEqual({ valid_to: ['The end date cannot be before the start date.'] });
  });

  it('searches, orders and counts the same whether a term is long enough for the trigram index or not', async () => {
    const created: { id: number; valid_from: string }[] = [];
    for (let k = 0; k < 7; k++) {
      const body = {
        ...samples.flight_schedule.create(context, ++counter),
        inbound_flight_no: `QW${7100 + 2 * k + 1}`,
        outbound_flight_no: `QW${7100 + 2 * k}`,
        valid_from: `2026-0${1 + k}-01`,
        valid_to: null,
      };
      created.push((await call('POST', '/api/flight_schedule', body)).json());
    }
    const newestFirst = created.map((c) => c.id).reverse();
    const list = (term: string, range: [number, number]) =>
      call(
        'GET',
        `/api/flight_schedule?filter=${queryJson({ q: term })}&sort=${queryJson(['valid_from', 'DESC'])}&range=${queryJson(range)}`,
      );

    const firstPage = await list('qw71', [0, 2]);
    expect(firstPage.json().map((r: { id: number }) => r.id)).toEqual(newestFirst.slice(0, 3));
    expect(firstPage.headers['content-range']).toBe('flight_schedule 0-2/7');
    const lastPage = await list('QW71', [6, 8]);
    expect(lastPage.json().map((r: { id: number }) => r.id)).toEqual(newestFirst.slice(6));
    expect(lastPage.headers['content-range']).toBe('flight_schedule 6-6/7');
    const pastTheEnd = await list('QW71', [25, 49]);
    expect(pastTheEnd.json()).toEqual([]);
    expect(pastTheEnd.headers['content-range']).toBe('flight_schedule */7');
    const oneFlight = await list('QW7104', [0, 24]);
    expect(oneFlight.json().map((r: { id: number }) => r.id)).toEqual([created[2].id]);
    expect(oneFlight.headers['content-range']).toBe('flight_schedule 0-0/1');
    // Two characters: too short for a trigram, answered by the ordinary plan, same rows.
    const short = await call(
      'GET',
      `/api/flight_schedule?filter=${queryJson({ q: 'QW', station_id: context.stationId })}&sort=${queryJson(['valid_from', 'DESC'])}&range=${queryJson([0, 24])}`,
    );
    expect(short.json().map((r: { id: number }) => r.id)).toEqual(newestFirst);
    expect(short.headers['content-range']).toBe('flight_schedule 0-6/7');
  });

  it('can answer a flight-number search from the trigram index on PostgreSQL and PGlite', async () => {
    // The demo table is small enough to scan; forbid scans to see that the trigram index serves
    // the ILIKE (bench/settings-list shows the planner choosing it by itself on 100 000 rows).
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute('set local enable_seqscan = off');
      await tx.execute('set local enable_indexscan = off');
      return tx.execute("explain select id from flight_schedule where inbound_flight_no ilike '%AF1001%'");
    });
    expect(JSON.stringify(plan)).toContain('flight_schedule_inbound_trgm_idx');
  });
});

describe('users and roles', () => {
  it('never shows a password and lower-cases e-mail addresses', async () => {
    const created = await call('POST', '/api/users', samples.users.create(context, ++counter));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().email).toBe(`user${counter}@example.test`);
    const list = (await call('GET', `/api/users?range=${queryJson([0, 99])}`)).json() as Record<string, unknown>[];
    for (const user of list) {
      expect(user).not.toHaveProperty('password_hash');
      expect(user).not.toHaveProperty('photo_path');
      expect(user).toHaveProperty('region_ids');
    }
    expect((await call('POST', '/api/users', { ...samples.users.create(context, ++counter), password: 'x' })).statusCode).toBe(422);
    const duplicate = await call('POST', '/api/users', { ...samples.users.create(context, counter), email: 'ADMIN@tarmac.test' });
    expect(duplicate.json().errors).toEqual({ email: ['This value is already used by another record.'] });
  });

  it('keeps the active region among the memberships when they change', async () => {
    const created = (await call('POST', '/api/users', samples.users.create(context, ++counter))).json();
    expect(created.instance_id).toBe(context.regionId);
    const moved = await call('PUT', `/api/users/${created.id}`, { version: 1, region_ids: [context.otherRegionId] });
    expect(moved.json()).toMatchObject({ region_ids: [context.otherRegionId], instance_id: context.otherRegionId });
  });

  it('e-mails a password reset link on request', async () => {
    const [planner] = await t.database.db.select().from(users).where(eq(users.email, 'planner@tarmac.test'));
    const sent = t.mail.messages.length;
    const res = await call('POST', `/api/users/${planner.id}/reset-link`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('planner@tarmac.test');
    expect(t.mail.messages.slice(sent)).toHaveLength(1);
    expect(t.mail.messages.at(-1)!.text).toMatch(/\/password\/reset\/[A-Za-z0-9_-]{43}\?email=planner%40tarmac\.test/);
    const planners = bearer(await t.login('planner@tarmac.test'));
    expect((await call('POST', `/api/users/${planner.id}/reset-link`, undefined, planners)).statusCode).toBe(403);
  });

  it('refuses to delete a built-in role but deletes others; lists permission names', async () => {
    expect((await call('DELETE', '/api/roles/1')).statusCode).toBe(409);
    const role = (await call('POST', '/api/roles', samples.roles.create(context, ++counter))).json();
    expect(role.permissions).toEqual(['settings_tab']);
    expect((await call('DELETE', `/api/roles/${role.id}`)).statusCode).toBe(200);
    const bad = await call('POST', '/api/roles', { name: 'bad', permissions: ['fly_the_plane'] });
    expect(Object.keys(bad.json().errors)).toEqual(['permissions.0']);
  });
});

describe('setting', () => {
  it('reads and updates the single row with its version, never exposing the signing secret', async () => {
    await t.database.db.update(appSettings).set({ signing_secret: 'top-secret' }).where(eq(appSettings.id, 1));
    const current = (await call('GET', '/api/setting')).json();
    expect(current).not.toHaveProperty('signing_secret');
    expect(JSON.stringify(current)).not.toContain('top-secret');
    // The lead times of the Resources due lists and the Parts shelf-life alert are settings too.
    expect(current).toMatchObject({ service_alert_days: 30, insurance_alert_days: 30, shelf_life_alert_days: 60 });
    // So is the Part-145 approval reference every certificate of release to service states (145.A.50(a)).
    expect(current.approval_reference).toBe('NL.145.1234');
    const updated = await call('PUT', '/api/setting', {
      ...current,
      company_name: 'Tarmac Nordic',
      approval_reference: ' SE.145.0042 ',
      planning_horizon_days: 21,
      service_alert_days: 45,
      insurance_alert_days: 20,
      shelf_life_alert_days: 90,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      company_name: 'Tarmac Nordic',
      approval_reference: 'SE.145.0042',
      planning_horizon_days: 21,
      service_alert_days: 45,
      insurance_alert_days: 20,
      shelf_life_alert_days: 90,
      version: current.version + 1,
    });
    expect((await call('PUT', '/api/setting', { version: updated.json().version, service_alert_days: 0 })).statusCode).toBe(422);
    expect((await call('PUT', '/api/setting', { version: updated.json().version, approval_reference: 'X'.repeat(41) })).statusCode).toBe(
      422,
    );
    const stale = await call('PUT', '/api/setting', { ...current, company_name: 'Stale' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.company_name).toBe('Tarmac Nordic');
    expect((await call('PUT', '/api/setting', { version: updated.json().version, signing_secret: 'x' })).statusCode).toBe(422);
    expect((await call('PUT', '/api/setting', { version: updated.json().version, date_format: 'whenever' })).statusCode).toBe(422);
    const planner = bearer(await t.login('planner@tarmac.test'));
    expect((await call('GET', '/api/setting', undefined, planner)).statusCode).toBe(200);
    expect((await call('PUT', '/api/setting', { version: updated.json().version, company_name: 'Mine' }, planner)).statusCode).toBe(403);
  });
});

describe('airport lookup', () => {
  it('finds airports by IATA, ICAO, name or city in the packaged OpenFlights data', async () => {
    const [cdg] = (await call('GET', '/api/airport/lookup?q=cdg')).json();
    expect(cdg).toMatchObject({ iata: 'CDG', icao: 'LFPG', city: 'Paris', country: 'FR', time_zone: 'Europe/Paris' });
    expect(cdg.latitude).toBeCloseTo(49.01, 1);
    expect((await call('GET', '/api/airport/lookup?q=ESSA')).json()[0].iata).toBe('ARN');
    const byCity = (await call('GET', '/api/airport/lookup?q=london')).json() as { iata: string; country: string }[];
    expect(byCity.map((a) => a.iata)).toEqual(expect.arrayContaining(['LHR', 'LGW']));
    expect(byCity.length).toBeLessThanOrEqual(20);
    expect((await call('GET', '/api/airport/lookup?q=abidjan')).json()[0].country).toBe('CI');
    expect((await call('GET', '/api/airport/lookup')).statusCode).toBe(422);
  });
});
