import { count, eq, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import type { Queryable } from './definition';

/** Link tables are reported as the resource whose form edits them. */
const linkTableOwners: Record<string, string> = {
  flight_schedule_services: 'flight_schedule',
  technician_authorisations: 'technicians',
  user_regions: 'users',
  role_permissions: 'roles',
};

interface Referrer {
  resource: string;
  column: PgColumn;
  table: PgTable;
}

let referrersByTable: Map<string, Referrer[]> | null = null;

/**
 * Foreign keys that block a delete (no action / restrict), found from the Drizzle schema once,
 * so a new table that refers to stations is covered without touching the router.
 */
function blockingReferrers(tableName: string): Referrer[] {
  if (!referrersByTable) {
    referrersByTable = new Map();
    for (const value of Object.values(schema) as unknown[]) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      for (const foreignKey of config.foreignKeys) {
        if (foreignKey.onDelete === 'cascade' || foreignKey.onDelete === 'set null') continue;
        const reference = foreignKey.reference();
        const target = getTableName(reference.foreignTable);
        const list = referrersByTable.get(target) ?? [];
        list.push({ resource: linkTableOwners[config.name] ?? config.name, column: reference.columns[0], table: value });
        referrersByTable.set(target, list);
      }
    }
  }
  return referrersByTable.get(tableName) ?? [];
}

export interface Reference {
  resource: string;
  count: number;
}

/** Which resources still refer to the record, and how many of their rows do. */
export async function findReferences(db: Queryable, tableName: string, id: number): Promise<Reference[]> {
  const found = new Map<string, number>();
  for (const referrer of blockingReferrers(tableName)) {
    const [row] = await db.select({ n: count() }).from(referrer.table).where(eq(referrer.column, id));
    const n = Number(row?.n ?? 0);
    if (n > 0) found.set(referrer.resource, (found.get(referrer.resource) ?? 0) + n);
  }
  return [...found].map(([resource, n]) => ({ resource, count: n }));
}
