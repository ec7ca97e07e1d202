import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each module job last ran (server/jobs): the process that wins the job's advisory lock reads
 * this row to decide whether the job is due, so N API processes run it once per interval, not N times.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  last_run_at: timestamp('last_run_at', { withTimezone: true }).notNull(),
  last_status: text('last_status', { enum: ['ok', 'failed'] }).notNull(),
  last_error: text('last_error'),
  last_duration_ms: integer('last_duration_ms'),
});
