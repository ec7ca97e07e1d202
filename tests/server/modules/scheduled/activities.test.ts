import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roleIds } from '../../../../model/roles';
import { activityRts, auditLog, rts, users } from '../../../../server/db/schema';
import { keepReleasePdf } from '../../../../server/modules/scheduled';
import { bearer, createTestApp, insertUser, type TestApp } from '../../helper';
import { activitiesOf, insertSchedule, loadScheduledContext, type ScheduledContext } from './fixtures';
import { as, assign, technicianOf } from './scheduledApi';

/**
 * The activity endpoints (docs/modules/scheduled.md) — list filters, region isolation, the status machine,
 * versions, the lock of a signed activity, times and who may enter them, review after a schedule edit.
 */
let t: TestApp;
let c: ScheduledContext;
let admin: Awaited<ReturnType<typeof as>>;
let planner: Awaited<ReturnType<typeof as>>;
let tech: Awaited<ReturnType<typeof as>>;
let techId: number;
type Row = { id: number; version: number; work_order: string; [field: string]: unknown };

/** Plans one schedule's day and answers its activity as the API reads it. */
async function plannedActivity(options: Parameters<typeof insertSchedule>[2], date: string): Promise<Row> {
  const scheduleId = await insertSchedule(t.database.db, c, options);
  const res = await admin.plan({ date, station_id: c.station[options.station] });
  expect(res.statusCode, res.body).toBe(200);
  const [planned] = await activitiesOf(t.database.db, scheduleId, date);
  return (await admin.get(planned.id)).json();
}

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  [admin, planner, tech] = await Promise.all(['admin@tarmac.test', 'planner@tarmac.test', 'tech@tarmac.test'].map((email) => as(t, email)));
  techId = await technicianOf(t, 'tech@tarmac.test');
});
afterAll(() => t.close());

describe('GET /api/activities', () => {
  it('filters by day, station, status, technician, unassigned, mine and q, with Content-Range', async () => {
    const day = '2035-04-03';
    const a = await plannedActivity({ station: 'ORY', sta: '08:00', std: '09:00' }, day);
    const b = await plannedActivity({ station: 'AMS', sta: '10:00', std: '11:00' }, day);
    await assign(t, a.id, techId);
    // Seeded schedules valid on the day are planned too: only these two are looked at.
    const ids = async (filter: Record<string, unknown>) => {
      const res = await planner.list({ date: day, ...filter });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Row[]).map((r) => r.id).filter((id) => id === a.id || id === b.id);
    };
    expect(await ids({})).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids({ station_id: c.station.AMS })).toEqual([b.id]);
    expect(await ids({ station_id: [c.station.AMS, c.station.ORY] })).toEqual([a.id, b.id]);
    expect(await ids({ technician_id: techId })).toEqual([a.id]);
    expect(await ids({ unassigned: true })).not.toContain(a.id);
    expect(await ids({ unassigned: true })).toContain(b.id);
    expect(await ids({ q: a.work_order.toLowerCase() })).toEqual([a.id]);
    expect(await ids({ status: 'cancelled' })).toEqual([]);
    expect(await ids({ date: '2035-04-04' })).toEqual([]);
    expect(await ids({ date_gte: day, date_lte: day, station_id: c.station.ORY })).toEqual([a.id]);

    const mine = await tech.list({ date: day, mine: true });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as Row[]).map((r) => r.id)).toEqual([a.id]);
    expect((await planner.list({ date: day, mine: true })).json()).toEqual([]);

    const page = await planner.list({ date: day }, `&sort=${encodeURIComponent('["sta_at","DESC"]')}`);
    expect(page.headers['content-range']).toMatch(/^activities 0-\d+\/\d+$/);
    const row = (page.json() as Row[]).find((r) => r.id === a.id)!;
    expect(row).toMatchObject({
      technician_ids: [techId],
      lead_technician_id: techId,
      service_count: 1,
      services_done: 0,
      conflict: false,
      status: 'planned',
    });
  });

  it('refuses unknown filter keys and values of the wrong type with a 422 naming the key', async () => {
    for (const [filter, key] of [
      [{ nope: 1 }, 'filter.nope'],
      [{ date: '2035-13-01' }, 'filter.date'],
      [{ unassigned: 'yes' }, 'filter.unassigned'],
      [{ station_id: 'x' }, 'filter.station_id'],
    ] as const) {
      const res = await planner.list(filter);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([key]);
    }
  });

  it('lets a technician (role 4) read the activities of their region', async () => {
    const res = await tech.list({ date: '2035-04-03' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Row[]).length).toBeGreaterThan(0);
  });
});

