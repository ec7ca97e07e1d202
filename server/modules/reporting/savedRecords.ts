import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isReportName } from '../../../model/modules/reporting/catalogue';
import { recordAudit } from '../../audit';
import { inTransaction, sendList } from '../../core/routeKit';
import { parseListQuery } from '../../crud/listQuery';
import type { Database } from '../../db/client';
import type { reportSchedules, reportViews } from '../../db/schema';
import { ApiError, invalid, notFound } from '../../errors';

/** The two kinds of saved report records: views (private) and schedules (owner's, admins' of their regions). */
export type SavedTable = typeof reportViews | typeof reportSchedules;
type SavedRow = SavedTable['$inferSelect'];

/**
 * A page of saved records as ra-data-simple-rest reads it: `filter` takes `report` only, `sort` the
 * given fields, `range` a page; Content-Range carries the total.
 */
export async function listSaved(
  db: Database,
  table: SavedTable,
  resource: string,
  visible: SQL,
  sentQuery: unknown,
  reply: FastifyReply,
  sortable: readonly string[],
): Promise<SavedRow[]> {
  const query = parseListQuery(sentQuery, { sort: sortable, defaultSort: ['name', 'ASC'] });
  const { report, ...unknown } = query.filter;
  if (Object.keys(unknown).length)
    throw invalid(Object.fromEntries(Object.keys(unknown).map((key) => [`filter.${key}`, 'validation.unknown_field'])));
  if (report !== undefined && !isReportName(report)) throw invalid({ 'filter.report': 'validation.invalid_input' });
  const where = and(visible, report === undefined ? undefined : eq(table.report, report));
  const column = table[query.sort.field as 'name'];
  const rows = await db
    .select()
    .from(table)
    .where(where)
    .orderBy(query.sort.order === 'ASC' ? asc(column) : desc(column), asc(table.id))
    .limit(query.range.limit)
    .offset(query.range.offset);
  const [{ total }] = await db.select({ total: count() }).from(table).where(where);
  return sendList(reply, resource, query.range.offset, rows as SavedRow[], total);
}

/** The record `/:id` names among those the caller may see; any other is a 404, as if it did not exist. */
export async function findSaved<T extends SavedTable>(db: Database, table: T, visible: SQL, id: number): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as SavedTable)
    .where(and(eq(table.id, id), visible));
  if (!row) throw notFound();
  return row as T['$inferSelect'];
}

/** A stale version is a 409 with the record as it is now, as the CRUD engine answers. */
export const conflict = (current: object) => new ApiError(409, 'errors.conflict', {}, undefined, { current });

export function assertVersion(current: { version: number }, version: number): void {
  if (current.version !== version) throw conflict(current);
}

/** Writes one saved record and its audit row in one transaction. */
export async function auditedWrite<T>(
  db: Database,
  request: FastifyRequest,
  resource: string,
  action: 'create' | 'update' | 'delete',
  write: (tx: Database) => Promise<T & { id: number }>,
  changes?: Record<string, unknown>,
): Promise<T & { id: number }> {
  return inTransaction(db, async (tx) => {
    const row = await write(tx);
    await recordAudit(tx, request, { action, resource, recordId: row.id, changes: changes ?? (row as Record<string, unknown>) });
    return row;
  });
}

/**
 * Updates a saved record read at `current.version` and audits it, in one transaction: when another
 * write got in between the read and this one, nothing is written and it is a 409 with `shown(current)`.
 */
export async function versionedUpdate<T extends SavedTable>(
  db: Database,
  request: FastifyRequest,
  resource: string,
  table: T,
  current: T['$inferSelect'],
  changes: Partial<T['$inferInsert']>,
  shown: (row: T['$inferSelect']) => object = (row) => row,
): Promise<T['$inferSelect']> {
  const saved = table as SavedTable;
  return auditedWrite(
    db,
    request,
    resource,
    'update',
    async (tx) => {
      const [updated] = await tx
        .update(saved)
        .set({ ...changes, version: current.version + 1, updated_at: new Date() })
        .where(and(eq(saved.id, current.id), eq(saved.version, current.version)))
        .returning();
      if (!updated) throw conflict(shown(current));
      return updated as T['$inferSelect'];
    },
    changes as Record<string, unknown>,
  );
}
