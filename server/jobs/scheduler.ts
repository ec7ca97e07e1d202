import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Job, JobContext } from './job';
import { runDueJob, type JobOutcome } from './runDueJob';

export interface JobScheduler {
  /** Stops the timer and waits for a tick under way, so the database can close after it. */
  stop(): Promise<void>;
  /** Runs, one after another, every job that is due at `now` and not running in another process. */
  runDue(now: Date): Promise<Record<string, JobOutcome>>;
}

type JobLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** Ticks start on the minute: every process agrees which minute it is, whatever its timer's drift. */
const startOfMinute = (instant: Date) => new Date(Math.floor(instant.getTime() / 60_000) * 60_000);

/**
 * Runs the modules' jobs (server/modules moduleJobs) in every API process: each minute, each due
 * job runs in whichever process takes its lock first (server/jobs/runDueJob.ts). A failing job is
 * logged and recorded in job_runs; it never ends the process nor stops the other jobs.
 */
export function startJobScheduler(
  db: Database,
  jobs: readonly Job[],
  log: JobLog,
  options: { now?: () => Date; context?: JobContext; onOutcome?: (job: string, outcome: JobOutcome) => void } = {},
): JobScheduler {
  const clock = options.now ?? (() => new Date());
  let tick: Promise<void> = Promise.resolve();

  async function runDue(now: Date): Promise<Record<string, JobOutcome>> {
    const outcomes: Record<string, JobOutcome> = {};
    for (const job of jobs) {
      try {
        const { outcome, error } = await runDueJob(db, job, now, options.context);
        outcomes[job.name] = outcome;
        if (outcome === 'failed') log.error({ job: job.name, err: error }, `job ${job.name} failed`);
        else if (outcome === 'ran') log.info({ job: job.name }, `job ${job.name} ran`);
      } catch (error) {
        // The database itself failed (connection lost, …): try again on the next tick.
        outcomes[job.name] = 'failed';
        log.error({ job: job.name, err: error }, `job ${job.name} could not be started`);
      }
      options.onOutcome?.(job.name, outcomes[job.name]);
    }
    return outcomes;
  }

  // protect: a tick still running when the next minute starts is not overlapped by a second one.
  const timer = new Cron('* * * * *', { protect: true }, () => {
    tick = runDue(startOfMinute(clock())).then(() => {});
    return tick;
  });

  return {
    runDue,
    async stop() {
      timer.stop();
      await tick;
    },
  };
}
