import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import * as schema from '../schema';

/** Every table the schema declares, so tables added later are wiped without editing this file. */
export function schemaTableNames(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .sort();
}

/** Empties the database but keeps its structure and the migrations journal (`npm run db:reset`). */
export async function wipeDatabase(db: Database): Promise<void> {
  const tables = schemaTableNames().map((name) => sql.identifier(name));
  await db.execute(sql`truncate table ${sql.join(tables, sql`, `)} restart identity cascade`);
}
