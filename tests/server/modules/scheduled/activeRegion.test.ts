import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, forgetSessions, type TestApp } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from './fixtures';
import { scheduledApi } from './scheduledApi';

/**
 * Reads follow the active region; writes reach every region the caller is a member of
 * (docs/security.md, "The active region"). A write to a record of a region the caller does not
 * belong to answers exactly as an id that does not exist.
 */
let t: TestApp;
let c: ScheduledContext;
let admin: Record<string, string>;
let namActivity: { id: number; version: number };

const switchRegion = async (headers: Record<string, string>, regionId: number) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/changeSession', headers, payload: { instance_id: regionId } });
  expect(res.statusCode, res.body).toBe(200);
  forgetSessions(t.app);
};

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  admin = bearer(await t.tokenFor('admin@tarmac.test'));
  // Ad-hoc work at JFK (NAM), created while NAM is the admin's active region, then back to EUR-W.
  await switchRegion(admin, c.otherRegionId);
  const created = await scheduledApi(t, admin).create({
    station_id: c.station.JFK,
    local_date: '2030-03-04',
    customer_id: c.customerId,
    aircraft_type_id: c.aircraftTypeId,
    sta: '10:00',
    std: '11:00',
    inbound_flight_no: 'ZZ901',
    service_ids: [c.service.TRANSIT.id],
  });
  expect(created.statusCode, created.body).toBe(201);
  namActivity = created.json();
  await switchRegion(admin, c.regionId);
});
afterAll(() => t.close());

describe('the active region', () => {
  it('hides another member region’s activity from reads, naming the region that holds it', async () => {
    const res = await scheduledApi(t, admin).get(namActivity.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().region_id).toBe(c.otherRegionId);
    const list = await scheduledApi(t, admin).list({ date: '2030-03-04' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((a: { id: number }) => a.id)).not.toContain(namActivity.id);
  });

  it('lets a member write an activity of a region that is not their active one (a second tab keeps working)', async () => {
    const res = await scheduledApi(t, admin).update(namActivity.id, {
      version: namActivity.version,
      remarks: 'Tow bar left at stand B12',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().remarks).toBe('Tow bar left at stand B12');
  });

  it('answers a non-member’s write exactly as an id that does not exist', async () => {
    const supervisor = bearer(await t.tokenFor('supervisor@tarmac.test'));
    const foreign = await scheduledApi(t, supervisor).update(namActivity.id, { version: 1, remarks: 'x' });
    const missing = await scheduledApi(t, supervisor).update(2_147_483_000, { version: 1, remarks: 'x' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });
});
