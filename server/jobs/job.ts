import type { Database } from '../db/client';

/**
 * A module's recurring work (design.md "Operational modules"): the scheduler in server/jobs runs
 * each job in one process at a time, however many API processes serve.
 */
export interface Job {
  /** Unique across modules: `<module>.<what>` (scheduled.planning_horizon). */
  name: string;
  everyMinutes: number;
  run(db: Database, now: Date): Promise<void>;
}
