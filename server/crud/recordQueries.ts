import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Session } from '../auth/session';
import type { Queryable, ResourceDefinition } from './definition';
import { toRecord, type ResourceFields } from './fields';
import { readScope } from './regionScope';

export type ApiRecord = Record<string, unknown> & { id: number; version: number };

export interface PageRequest {
  where: SQL | undefined;
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/**
 * One page of records, ordered with the id as tie-breaker so pages never overlap. Computed
 * fields (correlated subqueries) would be evaluated for every row skipped by OFFSET, so the
 * page's ids are chosen first and only those 25 rows compute them: a deep page stays cheap.
 */
export function pageQuery(db: Queryable, definition: ResourceDefinition, fields: ResourceFields, page: PageRequest) {
  const direction = page.sort.order === 'ASC' ? asc : desc;
  const sortExpression = fields.expressions.get(page.sort.field) as PgColumn;
  const order = page.sort.field === 'id' ? [direction(definition.table.id)] : [direction(sortExpression), direction(definition.table.id)];
  if (!definition.computed || (page.offset === 0 && !definition.computed[page.sort.field])) {
    return db.select(fields.selection).from(definition.table).where(page.where).orderBy(...order).limit(page.limit).offset(page.offset);
  }
  const pageIds = db.select({ id: definition.table.id }).from(definition.table).where(page.where).orderBy(...order).limit(page.limit).offset(page.offset);
  return db.select(fields.selection).from(definition.table).where(inArray(definition.table.id, pageIds)).orderBy(...order);
}

export async function selectPage(db: Queryable, definition: ResourceDefinition, fields: ResourceFields, page: PageRequest): Promise<ApiRecord[]> {
  const rows = await pageQuery(db, definition, fields, page);
  return rows.map((row) => toRecord(fields, row) as ApiRecord);
}

/** How many records match: the total of Content-Range. */
export function countQuery(db: Queryable, definition: ResourceDefinition, where: SQL | undefined) {
  return db.select({ n: count() }).from(definition.table).where(where);
}

/** A record the caller may read: in their active region for region-owned resources. */
export async function findVisible(db: Queryable, definition: ResourceDefinition, fields: ResourceFields, session: Session, id: number): Promise<ApiRecord | null> {
  const [row] = await db
    .select(fields.selection)
    .from(definition.table)
    .where(and(eq(definition.table.id, id), readScope(definition, session)))
    .limit(1);
  return row ? (toRecord(fields, row) as ApiRecord) : null;
}

/** The current record, locked until the write transaction ends (whatever region it is in). */
export async function findForWrite(tx: Queryable, definition: ResourceDefinition, fields: ResourceFields, id: number): Promise<ApiRecord | null> {
  const [row] = await tx.select(fields.selection).from(definition.table).where(eq(definition.table.id, id)).limit(1).for('update');
  return row ? (toRecord(fields, row) as ApiRecord) : null;
}

/** Field → {from, to} for every field whose value changes; what the audit trail keeps. */
export function changedFields(current: Record<string, unknown>, next: Record<string, unknown>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, value] of Object.entries(next)) {
    if (JSON.stringify(current[field] ?? null) !== JSON.stringify(value ?? null)) changes[field] = { from: current[field] ?? null, to: value ?? null };
  }
  return changes;
}
