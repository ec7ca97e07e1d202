import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Job } from '../../jobs/job';
import { planDay } from './planDay';

/**
 * The region-days the planning horizon covers at `now`: today … today + the setting's planning
 * horizon days for every active region. "Today" is the region's own (its default time zone): a
 * station a zone or two away may see its new day planned a few hours early or late, never missed.
 */
async function horizonDays(db: Database, now: Date): Promise<{ region_id: number; date: string }[]> {
  const { rows } = (await db.execute(sql`
    select r.id as region_id, to_char((${now.toISOString()}::timestamptz at time zone r.time_zone)::date + g.day, 'YYYY-MM-DD') as date
    from regions r
    cross join (select planning_horizon_days from app_settings order by id limit 1) s
    cross join lateral generate_series(0, s.planning_horizon_days) as g(day)
    where r.active
    order by r.id, g.day
  `)) as { rows: { region_id: number; date: string }[] };
  return rows;
}

/**
 * Keeps the planning horizon planned (docs/modules/scheduled.md): plan day is idempotent, so a run only adds what is missing.
 * It runs in an API process beside its requests: each region-day is planned in bounded statements, and
 * the event loop serves the requests waiting between two of them (docs/performance.md).
 */
export const planningHorizonJob: Job = {
  name: 'scheduled.planning_horizon',
  everyMinutes: 60,
  async run(db, now) {
    for (const { region_id, date } of await horizonDays(db, now)) {
      await planDay(db, { regionId: region_id, date }, { between: () => yieldToRequests() });
      await yieldToRequests();
    }
  },
};
