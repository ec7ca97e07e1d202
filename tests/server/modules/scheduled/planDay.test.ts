import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../../server/db/client';
import { activities } from '../../../../server/db/schema';
import { planDay } from '../../../../server/modules/scheduled/planDay';
import { createTestDatabase } from '../../helper';
import { activitiesOf, insertSchedule, loadScheduledContext, type ScheduledContext } from './fixtures';

/**
 * Plan day (docs/modules/scheduled.md), the plan-day SQL itself: which schedules a date takes, station-local times to UTC
 * (DST days, overnight turnarounds), services, work-order numbers, idempotency.
 */
let database: DatabaseHandle;
let c: ScheduledContext;

beforeAll(async () => {
  database = await createTestDatabase();
  c = await loadScheduledContext(database.db);
});
afterAll(() => database.close());

const plan = (date: string, stationId: number | null = null, regionId = c.regionId) =>
  database.db.transaction((tx) => planDay(tx as never, { regionId, date, stationId }));

describe('plan day', () => {
  it('plans the schedules valid on the date and weekday, with their services and standard minutes', async () => {
    const db = database.db;
    // 2026-03-04 is a Wednesday (ISO 3).
    const valid = await insertSchedule(db, c, { station: 'ORY', days: [3], serviceCodes: ['TRANSIT', 'FUEL-SUP'] });
    const otherWeekday = await insertSchedule(db, c, { station: 'ORY', days: [1, 2, 4, 5, 6, 7] });
    const notYet = await insertSchedule(db, c, { station: 'ORY', validFrom: '2026-03-05' });
    const ended = await insertSchedule(db, c, { station: 'ORY', validFrom: '2026-01-01', validTo: '2026-03-03' });
    const lastDay = await insertSchedule(db, c, { station: 'ORY', validFrom: '2026-01-01', validTo: '2026-03-04' });
    const inactive = await insertSchedule(db, c, { station: 'ORY', active: false });

    await plan('2026-03-04', c.station.ORY);

    const [activity] = await activitiesOf(db, valid, '2026-03-04');
    expect(activity).toMatchObject({
      region_id: c.regionId,
      station_id: c.station.ORY,
      status: 'planned',
      edited: false,
      needs_review: false,
    });
    expect(activity.services.map((s) => [s.service_id, s.standard_minutes, s.status]).sort()).toEqual(
      [
        [c.service.TRANSIT.id, c.service.TRANSIT.minutes, 'pending'],
        [c.service['FUEL-SUP'].id, c.service['FUEL-SUP'].minutes, 'pending'],
      ].sort(),
    );
    expect(await activitiesOf(db, lastDay, '2026-03-04')).toHaveLength(1);
    for (const id of [otherWeekday, notYet, ended, inactive]) expect(await activitiesOf(db, id)).toEqual([]);
  });

  it('converts station-local times with the airport zone: the 23-hour day of Amsterdam', async () => {
    const id = await insertSchedule(database.db, c, { station: 'AMS', sta: '01:30', std: '03:30' });
    await plan('2026-03-29', c.station.AMS);
    const [activity] = await activitiesOf(database.db, id, '2026-03-29');
    // 01:30 is still CET (UTC+1); 03:30 is already CEST (UTC+2), the clocks having jumped at 02:00.
    expect(activity.sta_at?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(activity.std_at?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('…and its 25-hour day, and a turnaround departing after midnight the next local day', async () => {
    const autumn = await insertSchedule(database.db, c, { station: 'AMS', sta: '00:30', std: '04:00' });
    const overnight = await insertSchedule(database.db, c, { station: 'AMS', sta: '23:10', std: '00:40' });
    await plan('2026-10-25', c.station.AMS);
    const [day] = await activitiesOf(database.db, autumn, '2026-10-25');
    expect(day.sta_at?.toISOString()).toBe('2026-10-24T22:30:00.000Z');
    expect(day.std_at?.toISOString()).toBe('2026-10-25T03:00:00.000Z');
    const [night] = await activitiesOf(database.db, overnight, '2026-10-25');
    expect(night.sta_at?.toISOString()).toBe('2026-10-25T22:10:00.000Z');
    expect(night.std_at?.toISOString()).toBe('2026-10-25T23:40:00.000Z');
  });

  it('numbers work orders <STATION>-<YYMMDD>-<seq> in STA order, continuing the station-day', async () => {
    const late = await insertSchedule(database.db, c, { station: 'CDG', sta: '18:00', std: '19:00', validFrom: '2026-05-01' });
    const early = await insertSchedule(database.db, c, { station: 'CDG', sta: '06:00', std: '07:00', validFrom: '2026-05-01' });
    await plan('2031-05-02', c.station.CDG);
    const all = await database.db
      .select({ work_order: activities.work_order })
      .from(activities)
      .where(eq(activities.local_date, '2031-05-02'));
    const numbers = all.map((a) => a.work_order).sort();
    expect(numbers.every((n) => /^CDG-310502-\d{4}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    const [first] = await activitiesOf(database.db, early, '2031-05-02');
    const [second] = await activitiesOf(database.db, late, '2031-05-02');
    expect(first.work_order < second.work_order).toBe(true);

    const added = await insertSchedule(database.db, c, { station: 'CDG', sta: '05:00', std: '05:30', validFrom: '2026-05-01' });
    await plan('2031-05-02', c.station.CDG);
    const [next] = await activitiesOf(database.db, added, '2031-05-02');
    expect(next.work_order).toBe(`CDG-310502-${String(numbers.length + 1).padStart(4, '0')}`);
  });

  it('is idempotent: planning again creates nothing and counts what exists', async () => {
    const id = await insertSchedule(database.db, c, { station: 'ORY', validFrom: '2032-01-01' });
    const first = await plan('2032-01-05', c.station.ORY);
    const second = await plan('2032-01-05', c.station.ORY);
    expect(first.created).toBeGreaterThan(0);
    expect(second).toEqual({ created: 0, existing: first.created + first.existing });
    expect(await activitiesOf(database.db, id, '2032-01-05')).toHaveLength(1);
  });

  it('two plans of the same day at once (two connections on PostgreSQL) create each activity once', async () => {
    const ids = await Promise.all(
      [1, 2, 3, 4].map((n) => insertSchedule(database.db, c, { station: n % 2 ? 'ORY' : 'CDG', validFrom: '2032-06-01' })),
    );
    const results = await Promise.all([plan('2032-06-07'), plan('2032-06-07')]);
    expect(results[0].created + results[1].created).toBe(Math.max(...results.map((r) => r.created + r.existing)));
    for (const id of ids) expect(await activitiesOf(database.db, id, '2032-06-07')).toHaveLength(1);
    const day = await database.db
      .select({ work_order: activities.work_order })
      .from(activities)
      .where(eq(activities.local_date, '2032-06-07'));
    expect(new Set(day.map((a) => a.work_order)).size).toBe(day.length);
  });

  it('plans one region only', async () => {
    const jfk = await insertSchedule(database.db, c, { station: 'JFK', validFrom: '2033-01-01' });
    await plan('2033-01-03');
    expect(await activitiesOf(database.db, jfk)).toEqual([]);
    await plan('2033-01-03', null, c.otherRegionId);
    expect(await activitiesOf(database.db, jfk)).toHaveLength(1);
  });
});
