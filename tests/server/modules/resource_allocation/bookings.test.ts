import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIds } from '../../../../model/roles';
import { calibratedTools } from '../../../../server/db/schema';
import { createTestApp, insertRole, insertUser, type TestApp } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from '../scheduled/fixtures';
import { resourceMaker, resourcesAs, type ResourcesApi } from './resourceFixtures';

/** Bookings (docs/modules/resource_allocation.md) that never overlap, refused when the resource cannot be used, moved by drag. */
let t: TestApp;
let c: ScheduledContext;
let planner: ResourcesApi;
let viewer: ResourcesApi;
let outsider: ResourcesApi;
let reader: ResourcesApi;
let make: ReturnType<typeof resourceMaker>;

const at = (day: string, hhmm: string) => `${day}T${hhmm}:00.000Z`;
const slot = (day: string, from: string, to: string) => ({ starts_at: at(day, from), ends_at: at(day, to) });
const failed = (body: { rules: { rule: string; ok: boolean }[] }) => body.rules.filter((r) => !r.ok).map((r) => r.rule);

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  make = resourceMaker(t, c);
  [planner, viewer] = await Promise.all([resourcesAs(t, 'planner@tarmac.test'), resourcesAs(t, 'viewer@tarmac.test')]);
  await insertUser(t, { email: 'nam-resources@tarmac.test', role_id: roleIds.planner, regions: ['NAM'] });
  outsider = await resourcesAs(t, 'nam-resources@tarmac.test');
  await insertUser(t, {
    email: 'resources-reader@tarmac.test',
    role_id: await insertRole(t, 'Resources reader', ['resources_tab']),
    regions: ['EUR-W'],
  });
  reader = await resourcesAs(t, 'resources-reader@tarmac.test');
});
afterAll(() => t.close());

