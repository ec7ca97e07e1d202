import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/** The seed runs inside one transaction; a transaction offers the same API as the database. */
export type SeedDb = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Lookup tables the later seed steps need: natural key → generated id. */
export type IdsByKey = Map<string, number>;

export function idsByKey<T extends { id: number }>(rows: T[], key: (row: T) => string): IdsByKey {
  return new Map(rows.map((row) => [key(row), row.id]));
}

export function requireId(ids: IdsByKey, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo seed: unknown ${what} "${key}"`);
  return id;
}

/**
 * Rows inserted with explicit ids leave the identity sequence behind; move it past them so
 * the next row created through the API does not collide with id 1.
 */
export async function syncIdentity(db: SeedDb, table: string): Promise<void> {
  await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`);
}
