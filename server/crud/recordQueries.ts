import { and, asc, count, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Session } from '../auth/session';
import type { Queryable, ResourceDefinition } from './definition';
import { toRecord, type ResourceFields } from './fields';
import { readScope } from './regionScope';

export type ApiRecord = Record<string, unknown> & { id: number; version: number };

export interface PageRequest {
  /** What the records must match, but for `search`. */
  where: SQL | undefined;
  /** A search term the trigram indexes answer (`searchUsesIndex`), matched on its own first (`matching`). */
  search?: SQL;
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** Where a page's limit and offset come from: its numbers, or a prepared statement's placeholders. */
export interface PageBounds {
  limit: number | Placeholder;
  offset: number | Placeholder;
}

/** The column that carries the Content-Range total alongside each row of a page. */
const totalColumn = '$total';

/**
 * One page of records and the number of all matching records, in one statement: the count is
 * an uncorrelated subquery, run once, so a list costs one round trip to the database.
 * Rows are ordered with the id as tie-breaker so pages never overlap. Computed fields
 * (correlated subqueries) would be evaluated for every row skipped by OFFSET, so a deep page
 * chooses its ids first and only those 25 rows compute them.
 */
export function pageQuery(
  db: Queryable,
  definition: ResourceDefinition,
  fields: ResourceFields,
  page: PageRequest,
  bounds: PageBounds = page,
) {
  const { table } = definition;
  const where = matching(db, definition, page);
  const selection = { ...fields.selection, [totalColumn]: sql`(${countQuery(db, definition, where)})` };
  const direction = page.sort.order === 'ASC' ? asc : desc;
  const sortExpression = fields.expressions.get(page.sort.field) as PgColumn;
  const order = page.sort.field === 'id' ? [direction(table.id)] : [direction(sortExpression), direction(table.id)];
  if (!definition.computed || (page.offset === 0 && !definition.computed[page.sort.field])) {
    return db
      .select(selection)
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(bounds.limit)
      .offset(bounds.offset);
  }
  const pageIds = db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(bounds.limit)
    .offset(bounds.offset);
  return db
    .select(selection)
    .from(table)
    .where(inArray(table.id, pageIds))
    .orderBy(...order);
}

/**
 * The condition of a page's records. ILIKE estimates are poor: for a term matching a few dozen rows the
 * planner may walk the sort order's index and test 100 000 rows to fill one page. A search the trigram
 * indexes answer is therefore matched first, on its own, and the other conditions (region, filters) test
 * only its matches. On its own: a search keeps one plan per connection (keepsPlan), and in that plan,
 * made without the values, a region condition beside the term had PostgreSQL read the region's index
 * whole (100 000 entries, 3 ms) to intersect it with the term's few dozen.
 */
export function matching(db: Queryable, definition: ResourceDefinition, page: Pick<PageRequest, 'where' | 'search'>): SQL | undefined {
  if (!page.search) return page.where;
  const { table } = definition;
  return and(sql`${table.id} = any(array(${db.select({ id: table.id }).from(table).where(page.search)}))`, page.where);
}

/** A page's rows as records, and the total of Content-Range they carry (null for no rows). */
export function recordsWithTotal(fields: ResourceFields, rows: Record<string, unknown>[]): { records: ApiRecord[]; total: number | null } {
  const total = rows.length ? Number(rows[0][totalColumn]) : null;
  const records = rows.map((row) => {
    delete row[totalColumn];
    return toRecord(fields, row) as ApiRecord;
  });
  return { records, total };
}

/** How many records match: the total of Content-Range. */
export function countQuery(db: Queryable, definition: ResourceDefinition, where: SQL | undefined) {
  return db.select({ n: count() }).from(definition.table).where(where);
}

/** A record the caller may read: in their active region for region-owned resources. */
export async function findVisible(
  db: Queryable,
  definition: ResourceDefinition,
  fields: ResourceFields,
  session: Session,
  id: number,
): Promise<ApiRecord | null> {
  const [row] = await db
    .select(fields.selection)
    .from(definition.table)
    .where(and(eq(definition.table.id, id), readScope(definition, session)))
    .limit(1);
  return row ? (toRecord(fields, row) as ApiRecord) : null;
}

/**
 * The current record, locked until the write transaction ends. `scope` (writeScope) leaves out
 * the records of regions the caller is not a member of, so a PUT or DELETE of one is a 404 like
 * an id that names nothing, never a 403 that would confirm it exists.
 */
export async function findForWrite(
  tx: Queryable,
  definition: ResourceDefinition,
  fields: ResourceFields,
  id: number,
  scope?: SQL,
): Promise<ApiRecord | null> {
  const [row] = await tx
    .select(fields.selection)
    .from(definition.table)
    .where(and(eq(definition.table.id, id), scope))
    .limit(1)
    .for('update');
  return row ? (toRecord(fields, row) as ApiRecord) : null;
}

/** Field → {from, to} for every field whose value changes; what the audit trail keeps. */
export function changedFields(
  current: Record<string, unknown>,
  next: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, value] of Object.entries(next)) {
    if (JSON.stringify(current[field] ?? null) !== JSON.stringify(value ?? null))
      changes[field] = { from: current[field] ?? null, to: value ?? null };
  }
  return changes;
}
