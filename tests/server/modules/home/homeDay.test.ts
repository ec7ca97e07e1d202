import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull, or } from 'drizzle-orm';
import { isLate } from '../../../../model/modules/scheduled/late';
import type { HomeDay } from '../../../../model/modules/home/homeDay';
import type { ActivityStatus } from '../../../../model/modules/scheduled/enums';
import { movementListFilter } from '../../../../model/modules/movements';
import {
  deIcingFluids,
  deIcingSteps,
  deIcingTreatments,
  flightMessages,
  flightMovements,
  notifications,
  technicians,
  users,
} from '../../../../server/db/schema';
import { bearer, createTestApp, insertUser, queryJson, type TestApp } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from '../scheduled/fixtures';
import { assign, technicianOf } from '../scheduled/scheduledApi';
import { onCallAs } from '../on_call/onCallApi';
import { homeAs, insertActivity, type HomeApi } from './homeFixtures';

/**
 * What's up (docs/modules/home.md): the figures of a day in the active region, each equal to the total of the list its
 * link opens; another region's work never counted; a technician's own jobs first.
 */
let t: TestApp;
let c: ScheduledContext;
let admin: HomeApi;
const day = '2036-05-12';
const ids: Record<string, number> = {};

const figureCounts = (body: HomeDay) => Object.fromEntries(body.activities.map((figure) => [figure.id, figure.count]));

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  admin = await homeAs(t, 'admin@tarmac.test');
  const [first, second] = await t.database.db
    .select({ id: technicians.id })
    .from(technicians)
    .where(and(eq(technicians.region_id, c.regionId), isNull(technicians.user_id)))
    .limit(2);
  const add = async (name: string, options: Parameters<typeof insertActivity>[2]) => (ids[name] = await insertActivity(t, c, options));
  await add('waiting', { station: 'AMS', date: day });
  await add('waiting2', { station: 'CDG', date: day, sta: '14:00', std: null });
  await add('manned', { station: 'AMS', date: day, status: 'assigned', sta: '09:00', std: '10:00' });
  await add('overlap', { station: 'AMS', date: day, status: 'in_progress', sta: '09:30', std: '10:30' });
  await add('done', { station: 'ORY', date: day, status: 'completed', sta: '06:00', std: '07:00' });
  await add('off', { station: 'AMS', date: day, status: 'cancelled' });
  // The same person on two overlapping jobs: both are conflicts.
  await assign(t, ids.manned, first.id);
  await assign(t, ids.overlap, first.id);
  await assign(t, ids.done, second.id);
  // Another region's day: never counted in EUR-W.
  await add('abroad', { station: 'JFK', date: day });
  await add('abroad2', { station: 'JFK', date: day, status: 'completed' });
});
afterAll(() => t.close());

describe('GET /api/home figures', () => {
  it('counts the day of the active region by status, unassigned and conflicts', async () => {
    const res = await admin.homeDay(day);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as HomeDay;
    expect(body.date).toBe(day);
    expect(body.time_zone).toBe('Europe/Paris');
    expect(figureCounts(body)).toEqual({
      total: 6,
      planned: 2,
      assigned: 1,
      in_progress: 1,
      completed: 1,
      cancelled: 1,
      unassigned: 2,
      late: 0,
      conflicts: 2,
      rules_broken: 0,
    });
    // Nobody is rostered on this day and its activities carry no services: on duty and needed are the
    // roster's (tests/server/modules/manpower/dayStaffing.test.ts counts them on a rostered day).
    expect(body.technicians).toEqual({ assigned: 2, on_duty: 0, rostered_minutes: 0, needed_minutes: 0 });
  });

  it('gives every figure the filter that lists exactly its records', async () => {
    const body = (await admin.homeDay(day)).json() as HomeDay;
    for (const figure of body.activities) expect(await admin.listTotal('activities', figure.filter), figure.id).toBe(figure.count);
  });

  it('never counts another region: NAM sees its own day only', async () => {
    const viewer = await homeAs(t, 'viewer@tarmac.test');
    const body = (await viewer.homeDay(day)).json() as HomeDay;
    expect(body.time_zone).toBe('America/Toronto');
    expect(figureCounts(body)).toMatchObject({ total: 2, planned: 1, completed: 1, unassigned: 1, conflicts: 0 });
    expect(body.my_day).toBeNull();
  });

  it('counts work past its STD and not completed or cancelled as late, like the list', async () => {
    const past = '2020-03-03';
    await insertActivity(t, c, { station: 'AMS', date: past, status: 'assigned' });
    await insertActivity(t, c, { station: 'AMS', date: past, status: 'planned', std: '23:30' });
    await insertActivity(t, c, { station: 'AMS', date: past, status: 'completed' });
    await insertActivity(t, c, { station: 'AMS', date: past, status: 'cancelled' });
    await insertActivity(t, c, { station: 'AMS', date: past, std: null });
    await insertActivity(t, c, { station: 'JFK', date: past, status: 'assigned' });
    const body = (await admin.homeDay(past)).json() as HomeDay;
    const late = body.activities.find((figure) => figure.id === 'late')!;
    expect(late.count).toBe(2);
    expect(await admin.listTotal('activities', late.filter)).toBe(2);
    // The SQL twin agrees with the model's rule on every row of the day.
    const rows = (
      await t.app.inject({ method: 'GET', url: `/api/activities?filter=${queryJson({ date: past })}`, headers: admin.headers })
    ).json() as { id: number; status: ActivityStatus; std_at: string | null }[];
    const lateIds = (
      (await t.app.inject({ method: 'GET', url: `/api/activities?filter=${queryJson(late.filter)}`, headers: admin.headers })).json() as {
        id: number;
      }[]
    ).map((row) => row.id);
    expect(
      rows
        .filter((row) => isLate(row, new Date(body.now)))
        .map((row) => row.id)
        .sort(),
    ).toEqual(lateIds.sort());
  });

  it('defaults to today in the region’s zone', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const body = (await admin.homeDay()).json() as HomeDay;
    expect(body.date).toBe(today);
  });

  it('answers a date it cannot read with a 422', async () => {
    const res = await admin.homeDay('2036-02-30');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('date');
  });

  it('counts nothing without an active region, and says so without an error', async () => {
    await insertUser(t, { email: 'nowhere@tarmac.test', role_id: 3 });
    const body = (await (await homeAs(t, 'nowhere@tarmac.test')).homeDay(day)).json() as HomeDay;
    expect(body.region_id).toBeNull();
    expect(body.activities.every((figure) => figure.count === 0)).toBe(true);
    expect(body.alerts.every((alert) => alert.count === 0)).toBe(true);
    expect(body.technicians).toEqual({ assigned: 0, on_duty: 0, rostered_minutes: 0, needed_minutes: 0 });
  });
});