describe('booking a resource', () => {
  it('books, refuses an overlap with 409 naming the conflict, allows touching bookings, and lists them on the timeline', async () => {
    const gpu = await make.equipment();
    const first = await planner.book({ kind: 'equipment', resource_id: gpu, ...slot('2036-03-02', '08:00', '10:00'), note: 'A-check' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ kind: 'equipment', equipment_id: gpu, purpose: 'reservation', released_at: null });

    const clash = await planner.book({ kind: 'equipment', resource_id: gpu, ...slot('2036-03-02', '09:59', '11:00') });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json().conflicts).toEqual([
      { booking_id: first.json().id, starts_at: at('2036-03-02', '08:00'), ends_at: at('2036-03-02', '10:00'), label: 'A-check' },
    ]);
    expect(clash.json().errors.starts_at[0]).toContain('A-check');

    const touching = await planner.book({ kind: 'equipment', resource_id: gpu, ...slot('2036-03-02', '10:00', '11:00') });
    expect(touching.statusCode, touching.body).toBe(201);

    const timeline = await planner.bookings(
      `station_id=${c.station.AMS}&kind=equipment&from=${at('2036-03-02', '00:00')}&to=${at('2036-03-03', '00:00')}`,
    );
    expect(timeline.statusCode, timeline.body).toBe(200);
    // The region's stations with their zones: the timeline's axis is the station's local day.
    expect(timeline.json().stations).toContainEqual({
      id: c.station.AMS,
      code: 'AMS',
      name: expect.any(String),
      time_zone: 'Europe/Amsterdam',
    });
    const mine = timeline.json().bookings.filter((b: { key: string }) => b.key === `equipment:${gpu}`);
    expect(mine.map((b: { id: number; movable: boolean }) => [b.id, b.movable])).toEqual([
      [first.json().id, true],
      [touching.json().id, true],
    ]);
  });

  it('20 concurrent bookings of one tool for the same slot: exactly one wins, the others get 409', async () => {
    const tool = await make.tool();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        planner.book({ kind: 'calibrated_tool', resource_id: tool, ...slot('2036-03-03', '08:00', '12:00') }),
      ),
    );
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(results.find((res) => res.statusCode === 409)!.json().conflicts).toHaveLength(1);
  });

  it('refuses an unusable resource naming every reason; only a service or insurance date is overridden with a reason, a status or a calibration never (EASA Part-145 145.A.40)', async () => {
    const truck = await make.truck({ status: 'in_maintenance', next_service_date: '2036-03-01', insurance_expiry: '2036-12-31' });
    const refused = await planner.book({ kind: 'truck', resource_id: truck, ...slot('2036-03-04', '08:00', '09:00') });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(failed(refused.json())).toEqual(['resource_status', 'service_due']);
    expect(refused.json().errors.resource_id).toHaveLength(2);
    const unserviceable = await planner.book({
      kind: 'truck',
      resource_id: truck,
      ...slot('2036-03-04', '08:00', '09:00'),
      override_reason: 'Serviced this morning, record not updated',
    });
    expect(unserviceable.statusCode, unserviceable.body).toBe(422);
    expect(failed(unserviceable.json())).toEqual(['resource_status', 'service_due']);

    const dueForService = await make.truck({ next_service_date: '2036-03-01' });
    const overridden = await planner.book({
      kind: 'truck',
      resource_id: dueForService,
      ...slot('2036-03-04', '08:00', '09:00'),
      override_reason: 'Serviced this morning, record not updated',
    });
    expect(overridden.statusCode, overridden.body).toBe(201);
    expect(overridden.json().override_reason).toBe('Serviced this morning, record not updated');

    const uninsured = await make.truck({ insurance_expiry: '2036-03-01' });
    expect(failed((await planner.book({ kind: 'truck', resource_id: uninsured, ...slot('2036-03-04', '08:00', '09:00') })).json())).toEqual(
      ['insurance'],
    );

    const overdue = await make.tool({ last_calibrated: '2035-03-01' });
    const tool = await planner.book({
      kind: 'calibrated_tool',
      resource_id: overdue,
      ...slot('2036-03-04', '08:00', '09:00'),
      override_reason: 'Needed',
    });
    expect(tool.statusCode, tool.body).toBe(422);
    expect(failed(tool.json())).toEqual(['calibration_due']);
  });

  it('a quarantined tool in calibration is refused, booked or dragged, whatever the reason given (EASA Part-145 145.A.40)', async () => {
    const quarantined = await make.tool({ status: 'quarantined', last_calibrated: '2036-01-01' });
    const refused = await planner.book({
      kind: 'calibrated_tool',
      resource_id: quarantined,
      ...slot('2036-03-04', '10:00', '11:00'),
      override_reason: 'Needed',
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(failed(refused.json())).toEqual(['resource_status']);
    expect(refused.json().errors.resource_id).toHaveLength(1);

    // Booked while in service, quarantined since: a drag is a new use of it and is refused too.
    const tool = await make.tool();
    const booking = (await planner.book({ kind: 'calibrated_tool', resource_id: tool, ...slot('2036-03-04', '10:00', '11:00') })).json();
    await t.database.db.update(calibratedTools).set({ status: 'quarantined' }).where(eq(calibratedTools.id, tool));
    const dragged = await planner.move(booking.id, {
      version: booking.version,
      ...slot('2036-03-04', '12:00', '13:00'),
      override_reason: 'Needed',
    });
    expect(dragged.statusCode, dragged.body).toBe(422);
    expect(failed(dragged.json())).toEqual(['resource_status']);
  });

  it('drag to move: checked like a new booking, stale version 409, activity bookings refused, release keeps the row', async () => {
    const gpu = await make.equipment();
    const a = (await planner.book({ kind: 'equipment', resource_id: gpu, ...slot('2036-03-05', '08:00', '09:00') })).json();
    const b = (await planner.book({ kind: 'equipment', resource_id: gpu, ...slot('2036-03-05', '10:00', '11:00') })).json();
    const onto = await planner.move(a.id, { version: a.version, ...slot('2036-03-05', '10:30', '11:30') });
    expect(onto.statusCode, onto.body).toBe(409);
    expect(onto.json().conflicts.map((x: { booking_id: number }) => x.booking_id)).toEqual([b.id]);
    const moved = await planner.move(a.id, { version: a.version, ...slot('2036-03-05', '11:00', '12:00') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ starts_at: expect.stringMatching(/^2036-03-05T11:00/), version: a.version + 1 });
    expect((await planner.move(a.id, { version: a.version, ...slot('2036-03-05', '13:00', '14:00') })).statusCode).toBe(409);
    const released = await planner.release(b.id);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().released_at).not.toBeNull();
    expect((await planner.book({ kind: 'equipment', resource_id: gpu, ...slot('2036-03-05', '10:00', '11:00') })).statusCode).toBe(201);
  });

  it('bad input is a 422, never a 500', async () => {
    const gpu = await make.equipment();
    for (const body of [
      { kind: 'equipment', resource_id: gpu, ...slot('2036-03-06', '10:00', '09:00') },
      { kind: 'crane', resource_id: gpu, ...slot('2036-03-06', '08:00', '09:00') },
      { kind: 'equipment', resource_id: gpu, starts_at: 'soon', ends_at: at('2036-03-06', '09:00') },
      { kind: 'equipment', resource_id: gpu, purpose: 'activity', ...slot('2036-03-06', '08:00', '09:00') },
      { kind: 'equipment', resource_id: 2_000_000_000, ...slot('2036-03-06', '08:00', '09:00') },
    ]) {
      expect((await planner.book(body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await planner.bookings('from=x&to=y')).statusCode).toBe(422);
  });
});

describe('resources, region isolation and permissions', () => {
  it('lists the region’s resources with today’s availability and reasons; another region sees none of them', async () => {
    const broken = await make.equipment({ status: 'unserviceable' });
    const list = await planner.resources(`?station_id=${c.station.AMS}&kind=equipment`);
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().find((r: { id: number }) => r.id === broken);
    expect(row).toMatchObject({ key: `equipment:${broken}`, station_code: 'AMS', available: false });
    expect(row.reasons.filter((r: { ok: boolean }) => !r.ok).map((r: { rule: string }) => r.rule)).toEqual(['resource_status']);
    expect((await outsider.resources()).json().some((r: { key: string }) => r.key === `equipment:${broken}`)).toBe(false);
  });

  it('a user of another region cannot book, move or release; a viewer may not read; a reader may read but not write', async () => {
    const gpu = await make.equipment();
    const booking = (await planner.book({ kind: 'equipment', resource_id: gpu, ...slot('2036-03-07', '08:00', '09:00') })).json();
    expect((await outsider.book({ kind: 'equipment', resource_id: gpu, ...slot('2036-03-07', '10:00', '11:00') })).statusCode).toBe(422);
    expect((await outsider.move(booking.id, { version: booking.version, ...slot('2036-03-07', '10:00', '11:00') })).statusCode).toBe(404);
    expect((await outsider.release(booking.id)).statusCode).toBe(404);
    expect((await viewer.resources()).statusCode).toBe(403);
    expect((await viewer.bookings(`from=${at('2036-03-07', '00:00')}&to=${at('2036-03-08', '00:00')}`)).statusCode).toBe(403);
    expect((await reader.resources()).statusCode).toBe(200);
    expect((await reader.book({ kind: 'equipment', resource_id: gpu, ...slot('2036-03-07', '10:00', '11:00') })).statusCode).toBe(403);
    expect((await reader.release(booking.id)).statusCode).toBe(403);
  });
});
