import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Session } from '../auth/session';
import type { Database } from '../db/client';
import { invalid, type ApiError } from '../errors';
import { constraintColumns, postgresError } from './databaseErrors';
import type { ResourceDefinition } from './definition';
import { hiddenRecordRefusal, isHiddenFrom } from './regionScope';

/**
 * A unique value (employee number, asset number …) already held by a record of a region the
 * caller is not a member of. "Already used by another record" would confirm that record exists,
 * so the refusal reads like any other (docs/security.md). Looked for only once a write has failed on a
 * unique index, after its transaction rolled back; null when the holder is one the caller may see.
 */
export async function hiddenUniqueConflict(
  db: Database,
  definition: ResourceDefinition,
  session: Session,
  error: unknown,
  attempted: Record<string, unknown> | undefined,
): Promise<ApiError | null> {
  const pg = postgresError(error);
  if (pg?.code !== '23505' || !attempted || definition.access.scope === 'global') return null;
  const names = constraintColumns(definition.table, pg.constraint);
  const columns = Object.entries(getTableColumns(definition.table) as Record<string, PgColumn>).filter(([, column]) =>
    names.includes(column.name),
  );
  if (!columns.length) return null;
  // Unique keys may treat nulls as equal (flight_schedule's natural key): an empty value matches null.
  const sameKey = columns.map(([field, column]) => (attempted[field] == null ? isNull(column) : eq(column, attempted[field])));
  const region = (definition.table as unknown as { region_id: PgColumn }).region_id;
  // Only an explanation of an error already certain: if it cannot be looked up, the plain one stands.
  const holders = await db
    .select({ region_id: region })
    .from(definition.table)
    .where(and(...sameKey))
    .catch(() => []);
  if (!holders.length || holders.some((holder) => !isHiddenFrom(definition, session, holder.region_id))) return null;
  return invalid(Object.fromEntries(columns.map(([field]) => [field, hiddenRecordRefusal])));
}
