import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIds } from '../../../../model/roles';
import { calibratedTools, trucks } from '../../../../server/db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, insertUser, type TestApp } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from '../scheduled/fixtures';
import { newActivity, workAs, type WorkApi } from '../scheduled/workFixtures';
import { resourceMaker, resourcesAs, type ResourcesApi } from './resourceFixtures';

/** The Resources tab (docs/modules/resource_allocation.md): activity allocations as bookings, calibration trips and tool usage, transfers, due lists. */
let t: TestApp;
let c: ScheduledContext;
let admin: WorkApi;
let planner: ResourcesApi;
let outsider: ResourcesApi;
let make: ReturnType<typeof resourceMaker>;

const window = (from: string, to: string) => `from=${from}&to=${to}`;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  make = resourceMaker(t, c);
  admin = await workAs(t, 'admin@tarmac.test');
  planner = await resourcesAs(t, 'planner@tarmac.test');
  await insertUser(t, { email: 'nam-life@tarmac.test', role_id: roleIds.planner, regions: ['NAM'] });
  outsider = await resourcesAs(t, 'nam-life@tarmac.test');
});
afterAll(() => t.close());

const toolBookings = async (tool: number, day: string) =>
  (await planner.bookings(`kind=calibrated_tool&${window(`${day}T00:00:00Z`, `${day}T23:59:00Z`)}`))
    .json()
    .bookings.filter((b: { key: string }) => b.key === `calibrated_tool:${tool}`);

describe('activity allocations are bookings', () => {
  it('allocating books the resource over the activity window, moving the activity moves it, a clash refuses the move, cancelling releases it', async () => {
    const tool = await make.tool();
    const first = await newActivity(admin, c, { date: '2036-04-01', sta: '10:00', std: '11:00' });
    const second = await newActivity(admin, c, { date: '2036-04-01', sta: '13:00', std: '14:00' });
    expect((await admin.allocate(first.id, { kind: 'calibrated_tool', resource_id: tool })).statusCode).toBe(201);
    expect((await admin.allocate(second.id, { kind: 'calibrated_tool', resource_id: tool })).statusCode).toBe(201);
    // AMS in April is UTC+2.
    expect(
      (await toolBookings(tool, '2036-04-01')).map(
        (b: { starts_at: string; ends_at: string; purpose: string; movable: boolean; label: string }) => [
          b.starts_at,
          b.ends_at,
          b.purpose,
          b.movable,
          b.label,
        ],
      ),
    ).toEqual([
      ['2036-04-01T08:00:00.000Z', '2036-04-01T09:00:00.000Z', 'activity', false, `${first.work_order} PH-TAR`],
      ['2036-04-01T11:00:00.000Z', '2036-04-01T12:00:00.000Z', 'activity', false, `${second.work_order} PH-TAR`],
    ]);

    const third = await newActivity(admin, c, { date: '2036-04-01', sta: '10:30', std: '11:30' });
    const clash = await admin.allocate(third.id, { kind: 'calibrated_tool', resource_id: tool });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json().conflicts[0].label).toBe(`${first.work_order} PH-TAR`);
    expect((await admin.get(third.id)).json().allocations).toEqual([]);

    const retimed = await admin.reschedule(first.id, {
      sta_at: '2036-04-01T07:00:00Z',
      std_at: '2036-04-01T08:00:00Z',
      version: (await admin.get(first.id)).json().version,
    });
    expect(retimed.statusCode, retimed.body).toBe(200);
    expect((await toolBookings(tool, '2036-04-01'))[0]).toMatchObject({
      starts_at: '2036-04-01T07:00:00.000Z',
      ends_at: '2036-04-01T08:00:00.000Z',
    });

    const onto = await admin.reschedule(first.id, {
      sta_at: '2036-04-01T11:30:00Z',
      std_at: '2036-04-01T12:30:00Z',
      version: (await admin.get(first.id)).json().version,
    });
    expect(onto.statusCode, onto.body).toBe(409);
    expect(onto.json().conflicts[0].label).toBe(`${second.work_order} PH-TAR`);

    const moveByHand = await planner.move((await toolBookings(tool, '2036-04-01'))[0].id, {
      version: 99,
      starts_at: '2036-04-01T15:00:00Z',
      ends_at: '2036-04-01T16:00:00Z',
    });
    expect([409, 422]).toContain(moveByHand.statusCode);

    const cancelled = await admin.status(second.id, {
      status: 'cancelled',
      reason: 'Flight cancelled',
      version: (await admin.get(second.id)).json().version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await toolBookings(tool, '2036-04-01')).map((b: { activity_id: number }) => b.activity_id)).toEqual([first.id]);
  });
});

