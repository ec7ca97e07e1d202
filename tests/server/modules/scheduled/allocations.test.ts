import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIds } from '../../../../model/roles';
import { calibratedTools, equipment, trucks } from '../../../../server/db/schema';
import { createTestApp, insertUser, type TestApp } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from './fixtures';
import { newActivity, workAs, type WorkApi } from './workFixtures';

/** Allocating trucks, equipment and calibrated tools is refused like an assignment. */
let t: TestApp;
let c: ScheduledContext;
let admin: WorkApi;
let planner: WorkApi;
let outsider: WorkApi;

const reason = 'The GPU was checked this morning; status not updated yet.';
const failed = (body: { rules: { rule: string; ok: boolean }[] }) => body.rules.filter((r) => !r.ok).map((r) => r.rule);

async function newEquipment(status: 'serviceable' | 'unserviceable', station: 'AMS' | 'JFK' = 'AMS') {
  const [row] = await t.database.db
    .insert(equipment)
    .values({
      region_id: station === 'JFK' ? c.otherRegionId : c.regionId,
      station_id: c.station[station],
      asset_no: `GPU-${Math.random().toString(36).slice(2, 8)}`,
      name: 'Ground power unit',
      status,
    })
    .returning({ id: equipment.id });
  return row.id;
}