describe('operations on What’s up', () => {
  it('counts the on-call board as it stands (open, AOG, late by the same clock) and the day’s de-icing with its litres, never cancelled or another region’s', async () => {
    const board = (await (await onCallAs(t, 'admin@tarmac.test')).board()).json() as { priority: string; late: boolean }[];
    const db = t.database.db;
    const [fluid] = await db
      .insert(deIcingFluids)
      .values({ name: 'What’s up test fluid IV', fluid_type: 'IV' })
      .returning({ id: deIcingFluids.id });
    const treat = async (station: number, region: number, litres: number, status: 'completed' | 'cancelled' = 'completed') => {
      const [row] = await db
        .insert(deIcingTreatments)
        .values({
          region_id: region,
          station_id: station,
          local_date: day,
          customer_id: c.customerId,
          aircraft_type_id: c.aircraftTypeId,
          registration: 'F-WUPS',
          oat_c: -1,
          precipitation: 'snow',
          procedure: 'one_step',
          status,
          cancel_reason: status === 'cancelled' ? 'Flight cancelled' : null,
        })
        .returning({ id: deIcingTreatments.id });
      await db.insert(deIcingSteps).values({
        treatment_id: row.id,
        position: 1,
        purpose: 'anti_icing',
        fluid_id: fluid.id,
        fluid_type: 'IV',
        concentration: 100,
        litres,
        started_at: new Date(`${day}T06:00:00Z`),
      });
    };
    await treat(c.station.AMS, c.regionId, 180.5);
    await treat(c.station.CDG, c.regionId, 220);
    await treat(c.station.CDG, c.regionId, 300, 'cancelled');
    await treat(c.station.JFK, c.otherRegionId, 400);

    const body = (await admin.homeDay(day)).json() as HomeDay;
    expect(body.operations).toEqual({
      on_call_open: board.length,
      on_call_aog: board.filter((request) => request.priority === 'aog').length,
      on_call_late: board.filter((request) => request.late).length,
      de_icing_treatments: 2,
      de_icing_litres: 401,
      flight_movements_open: 0,
    });
    expect(board.length).toBeGreaterThan(0);
  });

  it('counts the flight movements of the day’s flights still to handle (unmatched or diverted, not resolved), as many as the movements screen its link opens lists', async () => {
    const db = t.database.db;
    const [message] = await db
      .insert(flightMessages)
      .values({ format: 'json', body: '{}', source_key: 'json:home-day-movements' })
      .returning({ id: flightMessages.id });
    const move = async (
      outcome: 'applied' | 'unmatched' | 'diverted' | 'refused',
      options: { region?: number; date?: string; resolved?: boolean } = {},
    ) =>
      db.insert(flightMovements).values({
        message_id: message.id,
        region_id: options.region ?? c.regionId,
        station: 'AMS',
        flight_no: 'WU123',
        flight_date: options.date ?? day,
        order_at: new Date(`${day}T06:00:00Z`),
        outcome,
        refusal: outcome === 'refused' ? 'movements.unknown_station' : null,
        resolved_at: options.resolved ? new Date(`${day}T07:00:00Z`) : null,
      });
    await move('unmatched');
    await move('diverted');
    // Not to handle: resolved, applied, refused, another day's flight, another region's station.
    await move('unmatched', { resolved: true });
    await move('applied');
    await move('refused');
    await move('unmatched', { date: '2036-05-13' });
    await move('diverted', { region: c.otherRegionId });

    const body = (await admin.homeDay(day)).json() as HomeDay;
    expect(body.operations.flight_movements_open).toBe(2);
    const filter = movementListFilter({ open: true, flight_date_gte: day, flight_date_lte: day });
    const list = await t.send(
      'GET',
      `/api/flight_movements?filter=${queryJson(filter)}&range=${queryJson([0, 99])}`,
      bearer(await t.tokenFor('admin@tarmac.test')),
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['content-range']).toMatch(/\/2$/);
  });
});

