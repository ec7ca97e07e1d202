import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../../server/db/client';
import { activities, appSettings } from '../../../../server/db/schema';
import { startJobScheduler, type JobScheduler } from '../../../../server/jobs/scheduler';
import { planningHorizonJob } from '../../../../server/modules/scheduled/jobs';
import { planDay } from '../../../../server/modules/scheduled/planDay';
import { createTestDatabase } from '../../helper';
import { activitiesOf, insertSchedule, loadScheduledContext, type ScheduledContext } from './fixtures';

/** Plan day as a job (docs/modules/scheduled.md): the job keeps today … today + planning horizon planned, once however many processes run it. */
let database: DatabaseHandle;
let c: ScheduledContext;
const log = { info: () => {}, error: () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
  c = await loadScheduledContext(database.db);
  await database.db.update(appSettings).set({ planning_horizon_days: 2 });
});
afterAll(() => database.close());

/** One API process's scheduler, its minute timer stopped so only the test ticks it. */
async function processScheduler(): Promise<JobScheduler> {
  const scheduler = startJobScheduler(database.db, [planningHorizonJob], log);
  await scheduler.stop();
  return scheduler;
}

describe('the planning horizon job', () => {
  it('plans today and the next planning_horizon_days for every region, once when two processes tick together', async () => {
    const paris = await insertSchedule(database.db, c, { station: 'ORY', validFrom: '2036-01-01' });
    const newYork = await insertSchedule(database.db, c, { station: 'JFK', validFrom: '2036-01-01' });
    // 23:30 UTC on the 9th: already the 10th in Paris, still the 9th in New York.
    const now = new Date('2036-01-09T23:30:00Z');
    const [first, second] = [await processScheduler(), await processScheduler()];
    const outcomes = await Promise.all([first.runDue(now), second.runDue(now)]);

    expect(outcomes.map((o) => o[planningHorizonJob.name]).sort()).toEqual(['ran', expect.stringMatching(/^(locked|not_due)$/)].sort());
    expect((await activitiesOf(database.db, paris)).map((a) => a.local_date)).toEqual(['2036-01-10', '2036-01-11', '2036-01-12']);
    expect((await activitiesOf(database.db, newYork)).map((a) => a.local_date)).toEqual(['2036-01-09', '2036-01-10', '2036-01-11']);
  });

  it('is idempotent when its runs overlap: two runs at once plan each activity once', async () => {
    const id = await insertSchedule(database.db, c, { station: 'ORY', validFrom: '2037-01-01' });
    const now = new Date('2037-03-01T10:00:00Z');
    await Promise.all([
      database.db.transaction((tx) => planningHorizonJob.run(tx as never, now)),
      database.db.transaction((tx) => planningHorizonJob.run(tx as never, now)),
    ]);
    expect((await activitiesOf(database.db, id)).map((a) => a.local_date)).toEqual(['2037-03-01', '2037-03-02', '2037-03-03']);
    const day = await database.db
      .select({ work_order: activities.work_order })
      .from(activities)
      .where(
        and(eq(activities.station_id, c.station.ORY), gte(activities.local_date, '2037-03-01'), lte(activities.local_date, '2037-03-03')),
      );
    expect(new Set(day.map((a) => a.work_order)).size).toBe(day.length);
  });

  it('plans a day in bounded statements that number the activities as one statement does, yielding between them', async () => {
    // STAs out of id order, and one without an STA (numbered last): the order a batch takes matters.
    const ids: number[] = [];
    for (const sta of ['12:00:00', '08:00:00', null, '10:00:00', '09:00:00'])
      ids.push(await insertSchedule(database.db, c, { station: 'ORY', validFrom: '2038-01-01', sta }));
    const plan = (date: string, batchSize?: number) => {
      let yields = 0;
      const between = async () => void yields++;
      return database.db
        .transaction((tx) => planDay(tx as never, { regionId: c.regionId, date }, { batchSize, between }))
        .then((result) => ({ ...result, yields }));
    };
    const sequences = async (date: string) =>
      Promise.all(ids.map(async (id) => (await activitiesOf(database.db, id, date))[0].work_order.split('-')[2]));

    // Two Tuesdays: the same schedules (the region's others too) are valid on both.
    const whole = await plan('2038-01-05');
    expect(whole).toMatchObject({ existing: 0, yields: 0 });
    expect(await plan('2038-01-12', 2)).toEqual({ created: whole.created, existing: 0, yields: Math.floor(whole.created / 2) });
    expect(await sequences('2038-01-12')).toEqual(await sequences('2038-01-05'));
    const [at12, at08, without, at10, at09] = (await sequences('2038-01-12')).map(Number);
    expect(at08 < at09 && at09 < at10 && at10 < at12 && at12 < without).toBe(true);
    // Planned already: one statement finds nothing left and counts what is there.
    expect(await plan('2038-01-12', 2)).toEqual({ created: 0, existing: whole.created, yields: 0 });
  });
});
