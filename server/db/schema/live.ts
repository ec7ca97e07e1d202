import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every live event (server/live): written by `tarmac_publish` in the transaction of the change it
 * announces, so it exists only if that change committed; its id is the SSE event id a browser
 * resumes from (Last-Event-ID). Kept a day (the retention job), long enough for any reconnect.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What changed: activities, notifications, memos (later on_call, de_icing). */
    topic: text('topic').notNull(),
    /** Who may hear it: one user's, else one region's, else (both empty) everyone's. */
    region_id: integer('region_id'),
    user_id: integer('user_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('live_events_created_idx').on(t.created_at)],
);