describe('a technician on What’s up', () => {
  it('gets their own jobs of the day first, and only theirs', async () => {
    const mine = await insertActivity(t, c, { station: 'CDG', date: day, status: 'assigned', sta: '12:00', std: '13:00' });
    await assign(t, mine, await technicianOf(t, 'tech@tarmac.test'));
    const tech = await homeAs(t, 'tech@tarmac.test');
    const body = (await tech.homeDay(day)).json() as HomeDay;
    expect(body.my_day!.map((row) => row.id)).toEqual([mine]);
    expect(body.my_day![0]).toMatchObject({ work_order: expect.any(String), station_code: 'CDG', status: 'assigned' });
    expect((await admin.homeDay(day)).json().my_day).toBeNull();
  });
});

describe('unread notifications', () => {
  it('counts the caller’s unread ones and shows the latest few', async () => {
    const [tech] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'tech@tarmac.test'));
    await t.database.db.insert(notifications).values(
      Array.from({ length: 7 }, (_, i) => ({
        user_id: tech.id,
        type: 'assignment',
        key: 'message',
        params: { title: `Job ${i}`, text: '' },
        link: `/scheduled_data/${i + 1}`,
        created_at: new Date(Date.UTC(2036, 0, 1, i)),
      })),
    );
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.user_id, tech.id), isNull(notifications.read_at)));
    const body = (await (await homeAs(t, 'tech@tarmac.test')).homeDay(day)).json() as HomeDay;
    expect(body.notifications.unread).toBe(n);
    expect(body.notifications.latest).toHaveLength(5);
    expect(body.notifications.latest[0]).toMatchObject({ type: 'assignment', link: '/scheduled_data/7', title: 'Job 6' });
    // In the reader's language: a key's template, not stored English.
    const french = await t.app.inject({
      method: 'GET',
      url: `/api/home?date=${day}`,
      headers: { ...(await homeAs(t, 'tech@tarmac.test')).headers, 'accept-language': 'fr' },
    });
    expect(
      french.json().notifications.latest.every((item: { title: string }) => typeof item.title === 'string' && item.title.length > 0),
    ).toBe(true);
  });
  it('shows only the active region’s notices (and those of no region): another region’s station waits on the notifications page', async () => {
    const [admin] = await t.database.db
      .select({ id: users.id, region: users.instance_id })
      .from(users)
      .where(eq(users.email, 'admin@tarmac.test'));
    expect(admin.region).toBe(c.regionId);
    const notice = (station: string, regionId: number | null, hour: number) => ({
      user_id: admin.id,
      type: 'shelf_life_expiring',
      key: 'shelf_life_expiring_station',
      params: { count: 12, station, expires_date: '2036-02-01' },
      region_id: regionId,
      created_at: new Date(Date.UTC(2036, 1, 1, hour)),
    });
    const [jfk, ams, everywhere] = await t.database.db
      .insert(notifications)
      .values([
        notice('JFK', c.otherRegionId, 3),
        notice('AMS', c.regionId, 2),
        { ...notice('AMS', null, 1), key: 'message', params: { title: 'All', text: '' } },
      ])
      .returning({ id: notifications.id });
    const [{ n: inRegion }] = await t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, admin.id),
          isNull(notifications.read_at),
          or(isNull(notifications.region_id), eq(notifications.region_id, c.regionId)),
        ),
      );
    const body = (await (await homeAs(t, 'admin@tarmac.test')).homeDay(day)).json() as HomeDay;
    expect(body.notifications.unread).toBe(inRegion);
    const shown = body.notifications.latest.map((item) => item.id);
    expect(shown).not.toContain(jfk.id);
    expect(shown).toEqual(expect.arrayContaining([ams.id, everywhere.id]));
    expect(body.notifications.latest.find((item) => item.id === ams.id)!.title).toBe('12 materials expiring at AMS');
  });
});
