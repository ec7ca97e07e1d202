import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns every table carries: identity, timestamps, and the optimistic-concurrency version. */
export const recordColumns = {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
};

/** Timestamps and version for link tables whose key is composite. */
export const linkColumns = {
  created_at: recordColumns.created_at,
  updated_at: recordColumns.updated_at,
  version: recordColumns.version,
};

/** Raw bytes: only stored_files holds any (docs/ARCHITECTURE.md, "Files"). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
