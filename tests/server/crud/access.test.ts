import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { defaultRolePermissions } from '../../../model/permissions';
import { canAccessResource, resourceAccess, type ResourceAction } from '../../../model/resourceAccess';
import { roleIds, roleNames, type RoleName } from '../../../model/roles';
import { flightSchedule, stations } from '../../../server/db/schema';
import { resourceDefinitions } from '../../../server/modules';
import { createTestApp, demoRoleHeaders, queryJson, type TestApp } from '../helper';
import { loadSampleContext, samples, type SampleContext } from '../resources/samples';

/**
 * Permissions (docs/security.md): who may read and write what, enforced by the server exactly as the shared table
 * (model/resourceAccess.ts) tells the browser's canAccess; and region scoping of reads and writes.
 */
let t: TestApp;
let context: SampleContext;
let tokens: Record<RoleName, Record<string, string>>;
let counter = 500;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  context = await loadSampleContext(t.database.db);
  tokens = await demoRoleHeaders(t);
});
afterAll(() => t.close());

/**
 * The settings resources answer as the shared table says; a module's own resource (training
 * sessions) as its definition's access, which the module's screens read the same way.
 */
function allowed(granted: readonly string[], name: string, action: ResourceAction): boolean {
  if (name in resourceAccess) return canAccessResource(granted, name, action);
  const access = resourceDefinitions.find((d) => d.name === name)!.access;
  return (action === 'list' ? access.read : access.write).some((permission) => granted.includes(permission));
}

describe.each(roleNames.map((role) => [role]))('as %s', (role) => {
  const granted = defaultRolePermissions[roleIds[role]];

  it.each(resourceDefinitions.map((d) => [d.name]))('%s: reads and writes exactly as canAccess says', async (name) => {
    const headers = tokens[role];
    const list = await t.app.inject({ method: 'GET', url: `/api/${name}`, headers });
    expect(list.statusCode, list.body).toBe(allowed(granted, name, 'list') ? 200 : 403);

    const created = await t.app.inject({ method: 'POST', url: `/api/${name}`, headers, payload: samples[name].create(context, ++counter) });
    if (allowed(granted, name, 'create')) {
      expect(created.statusCode, created.body).toBe(201);
    } else {
      expect(created.statusCode, created.body).toBe(403);
      expect(created.json()).toEqual({ message: 'You are not allowed to do this.' });
    }
  });
});

describe('the permission table', () => {
  it('gives planners planning data, supervisors station assets, and writes of the rest to admins only', () => {
    const can = (role: keyof typeof roleIds, resource: string, action = 'create') =>
      canAccessResource(defaultRolePermissions[roleIds[role]], resource, action);
    for (const r of ['flight_schedule', 'services', 'road_trips', 'customers']) expect(can('planner', r), r).toBe(true);
    for (const r of ['equipment', 'trucks', 'calibrated_tools', 'technicians', 'memos']) expect(can('supervisor', r), r).toBe(true);
    for (const r of ['users', 'roles', 'regions', 'setting', 'airport', 'stations']) {
      expect(can('planner', r), r).toBe(false);
      expect(can('supervisor', r), r).toBe(false);
      expect(can('admin', r), r).toBe(true);
    }
    expect(can('technician', 'stations', 'list')).toBe(false);
    expect(can('planner', 'stations', 'list')).toBe(true);
  });
});

describe('region scope', () => {
  it("lists only the active region and hides other regions' records", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/flight_schedule?range=${queryJson([0, 999])}`, headers: tokens.planner });
    const rows = res.json() as { region_id: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.region_id))).toEqual(new Set([context.regionId]));

    const [foreign] = await t.database.db
      .select({ id: flightSchedule.id })
      .from(flightSchedule)
      .where(eq(flightSchedule.region_id, context.otherRegionId))
      .limit(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/flight_schedule/${foreign.id}`, headers: tokens.planner })).statusCode).toBe(
      404,
    );
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/api/flight_schedule?filter=${queryJson({ region_id: context.otherRegionId })}`,
      headers: tokens.planner,
    });
    expect(filtered.json()).toEqual([]);
  });

  it('puts a new record in the active region unless told otherwise', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/flight_schedule',
      headers: tokens.planner,
      payload: samples.flight_schedule.create(context, ++counter),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().region_id).toBe(context.regionId);
  });

  it('refuses writes into a region the user is not a member of (403)', async () => {
    const body = {
      ...samples.flight_schedule.create(context, ++counter),
      region_id: context.otherRegionId,
      station_id: context.otherRegionStationId,
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/flight_schedule', headers: tokens.planner, payload: body });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual({ message: 'You are not a member of this region.' });

    const [foreign] = await t.database.db.select().from(flightSchedule).where(eq(flightSchedule.region_id, context.otherRegionId)).limit(1);
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/flight_schedule/${foreign.id}`,
      headers: tokens.planner,
      payload: { version: foreign.version, remarks: 'mine now' },
    });
    // A record of a region the caller is not a member of is not found, as if it did not exist.
    expect(update.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/flight_schedule/${foreign.id}`, headers: tokens.planner })).statusCode).toBe(
      404,
    );

    const own = (
      await t.app.inject({
        method: 'POST',
        url: '/api/trucks',
        headers: tokens.supervisor,
        payload: samples.trucks.create(context, ++counter),
      })
    ).json();
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/trucks/${own.id}`,
      headers: tokens.supervisor,
      payload: { version: own.version, region_id: context.otherRegionId },
    });
    expect(moved.statusCode).toBe(403);
  });

  it('refuses a station of another region on a record (422 on the field)', async () => {
    const body = { ...samples.equipment.create(context, ++counter), station_id: context.otherRegionStationId };
    const res = await t.app.inject({ method: 'POST', url: '/api/equipment', headers: tokens.admin, payload: body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ station_id: ['The selected record belongs to another region.'] });
  });

  it('shows company-wide memos to every region; only administrators write them', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/memos?filter=${queryJson({ region_id: null })}`,
      headers: tokens.supervisor,
    });
    expect((list.json() as unknown[]).length).toBeGreaterThan(0);
    const body = { ...samples.memos.create(context, ++counter), region_id: null, station_id: null };
    expect((await t.app.inject({ method: 'POST', url: '/api/memos', headers: tokens.supervisor, payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/memos', headers: tokens.admin, payload: body })).statusCode).toBe(201);
  });

  it('follows the active region when the user switches', async () => {
    const [station] = await t.database.db.select().from(stations).where(eq(stations.code, 'ARN'));
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/changeSession',
      headers: tokens.planner,
      payload: { instance_id: station.region_id },
    });
    expect(switched.statusCode).toBe(200);
    const rows = (
      await t.app.inject({ method: 'GET', url: `/api/stations?range=${queryJson([0, 99])}`, headers: tokens.planner })
    ).json() as { region_id: number }[];
    expect(new Set(rows.map((r) => r.region_id))).toEqual(new Set([station.region_id]));
    await t.app.inject({ method: 'POST', url: '/api/changeSession', headers: tokens.planner, payload: { instance_id: context.regionId } });
  });
});
