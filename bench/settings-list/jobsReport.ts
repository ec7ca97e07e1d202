import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { jobLockKey } from '../../server/jobs/runDueJob';
import { moduleJobs } from '../../server/modules';
import { rowsOf } from '../common/sql';

/**
 * What the API's jobs did since `since` (the server's start, floored to its minute: the scheduler
 * records a run at its tick's minute), one line each: the runs job_runs recorded, and the jobs whose
 * advisory lock is held now, i.e. still under way (server/jobs/runDueJob.ts). With `--jobs on` the
 * figures are read with these beside them.
 */
export async function jobsSince(db: Database, since: Date): Promise<string[]> {
  const tick = new Date(Math.floor(since.getTime() / 60_000) * 60_000);
  const runs = rowsOf<{ name: string; last_status: string; last_duration_ms: number | null }>(
    await db.execute(sql`
      select name, last_status, last_duration_ms from job_runs
      where last_run_at >= ${tick.toISOString()}::timestamptz order by name`),
  );
  // An advisory lock on one bigint key shows as classid (high half) and objid (low half), objsubid 1.
  const held = new Set(
    rowsOf<{ key: string }>(
      await db.execute(sql`
        select ((classid::bigint << 32) | objid::bigint)::text as key from pg_locks
        where locktype = 'advisory' and objsubid = 1 and granted
          and database = (select oid from pg_database where datname = current_database())`),
    ).map((row) => row.key),
  );
  const lines = runs.map((run) => `${run.name}: ran, ${run.last_status}, ${run.last_duration_ms ?? '?'} ms`);
  for (const job of moduleJobs) if (held.has(jobLockKey(job.name).toString())) lines.push(`${job.name}: under way at the end`);
  return lines;
}