describe('GET /api/activities/timeline', () => {
  it('answers one day, or up to a week of days from the date for the Week zoom, of the active region only', async () => {
    const first = await plannedActivity({ station: 'AMS', sta: '08:00', std: '09:00' }, '2035-06-11');
    const fourth = await plannedActivity({ station: 'ORY', sta: '22:00', std: '23:00' }, '2035-06-14');
    const eighth = await plannedActivity({ station: 'AMS', sta: '06:00', std: '07:00' }, '2035-06-18');
    const mine = [first.id, fourth.id, eighth.id];
    const shown = async (query: string, as = planner) => {
      const res = await as.timeline(query);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ date: '2035-06-11' });
      return (res.json().activities as Row[]).map((r) => r.id).filter((id) => mine.includes(id));
    };
    expect(await shown('date=2035-06-11')).toEqual([first.id]);
    expect(await shown('date=2035-06-11&days=1')).toEqual([first.id]);
    // Seven days from the date: the eighth is the next week's.
    expect(await shown('date=2035-06-11&days=7')).toEqual([first.id, fourth.id]);
    expect(await shown(`date=2035-06-11&days=7&station_id=${c.station.ORY}`)).toEqual([fourth.id]);
    // A week is the most one request answers.
    for (const days of ['0', '8', '31', 'x', '-1']) {
      const res = await planner.timeline(`date=2035-06-11&days=${days}`);
      expect(res.statusCode, days).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['days']);
    }
    await insertUser(t, { email: 'nam.week@tarmac.test', role_id: roleIds.admin, regions: ['NAM'] });
    expect(await shown('date=2035-06-11&days=7', await as(t, 'nam.week@tarmac.test'))).toEqual([]);
  });
});

describe('region isolation', () => {
  it('a user of another region gets 404 as for a missing id, and an empty list', async () => {
    const activity = await plannedActivity({ station: 'ORY' }, '2035-05-01');
    await insertUser(t, { email: 'nam.planner@tarmac.test', role_id: roleIds.admin, regions: ['NAM'] });
    const foreigner = await as(t, 'nam.planner@tarmac.test');
    for (const send of [
      (id: number) => foreigner.get(id),
      (id: number) => foreigner.update(id, { version: activity.version, remarks: 'x' }),
      (id: number) => foreigner.status(id, { version: activity.version, status: 'cancelled', reason: 'not mine' }),
      (id: number) => foreigner.times(id, { version: activity.version, eta_at: '2035-05-01T08:00:00Z' }),
    ]) {
      const [theirs, missing] = [await send(activity.id), await send(2_000_000_000)];
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).toBe(missing.body);
    }
    const list = await foreigner.list({ id: [activity.id] });
    expect(list.json()).toEqual([]);
    expect((await admin.get(activity.id)).json().version).toBe(activity.version);
  });
});

