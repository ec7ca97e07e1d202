import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { users } from './accounts';

/** The most one stored file may hold: a download reads the whole row, so this bounds its memory. */
export const storedFileMaxBytes = 10 * 1024 * 1024;

/**
 * Uploaded files served at /media/… (profile photos, the company logo): in the database rather than
 * on a node's disk, so every node behind the load balancer serves every file and one backup holds them
 * all (docs/ARCHITECTURE.md, "Files"). Keyed by the relative path callers already store and link to
 * (`photos/<32 hex>.png`); the folder decides who may read it (server/media/mediaRoutes.ts).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    path: text('path').primaryKey(),
    folder: text('folder').notNull(),
    bytes: bytea('bytes').notNull(),
    /** Hex SHA-256 of bytes, checked on every download: damaged bytes are refused, never served. */
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    content_type: text('content_type').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stored_files_size', sql`${t.size} between 0 and ${sql.raw(String(storedFileMaxBytes))}`),
    check('stored_files_path_in_folder', sql`${t.path} like ${t.folder} || '/%'`),
  ],
);
