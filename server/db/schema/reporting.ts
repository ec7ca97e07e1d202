import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { reportFrequencies, reportNames } from '../../../model/modules/reporting';
import { regions, users } from './accounts';
import { recordColumns } from './columns';

/**
 * A report's filters saved by name (docs/modules/reporting.md): the same parameters the URL
 * carries, kept per user so "Q3 per customer" opens in one click. Private to its owner.
 */
export const reportViews = pgTable(
  'report_views',
  {
    ...recordColumns,
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    report: text('report', { enum: reportNames }).notNull(),
    name: text('name').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex('report_views_user_report_name').on(t.user_id, t.report, t.name)],
);

/**
 * A report mailed on a schedule as an XLSX attachment (docs/modules/reporting.md): its filters, the region it reports
 * on (one of its owner's, checked again when it runs), the recipients, and when it runs next. The job
 * claims a due row by moving next_run_at forward in the same statement, so two processes never send
 * it twice.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    ...recordColumns,
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    report: text('report', { enum: reportNames }).notNull(),
    name: text('name').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    frequency: text('frequency', { enum: reportFrequencies }).notNull(),
    /** Hour of the day (UTC) it is sent at. */
    hour: smallint('hour').notNull().default(6),
    recipient_ids: integer('recipient_ids').array().notNull(),
    active: boolean('active').notNull().default(true),
    next_run_at: timestamp('next_run_at', { withTimezone: true }).notNull(),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
    last_error: text('last_error'),
  },
  (t) => [
    index('report_schedules_due_idx')
      .on(t.next_run_at)
      .where(sql`${t.active}`),
    index('report_schedules_region_idx').on(t.region_id),
    check('report_schedules_hour', sql`${t.hour} between 0 and 23`),
    check('report_schedules_recipients', sql`cardinality(${t.recipient_ids}) > 0`),
  ],
);