describe('writes', () => {
  it('moves along the status machine; an illegal move is a 422 naming the allowed ones; cancel needs a reason', async () => {
    const activity = await plannedActivity({ station: 'ORY' }, '2035-06-01');
    const illegal = await planner.status(activity.id, { version: activity.version, status: 'completed' });
    expect(illegal.statusCode).toBe(422);
    expect(illegal.json().allowed).toEqual(['assigned', 'cancelled']);
    expect(illegal.json().errors.status[0]).toBe('A planned activity cannot take this status. Allowed: assigned, cancelled.');

    const noReason = await planner.status(activity.id, { version: activity.version, status: 'cancelled' });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);

    const cancelled = await planner.status(activity.id, { version: activity.version, status: 'cancelled', reason: 'Aircraft swapped' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Aircraft swapped',
      version: activity.version + 1,
      edited: true,
    });
    const back = await planner.status(activity.id, { version: activity.version + 1, status: 'planned' });
    expect(back.json()).toMatchObject({ status: 'planned', cancel_reason: null });

    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, String(activity.id)));
    expect(trail.filter((e) => e.resource === 'activities' && e.action === 'status')).toHaveLength(2);
  });

  it('answers 409 with the current record on a stale version', async () => {
    const activity = await plannedActivity({ station: 'ORY' }, '2035-06-02');
    expect((await planner.update(activity.id, { version: activity.version, remarks: 'Stand 12' })).statusCode).toBe(200);
    const stale = await planner.update(activity.id, { version: activity.version, remarks: 'Stand 14' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'This record was changed by someone else.',
      current: { id: activity.id, version: activity.version + 1 },
    });
    expect((await planner.get(activity.id)).json().remarks).toBe('Stand 12');
  });

  it('refuses every change once the return to service is signed (409 locked)', async () => {
    const activity = await plannedActivity({ station: 'ORY' }, '2035-06-03');
    const [template] = await t.database.db.select({ id: rts.id }).from(rts).limit(1);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'tech@tarmac.test'));
    await t.database.db.insert(activityRts).values({
      activity_id: activity.id,
      rts_id: template.id,
      technician_id: techId,
      signed_by: user.id,
      signed_at: new Date(),
      licence: 'B1',
      statement: 'Released',
      ...(await keepReleasePdf(t.database.db, Buffer.from('%PDF'), user.id)),
    });
    for (const res of [
      await planner.update(activity.id, { version: activity.version, remarks: 'late change' }),
      await planner.status(activity.id, { version: activity.version, status: 'cancelled', reason: 'too late now' }),
      await planner.times(activity.id, { version: activity.version, ata_at: '2035-06-03T08:00:00Z' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'The return to service of this activity is signed: it can no longer be changed.' });
    }
    expect((await planner.get(activity.id)).json()).toMatchObject({ version: activity.version, rts: { licence: 'B1' } });
  });

  it('creates ad-hoc work numbered after the station-day, times from station-local STA/STD', async () => {
    const existing = await plannedActivity({ station: 'AMS', sta: '09:00', std: '10:00' }, '2035-07-01');
    const day = (await planner.list({ date: '2035-07-01', station_id: c.station.AMS })).json() as Row[];
    expect(day.map((r) => r.id)).toContain(existing.id);
    const sequence = Math.max(...day.map((r) => Number(r.work_order.slice(-4))));
    const res = await planner.create({
      station_id: c.station.AMS,
      local_date: '2035-07-01',
      customer_id: c.customerId,
      aircraft_type_id: c.aircraftTypeId,
      registration: 'ph-bxa',
      sta: '23:30',
      std: '00:15',
      service_ids: [c.service.TRANSIT.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      registration: 'PH-BXA',
      flight_schedule_id: null,
      status: 'planned',
      work_order: `AMS-350701-${String(sequence + 1).padStart(4, '0')}`,
      sta_at: '2035-07-01T21:30:00.000Z',
      std_at: '2035-07-01T22:15:00.000Z',
      services: [expect.objectContaining({ service_id: c.service.TRANSIT.id, status: 'pending' })],
    });
    const foreign = await planner.create({
      station_id: c.station.JFK,
      local_date: '2035-07-01',
      customer_id: c.customerId,
      aircraft_type_id: c.aircraftTypeId,
      sta: '10:00',
      service_ids: [c.service.TRANSIT.id],
    });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['station_id']);
  });

  it('takes estimated and actual times one field at a time; a technician only on an activity assigned to them', async () => {
    const activity = await plannedActivity({ station: 'ORY', sta: '10:00', std: '11:00' }, '2035-08-01');
    expect((await tech.times(activity.id, { version: activity.version, eta_at: '2035-08-01T08:20:00Z' })).statusCode).toBe(403);
    await assign(t, activity.id, techId);
    const res = await tech.times(activity.id, { version: activity.version, eta_at: '2035-08-01T08:20:00Z' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ eta_at: '2035-08-01T08:20:00.000Z', sta_at: '2035-08-01T08:00:00.000Z', conflicts: [] });
    const bad = await tech.times(activity.id, { version: activity.version + 1, ata_at: 'yesterday' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['ata_at']);
  });

  it('flags a double booking after a delay: the times answer and the list name the conflict', async () => {
    const other = { id: techId };
    const first = await plannedActivity({ station: 'ORY', sta: '10:00', std: '11:00' }, '2035-09-01');
    const second = await plannedActivity({ station: 'ORY', sta: '11:30', std: '12:30' }, '2035-09-01');
    await assign(t, first.id, other.id);
    await assign(t, second.id, other.id);
    expect((await planner.get(first.id)).json().conflict).toBe(false);
    const delayed = await planner.times(first.id, { version: first.version, etd_at: '2035-09-01T09:45:00Z' });
    expect(delayed.json()).toMatchObject({
      conflict: true,
      conflicts: [{ technician_id: other.id, activity_id: second.id, work_order: second.work_order }],
    });
    const flagged = await planner.list({ date: '2035-09-01', conflict: true });
    expect((flagged.json() as Row[]).map((r) => r.id)).toEqual([first.id, second.id]);
  });
});

