import type { Database } from '../db/client';
import type { Mailer } from '../auth/mail';

/** What a job may need beyond the database: the e-mail transport and the app's public address (links in mail). */
export interface JobContext {
  mailer: Mailer;
  appUrl: string;
  /** For what a job gets past without failing (one undeliverable e-mail among many). */
  log: { error(entry: object, message: string): void };
}

/**
 * A module's recurring work (docs/ARCHITECTURE.md): the scheduler in server/jobs runs
 * each job in one process at a time, however many API processes serve.
 */
export interface Job {
  /** Unique across modules: `<module>.<what>` (scheduled.planning_horizon). */
  name: string;
  everyMinutes: number;
  /** `context` is there when the server runs the job (a test may run it without one). */
  run(db: Database, now: Date, context?: JobContext): Promise<void>;
}
