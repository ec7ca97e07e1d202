import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The request rate limit's counts, shared by every node on the database (server/plugins/sharedRateLimit.ts):
 * the hits of one key (user or address, with the route's prefix when it has a limit of its own) in one
 * fixed window, `window` being floor(epoch ms / window length). Migration 0021 creates it UNLOGGED —
 * counts that last a minute need no WAL, and losing them in a crash only hands out one fresh minute —
 * which the schema builder cannot say. Rows past `expires_at` are deleted by the nodes in passing.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    window: integer('window').notNull(),
    hits: integer('hits').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.window] })],
);