describe('a flight schedule edited after planning', () => {
  it('marks its future untouched activities for review and leaves edited, past and cancelled ones alone', async () => {
    const scheduleId = await insertSchedule(t.database.db, c, { station: 'ORY', days: [1, 2, 3, 4, 5, 6, 7] });
    for (const date of ['2020-06-01', '2035-10-01', '2035-10-02', '2035-10-03']) await admin.plan({ date, station_id: c.station.ORY });
    const [past, untouched, edited, cancelled] = await activitiesOf(t.database.db, scheduleId);
    await admin.update(edited.id, { version: edited.version, remarks: 'Checked with the airline' });
    await admin.status(cancelled.id, { version: cancelled.version, status: 'cancelled', reason: 'Seasonal stop' });

    const headers = bearer(await t.tokenFor('admin@tarmac.test'));
    const remarkOnly = await t.app.inject({ method: 'GET', url: `/api/flight_schedule/${scheduleId}`, headers });
    const unchanged = await t.app.inject({
      method: 'PUT',
      url: `/api/flight_schedule/${scheduleId}`,
      headers,
      payload: { ...(remarkOnly.json() as Record<string, unknown>), remarks: 'Summer rotation' },
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect((await activitiesOf(t.database.db, scheduleId)).some((a) => a.needs_review)).toBe(false);

    const retimed = await t.app.inject({
      method: 'PUT',
      url: `/api/flight_schedule/${scheduleId}`,
      headers,
      payload: { version: unchanged.json().version, std: '11:40' },
    });
    expect(retimed.statusCode, retimed.body).toBe(200);
    const after = new Map((await activitiesOf(t.database.db, scheduleId)).map((a) => [a.id, a]));
    expect(after.get(untouched.id)).toMatchObject({ needs_review: true, std_at: untouched.std_at });
    expect(after.get(past.id)!.needs_review).toBe(false);
    expect(after.get(edited.id)!.needs_review).toBe(false);
    expect(after.get(cancelled.id)!.needs_review).toBe(false);
    expect((await admin.list({ needs_review: true, date_gte: '2035-10-01', date_lte: '2035-10-03' })).json().map((r: Row) => r.id)).toEqual(
      [untouched.id],
    );
  });
});
