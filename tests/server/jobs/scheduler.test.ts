import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../server/db/client';
import { jobRuns } from '../../../server/db/schema';
import type { Job } from '../../../server/jobs/job';
import type { JobOutcome } from '../../../server/jobs/runDueJob';
import { startJobScheduler, type JobScheduler } from '../../../server/jobs/scheduler';
import { createTestDatabase } from '../helper';

/**
 * Jobs (docs/ARCHITECTURE.md): every API process runs the scheduler, and each due job runs in one of them at a
 * time (an advisory lock, then the job_runs row). Ticks are driven by runDue, as the timer would.
 */
let database: DatabaseHandle;
const schedulers: JobScheduler[] = [];
const errors: unknown[] = [];
const log = { info: () => {}, error: (entry: unknown) => void errors.push(entry) };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(schedulers.map((s) => s.stop()));
  await database.close();
});

/** One API process's scheduler; its minute timer is stopped so only the test's runDue ticks. */
async function scheduler(jobs: Job[], onOutcome?: (job: string, outcome: JobOutcome) => void): Promise<JobScheduler> {
  const started = startJobScheduler(database.db, jobs, log, { onOutcome });
  schedulers.push(started);
  await started.stop();
  return started;
}

const lastRun = async (name: string) => (await database.db.select().from(jobRuns).where(eq(jobRuns.name, name)))[0];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const t0 = new Date('2030-01-01T06:00:00Z');
const minutesAfter = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

describe('the job scheduler', () => {
  it('runs a due job exactly once when two processes tick at the same moment', async () => {
    let runs = 0;
    const job: Job = {
      name: 'test.concurrent',
      everyMinutes: 5,
      async run() {
        runs += 1;
        // Long enough for the other process to try while this one holds the lock.
        await sleep(300);
      },
    };
    const [first, second] = [await scheduler([job]), await scheduler([job])];
    const outcomes = await Promise.all([first.runDue(t0), second.runDue(t0)]);

    expect(runs).toBe(1);
    // On PostgreSQL the other process finds the lock taken; PGlite serialises the two transactions, so it finds the job run.
    expect(outcomes.map((o) => o[job.name]).sort()).toEqual(['ran', expect.stringMatching(/^(locked|not_due)$/)].sort());
    expect(await lastRun(job.name)).toMatchObject({ last_run_at: t0, last_status: 'ok', last_error: null });
  });

  it('skips a job until its interval has passed since the last run', async () => {
    let runs = 0;
    const job: Job = { name: 'test.interval', everyMinutes: 60, run: async () => void (runs += 1) };
    const api = await scheduler([job]);

    expect(await api.runDue(t0)).toEqual({ [job.name]: 'ran' });
    expect(await api.runDue(minutesAfter(59))).toEqual({ [job.name]: 'not_due' });
    expect(runs).toBe(1);
    expect(await api.runDue(minutesAfter(60))).toEqual({ [job.name]: 'ran' });
    expect(runs).toBe(2);
    expect((await lastRun(job.name)).last_run_at).toEqual(minutesAfter(60));
  });

  it('records a failing job with its error, undoes its writes, and still runs the next job', async () => {
    const failing: Job = {
      name: 'test.failing',
      everyMinutes: 1,
      async run(db, now) {
        await db.insert(jobRuns).values({ name: 'test.written_by_failing', last_run_at: now, last_status: 'ok' });
        throw new Error('the flight schedule feed is down');
      },
    };
    let nextRan = false;
    const next: Job = { name: 'test.after_failing', everyMinutes: 1, run: async () => void (nextRan = true) };
    errors.length = 0;
    // What GET /metrics counts (server/ops/metrics.ts).
    const heard: [string, JobOutcome][] = [];

    const outcomes = await (await scheduler([failing, next], (job, outcome) => heard.push([job, outcome]))).runDue(t0);

    expect(outcomes).toEqual({ [failing.name]: 'failed', [next.name]: 'ran' });
    expect(heard).toEqual([
      [failing.name, 'failed'],
      [next.name, 'ran'],
    ]);
    expect(nextRan).toBe(true);
    expect(await lastRun(failing.name)).toMatchObject({
      last_run_at: t0,
      last_status: 'failed',
      last_error: 'the flight schedule feed is down',
    });
    expect(await lastRun('test.written_by_failing')).toBeUndefined();
    expect(errors).toEqual([expect.objectContaining({ job: failing.name })]);
  });
});
