import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobRuns } from '../db/schema';
import type { Job, JobContext } from './job';

/** What one process did with one job on one tick. */
export type JobOutcome = 'ran' | 'failed' | 'not_due' | 'locked';

/**
 * The advisory lock key of a job: the first 8 bytes of the SHA-256 of its name, so every process
 * (and every release) agrees on it without a registry of numbers.
 */
export function jobLockKey(name: string): bigint {
  return createHash('sha256').update(name).digest().readBigInt64BE(0);
}

const minuteMs = 60_000;

/**
 * Runs a job if it is due, in one transaction that first takes the job's transaction-level advisory
 * lock: a second process finds it taken and skips, and once the first commits the job_runs row
 * says the job is not due yet. The job runs in a savepoint, so a failure rolls back its own writes
 * but is still recorded.
 */
export async function runDueJob(
  db: Database,
  job: Job,
  now: Date,
  context?: JobContext,
): Promise<{ outcome: JobOutcome; error?: unknown }> {
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`select pg_try_advisory_xact_lock(${jobLockKey(job.name).toString()}::bigint) as locked`)) as {
      rows: { locked: boolean }[];
    };
    if (!rows[0].locked) return { outcome: 'locked' };
    const [last] = await tx.select({ at: jobRuns.last_run_at }).from(jobRuns).where(eq(jobRuns.name, job.name)).for('update');
    if (last && last.at.getTime() + job.everyMinutes * minuteMs > now.getTime()) return { outcome: 'not_due' };

    const started = Date.now();
    let error: unknown;
    try {
      await tx.transaction((savepoint) => job.run(savepoint, now, context));
    } catch (failure) {
      error = failure;
    }
    const run = {
      last_run_at: now,
      last_status: error === undefined ? ('ok' as const) : ('failed' as const),
      last_error: error === undefined ? null : describeError(error),
      last_duration_ms: Date.now() - started,
    };
    await tx
      .insert(jobRuns)
      .values({ name: job.name, ...run })
      .onConflictDoUpdate({ target: jobRuns.name, set: run });
    return error === undefined ? { outcome: 'ran' } : { outcome: 'failed', error };
  });
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
