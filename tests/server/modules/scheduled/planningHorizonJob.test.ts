import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../../server/db/client';
import { activities, appSettings } from '../../../../server/db/schema';
import { startJobScheduler, type JobScheduler } from '../../../../server/jobs/scheduler';
import { planningHorizonJob } from '../../../../server/modules/scheduled/jobs';
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
});