async function newTool(status: 'in_service' | 'quarantined', lastCalibrated: string | null) {
  const [row] = await t.database.db
    .insert(calibratedTools)
    .values({
      region_id: c.regionId,
      station_id: c.station.AMS,
      tool_no: `TW-${Math.random().toString(36).slice(2, 8)}`,
      description: 'Torque wrench',
      calibration_interval_days: 365,
      last_calibrated: lastCalibrated,
      status,
    })
    .returning({ id: calibratedTools.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  [admin, planner] = await Promise.all(['admin@tarmac.test', 'planner@tarmac.test'].map((email) => workAs(t, email)));
  await insertUser(t, { email: 'nam-planner@tarmac.test', role_id: roleIds.planner, regions: ['NAM'] });
  outsider = await workAs(t, 'nam-planner@tarmac.test');
});
afterAll(() => t.close());

describe('POST /api/activities/:id/allocations', () => {
  it('allocates a serviceable resource and a tool in calibration; both show on the activity and can be released', async () => {
    const activity = await newActivity(admin, c, { date: '2036-06-01' });
    const gpu = await newEquipment('serviceable');
    const tool = await newTool('in_service', '2036-01-01');
    const [truck] = await t.database.db
      .insert(trucks)
      .values({ region_id: c.regionId, station_id: c.station.AMS, registration: 'AMS-VAN-9', type: 'service_van' })
      .returning({ id: trucks.id });
    for (const [kind, resource_id] of [
      ['equipment', gpu],
      ['calibrated_tool', tool],
      ['truck', truck.id],
    ] as const) {
      const res = await planner.allocate(activity.id, { kind, resource_id });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ kind, resource_id, override_reason: null });
    }
    const record = (await planner.get(activity.id)).json();
    expect(record.allocations.map((a: { kind: string }) => a.kind)).toEqual(['equipment', 'calibrated_tool', 'truck']);
    expect((await planner.allocate(activity.id, { kind: 'equipment', resource_id: gpu })).statusCode).toBe(422);
    const released = await planner.release(activity.id, record.allocations[0].id);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().allocations).toHaveLength(2);
  });

  it('refuses equipment that is not serviceable and a quarantined tool in calibration, whatever the reason given (EASA Part-145 145.A.40)', async () => {
    const activity = await newActivity(admin, c, { date: '2036-06-02' });
    const gpu = await newEquipment('unserviceable');
    const res = await planner.allocate(activity.id, { kind: 'equipment', resource_id: gpu });
    expect(res.statusCode, res.body).toBe(422);
    expect(failed(res.json())).toEqual(['resource_status']);
    expect(res.json().errors.resource_id).toHaveLength(1);
    for (const [kind, resource_id] of [
      ['equipment', gpu],
      ['calibrated_tool', await newTool('quarantined', '2036-01-01')],
    ] as const) {
      const overridden = await admin.allocate(activity.id, { kind, resource_id, override_reason: reason });
      expect(overridden.statusCode, overridden.body).toBe(422);
      expect(failed(overridden.json())).toEqual(['resource_status']);
    }
    const [van] = await t.database.db
      .insert(trucks)
      .values({ region_id: c.regionId, station_id: c.station.AMS, registration: 'AMS-VAN-Q', type: 'service_van', status: 'unserviceable' })
      .returning({ id: trucks.id });
    const truck = await admin.allocate(activity.id, { kind: 'truck', resource_id: van.id, override_reason: reason });
    expect(truck.statusCode, truck.body).toBe(422);
    expect(failed(truck.json())).toEqual(['resource_status']);
    expect((await planner.get(activity.id)).json().allocations).toEqual([]);
  });

  it('a truck past its service date is still taken with a written reason (kept)', async () => {
    const activity = await newActivity(admin, c, { date: '2036-06-05' });
    const [van] = await t.database.db
      .insert(trucks)
      .values({
        region_id: c.regionId,
        station_id: c.station.AMS,
        registration: 'AMS-VAN-S',
        type: 'service_van',
        next_service_date: '2036-06-01',
      })
      .returning({ id: trucks.id });
    const res = await planner.allocate(activity.id, { kind: 'truck', resource_id: van.id });
    expect(res.statusCode, res.body).toBe(422);
    expect(failed(res.json())).toEqual(['service_due']);
    const overridden = await planner.allocate(activity.id, { kind: 'truck', resource_id: van.id, override_reason: reason });
    expect(overridden.statusCode, overridden.body).toBe(201);
    expect((await planner.get(activity.id)).json().allocations[0]).toMatchObject({ resource_id: van.id, override_reason: reason });
  });

  it('refuses a tool past its calibration due date, naming every reason, and no reason sets that aside', async () => {
    const activity = await newActivity(admin, c, { date: '2036-06-03' });
    const tool = await newTool('quarantined', '2035-01-01');
    const res = await admin.allocate(activity.id, { kind: 'calibrated_tool', resource_id: tool });
    expect(res.statusCode, res.body).toBe(422);
    expect(failed(res.json())).toEqual(['resource_status', 'calibration_due']);
    expect(res.json().errors.resource_id).toHaveLength(2);
    const overridden = await admin.allocate(activity.id, { kind: 'calibrated_tool', resource_id: tool, override_reason: reason });
    expect(overridden.statusCode, overridden.body).toBe(422);
    expect((await admin.get(activity.id)).json().allocations).toEqual([]);
  });

  it('refuses a resource of another region or of the wrong kind as if it did not exist', async () => {
    const activity = await newActivity(admin, c, { date: '2036-06-04' });
    const foreign = await newEquipment('serviceable', 'JFK');
    for (const body of [
      { kind: 'equipment', resource_id: foreign },
      { kind: 'truck', resource_id: await newEquipment('serviceable') },
      { kind: 'crane', resource_id: 1 },
    ]) {
      const res = await admin.allocate(activity.id, body);
      expect(res.statusCode, res.body).toBe(422);
    }
  });
});

describe('region isolation', () => {
  it('answers 404 to a user of another region', async () => {
    const activity = await newActivity(admin, c, { date: '2036-06-05' });
    const gpu = await newEquipment('serviceable');
    const allocation = (await admin.allocate(activity.id, { kind: 'equipment', resource_id: gpu })).json();
    expect((await outsider.allocate(activity.id, { kind: 'equipment', resource_id: gpu })).statusCode).toBe(404);
    expect((await outsider.release(activity.id, allocation.id)).statusCode).toBe(404);
    expect((await admin.get(activity.id)).json().allocations).toHaveLength(1);
  });
});
