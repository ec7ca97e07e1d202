import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { activities, activityAssignments, airport, regions, stations, technicians } from '../../../../server/db/schema';
import { createTestApp, type TestApp } from '../../helper';
import { activitiesOf, insertSchedule, loadScheduledContext, type ScheduledContext } from '../scheduled/fixtures';
import { as, assign, technicianOf } from '../scheduled/scheduledApi';
import { boardAs, cardOf } from './statusViewApi';

/** The status board (docs/modules/status_view.md): its columns and cards — fields, times, initials, the late and conflict flags. */
let t: TestApp;
let c: ScheduledContext;
let admin: Awaited<ReturnType<typeof as>>;
const day = '2036-03-12';

/** Plans one new schedule at a station on `day` and answers its activity id. */
async function planned(options: Parameters<typeof insertSchedule>[2]): Promise<number> {
  const scheduleId = await insertSchedule(t.database.db, c, options);
  const res = await admin.plan({ date: day, station_id: c.station[options.station] });
  expect(res.statusCode, res.body).toBe(200);
  return (await activitiesOf(t.database.db, scheduleId, day))[0].id;
}

const setActivity = (id: number, values: Partial<typeof activities.$inferInsert>) =>
  t.database.db.update(activities).set(values).where(eq(activities.id, id));

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  admin = await as(t, 'admin@tarmac.test');
});
afterAll(() => t.close());

describe('GET /api/status_view', () => {
  it('has one column per station of the active region, by code, the empty ones included', async () => {
    const ory = await planned({ station: 'ORY', sta: '08:00', std: '09:00' });
    const { res, board } = await boardAs(t, 'supervisor@tarmac.test', `?date=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    const expected = await t.database.db
      .select({ id: stations.id, code: stations.code, time_zone: airport.time_zone })
      .from(stations)
      .innerJoin(airport, eq(airport.id, stations.airport_id))
      .innerJoin(regions, eq(regions.id, stations.region_id))
      .where(eq(regions.code, 'EUR-W'))
      .orderBy(stations.code);
    expect(board!.stations.map((s) => [s.id, s.code, s.time_zone])).toEqual(expected.map((s) => [s.id, s.code, s.time_zone]));
    expect(board!).toMatchObject({ date: day, region_id: c.regionId, time_zone: 'Europe/Paris' });
    expect(cardOf(board!, ory)?.station).toBe('ORY');
    // Only ORY was planned on that day: every other station is an empty column.
    for (const station of board!.stations.filter((s) => s.code !== 'ORY')) expect(station.activities, station.code).toEqual([]);
  });

  it('shows time, flights, registration, type, services and initials lead first on each card, in time order', async () => {
    const later = await planned({ station: 'CDG', sta: '14:00', std: '15:10', serviceCodes: ['TRANSIT', 'FUEL-SUP'] });
    const earlier = await planned({ station: 'CDG', sta: '06:30', std: '07:15' });
    await setActivity(later, { registration: 'F-HBXA', ata_at: new Date(`${day}T13:07:00Z`) });
    const [lead, support] = await t.database.db
      .insert(technicians)
      .values([
        { region_id: c.regionId, employee_no: 'SV-1', name: 'Léa Marchand' },
        { region_id: c.regionId, employee_no: 'SV-2', name: 'Bram de Vries', active: false },
      ])
      .returning({ id: technicians.id });
    await assign(t, later, support.id, 'support');
    await assign(t, later, lead.id, 'lead');

    const { board } = await boardAs(t, 'supervisor@tarmac.test', `?date=${day}`);
    const cdg = board!.stations.find((s) => s.code === 'CDG')!;
    expect(cdg.activities.map((a) => a.id).filter((id) => id === later || id === earlier)).toEqual([earlier, later]);
    const [schedule] = await t.database.db.select().from(activities).where(eq(activities.id, later));
    expect(cardOf(board!, later)!.card).toEqual({
      id: later,
      work_order: schedule.work_order,
      status: 'planned',
      late: false,
      conflict: false,
      rules_broken: false,
      inbound_flight_no: schedule.inbound_flight_no,
      outbound_flight_no: schedule.outbound_flight_no,
      registration: 'F-HBXA',
      aircraft_type: 'A20N',
      services: ['TRANSIT', 'FUEL-SUP'],
      // The lead first, whatever the order of assignment; an inactive technician still counts.
      technicians: ['LM', 'BV'],
      // Paris is UTC+1 in March (before the clocks change): 13:07 UTC is 14:07 local.
      times: {
        sta: { time: '14:00', day_offset: 0 },
        std: { time: '15:10', day_offset: 0 },
        ata: { time: '14:07', day_offset: 0 },
        atd: null,
      },
    });
  });

  it('gives a station in another zone its own local times', async () => {
    const lhr = await t.database.db.select({ id: stations.id }).from(stations).where(eq(stations.code, 'LHR'));
    const id = await planned({ station: 'CDG', sta: '10:00', std: '11:00' });
    await setActivity(id, { station_id: lhr[0].id, sta_at: new Date(`${day}T23:30:00Z`), std_at: new Date(`${day}T23:59:00Z`) });
    const { board } = await boardAs(t, 'supervisor@tarmac.test', `?date=${day}`);
    expect(cardOf(board!, id)).toMatchObject({
      station: 'LHR',
      card: { times: { sta: { time: '23:30', day_offset: 0 }, std: { time: '23:59', day_offset: 0 } } },
    });
  });

  it('marks a card late once its STD has passed and it is not completed', async () => {
    const id = await planned({ station: 'AMS', sta: '10:00', std: '11:00' });
    const past = new Date(Date.now() - 60_000);
    await setActivity(id, { sta_at: new Date(past.getTime() - 3_600_000), std_at: past });
    const late = async () => cardOf((await boardAs(t, 'supervisor@tarmac.test', `?date=${day}`)).board!, id)!.card.late;
    expect(await late()).toBe(true);
    await setActivity(id, { status: 'completed' });
    expect(await late()).toBe(false);
    await setActivity(id, { status: 'in_progress', std_at: new Date(Date.now() + 3_600_000) });
    expect(await late()).toBe(false);
  });

  it('flags both cards of a double booking, and neither once the other is cancelled', async () => {
    const a = await planned({ station: 'ORY', sta: '12:00', std: '13:00' });
    const b = await planned({ station: 'ORY', sta: '12:30', std: '13:30' });
    const techId = await technicianOf(t, 'tech@tarmac.test');
    await assign(t, a, techId);
    await assign(t, b, techId);
    const flags = async () => {
      const { board } = await boardAs(t, 'supervisor@tarmac.test', `?date=${day}`);
      return [cardOf(board!, a)!.card.conflict, cardOf(board!, b)!.card.conflict];
    };
    expect(await flags()).toEqual([true, true]);
    await setActivity(b, { status: 'cancelled', cancel_reason: 'Flight cancelled.' });
    expect(await flags()).toEqual([false, false]);
    await t.database.db
      .delete(activityAssignments)
      .where(and(eq(activityAssignments.technician_id, techId), inArray(activityAssignments.activity_id, [a, b])));
  });
});