describe('calibration trips and tool usage (EASA Part-145 145.A.40: tools calibrated and traceable)', () => {
  it('145.A.40: sending a tool names the bookings it clashes with and blocks new ones; back out of tolerance it is quarantined and its usage lists the aircraft', async () => {
    const tool = await make.tool({ last_calibrated: '2036-01-10' });
    const used = await newActivity(admin, c, { date: '2036-04-02', sta: '09:00', std: '10:00' });
    const later = await newActivity(admin, c, { date: '2036-04-20', sta: '09:00', std: '10:00' });
    for (const activity of [used, later])
      expect((await admin.allocate(activity.id, { kind: 'calibrated_tool', resource_id: tool })).statusCode).toBe(201);
    // The first trip comes back in tolerance: the window under review starts there.
    expect((await planner.sendTool(tool, { provider: 'Cal Lab BV', sent_at: '2036-02-01T08:00:00Z' })).statusCode).toBe(200);
    expect((await planner.returnTool(tool, { calibrated_on: '2036-02-03', certificate: 'CAL-1', result: 'in_tolerance' })).statusCode).toBe(
      200,
    );

    const sent = await planner.sendTool(tool, { sent_at: '2036-04-03T08:00:00Z' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().clashes.map((b: { label: string }) => b.label)).toEqual([`${later.work_order} PH-TAR`]);
    expect((await planner.sendTool(tool)).statusCode).toBe(422);
    const refused = await planner.book({
      kind: 'calibrated_tool',
      resource_id: tool,
      starts_at: '2036-04-04T08:00:00Z',
      ends_at: '2036-04-04T09:00:00Z',
      override_reason: 'Urgent',
    });
    expect(refused.statusCode).toBe(422);
    expect(
      refused
        .json()
        .rules.filter((r: { ok: boolean }) => !r.ok)
        .map((r: { rule: string }) => r.rule),
    ).toEqual(['out_for_calibration']);

    const back = await planner.returnTool(tool, {
      calibrated_on: '2036-04-05',
      certificate: 'CAL-2',
      result: 'out_of_tolerance',
      remarks: 'Reads 6 % low',
    });
    expect(back.statusCode, back.body).toBe(200);
    const [row] = await t.database.db.select().from(calibratedTools).where(eq(calibratedTools.id, tool));
    expect(row).toMatchObject({
      status: 'quarantined',
      last_calibrated: '2036-04-05',
      calibration_certificate: 'CAL-2',
      calibration_provider: 'Cal Lab BV',
    });
    expect((await planner.calibrations(tool)).json().map((trip: { certificate: string }) => trip.certificate)).toEqual(['CAL-2', 'CAL-1']);

    const usage = await planner.usage(tool);
    expect(usage.statusCode, usage.body).toBe(200);
    expect(usage.json().from).toBe('2036-02-03');
    expect(usage.json().usage).toEqual([
      expect.objectContaining({
        activity_id: used.id,
        work_order: used.work_order,
        registration: 'PH-TAR',
        station_code: 'AMS',
        aircraft_type_code: 'A20N',
        local_date: '2036-04-02',
      }),
    ]);
    expect(
      (await planner.usage(tool, '?from=2036-04-03&to=2036-04-30')).json().usage.map((row: { activity_id: number }) => row.activity_id),
    ).toEqual([later.id]);
    expect((await outsider.usage(tool)).statusCode).toBe(404);
    expect((await outsider.sendTool(tool)).statusCode).toBe(404);
  });
});

describe('transfers', () => {
  it('a truck in transit cannot be booked; arrival moves its station; a cancelled transfer frees the road', async () => {
    const truck = await make.truck();
    const created = await planner.transfer({
      kind: 'truck',
      resource_id: truck,
      to_station_id: c.station.CDG,
      departs_at: '2036-04-10T06:00:00Z',
      arrives_at: '2036-04-10T14:00:00Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    const during = await planner.book({
      kind: 'truck',
      resource_id: truck,
      starts_at: '2036-04-10T12:00:00Z',
      ends_at: '2036-04-10T13:00:00Z',
    });
    expect(during.statusCode).toBe(422);
    expect(
      during
        .json()
        .rules.filter((r: { ok: boolean }) => !r.ok)
        .map((r: { rule: string }) => r.rule),
    ).toEqual(['in_transit']);
    expect((await planner.transfers()).json().find((tr: { id: number }) => tr.id === created.json().id)).toMatchObject({
      to_station_code: 'CDG',
      status: 'planned',
    });

    expect((await planner.arrive(created.json().id, 99)).statusCode).toBe(409);
    const arrived = await planner.arrive(created.json().id, created.json().version);
    expect(arrived.statusCode, arrived.body).toBe(200);
    const [row] = await t.database.db.select({ station_id: trucks.station_id }).from(trucks).where(eq(trucks.id, truck));
    expect(row.station_id).toBe(c.station.CDG);
    expect((await planner.arrive(created.json().id, arrived.json().version)).statusCode).toBe(422);

    const other = await make.truck();
    const planned = (
      await planner.transfer({
        kind: 'truck',
        resource_id: other,
        to_station_id: c.station.CDG,
        departs_at: '2036-04-11T06:00:00Z',
        arrives_at: '2036-04-11T14:00:00Z',
      })
    ).json();
    expect((await planner.cancelTransfer(planned.id, planned.version)).statusCode).toBe(200);
    expect(
      (await planner.book({ kind: 'truck', resource_id: other, starts_at: '2036-04-11T12:00:00Z', ends_at: '2036-04-11T13:00:00Z' }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await planner.transfer({
          kind: 'truck',
          resource_id: other,
          to_station_id: c.station.CDG,
          departs_at: '2036-04-11T10:00:00Z',
          arrives_at: '2036-04-11T18:00:00Z',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await outsider.transfer({
          kind: 'truck',
          resource_id: other,
          to_station_id: c.station.JFK,
          departs_at: '2036-04-12T10:00:00Z',
          arrives_at: '2036-04-12T18:00:00Z',
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('due lists', () => {
  it('lists calibration, service and insurance overdue or within the lead time, and nothing valid', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const dueTool = await make.tool({ last_calibrated: inDays(-360) }, 'CDG');
    const fineTool = await make.tool({ last_calibrated: today }, 'CDG');
    const serviceTruck = await make.truck({ next_service_date: inDays(-3), insurance_expiry: inDays(10) }, 'CDG');
    const res = await planner.due(`?station_id=${c.station.CDG}`);
    expect(res.statusCode, res.body).toBe(200);
    const ids = (list: { id: number; status: string }[]) => list.map((row) => [row.id, row.status]);
    expect(ids(res.json().calibration)).toContainEqual([dueTool, 'due_soon']);
    // `status` is how close the date is; the tool's own status stays readable (the UI offers "Back from calibration" by it).
    expect(res.json().calibration.find((row: { id: number }) => row.id === dueTool)).toMatchObject({ resource_status: 'in_service' });
    expect(ids(res.json().calibration).map(([id]) => id)).not.toContain(fineTool);
    expect(ids(res.json().service)).toContainEqual([serviceTruck, 'overdue']);
    expect(ids(res.json().insurance)).toContainEqual([serviceTruck, 'due_soon']);
    expect((await outsider.due()).json().service.map((row: { id: number }) => row.id)).not.toContain(serviceTruck);

    // The lead times are the settings page's: insurance due in 10 days is not listed with 5 days' notice.
    const setting = (await t.send('GET', '/api/setting', admin.headers)).json();
    const updated = await t.send('PUT', '/api/setting', admin.headers, {
      version: setting.version,
      insurance_alert_days: 5,
      service_alert_days: 20,
      shelf_life_alert_days: 45,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ insurance_alert_days: 5, service_alert_days: 20, shelf_life_alert_days: 45 });
    expect((await planner.due(`?station_id=${c.station.CDG}`)).json().insurance.map((row: { id: number }) => row.id)).not.toContain(
      serviceTruck,
    );
  });
});
