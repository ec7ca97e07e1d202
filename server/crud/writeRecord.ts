import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Session } from '../auth/session';
import { recordAudit } from '../audit';
import { inTransaction } from '../core/routeKit';
import type { Database } from '../db/client';
import { ApiError, notFound } from '../errors';
import { parseBody, validationError } from './bodyValidation';
import { postgresError, translateWriteError } from './databaseErrors';
import type { Queryable, ResourceDefinition, WriteContext } from './definition';
import { toColumnValues, type ResourceFields } from './fields';
import { changedFields, findForWrite, type ApiRecord } from './recordQueries';
import { findReferences } from './references';
import { hiddenUniqueConflict } from './hiddenConflict';
import { assertMayWriteRegion, assertSameRegionReferences, defaultRegion, writeScope } from './regionScope';
import type { RawIssue } from '../validationMessages';

interface Served {
  definition: ResourceDefinition;
  fields: ResourceFields;
}

/** Splits a validated body into column values and nested collections (authorisations, service ids). */
export function splitNested(definition: ResourceDefinition, values: Record<string, unknown>) {
  const columns: Record<string, unknown> = {};
  const nested: Record<string, unknown[]> = {};
  for (const [field, value] of Object.entries(values)) {
    if (definition.nested?.[field]) nested[field] = value as unknown[];
    else columns[field] = value;
  }
  return { columns, nested };
}

export async function replaceNested(definition: ResourceDefinition, tx: Queryable, id: number, nested: Record<string, unknown[]>) {
  for (const [field, items] of Object.entries(nested)) await definition.nested![field].replace(tx, id, items);
}

/**
 * Everything runs in one transaction: the record, its nested rows and its audit row commit together.
 * `attempted` is the record as the write would leave it, for explaining a unique value taken.
 */
async function writeTransaction<T>(
  db: Database,
  definition: ResourceDefinition,
  session: Session,
  attempted: () => Record<string, unknown> | undefined,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await inTransaction(db, work);
  } catch (error) {
    throw (await hiddenUniqueConflict(db, definition, session, error, attempted())) ?? translateWriteError(error, definition.table);
  }
}

export async function createRecord(
  { definition, fields }: Served,
  db: Database,
  request: FastifyRequest,
  session: Session,
): Promise<ApiRecord> {
  const values = { ...(parseBody(definition.schemas.create, request.body) as Record<string, unknown>) };
  defaultRegion(definition, session, values);
  assertMayWriteRegion(definition, session, values.region_id);
  return writeTransaction(
    db,
    definition,
    session,
    () => values,
    async (tx) => {
      const context: WriteContext = { request, session, tx };
      await assertSameRegionReferences(tx, definition, session, values);
      const { columns, nested } = splitNested(definition, values);
      const prepared = definition.beforeCreate ? await definition.beforeCreate(columns, context) : columns;
      const [inserted] = await tx
        .insert(definition.table)
        .values(toColumnValues(fields, prepared) as never)
        .returning({ id: definition.table.id });
      const id = inserted.id as number;
      await replaceNested(definition, tx, id, nested);
      await recordAudit(tx, request, { action: 'create', resource: definition.name, recordId: id, changes: values });
      return (await findForWrite(tx, definition, fields, id))!;
    },
  );
}

/** The client's copy of the record minus what it may not write (ids, timestamps, computed values). */
function writableBody({ fields }: Served, body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([field]) => !fields.readOnly.has(field)));
}

/** A stale version is a 409 carrying the record as it is now, so the form can reload or overwrite. */
function conflict(current: ApiRecord): ApiError {
  return new ApiError(409, 'errors.conflict', {}, undefined, { current });
}

export async function updateRecord(
  served: Served,
  db: Database,
  request: FastifyRequest,
  session: Session,
  id: number,
): Promise<ApiRecord> {
  const { definition, fields } = served;
  const patch = { ...(parseBody(definition.schemas.update, writableBody(served, request.body)) as Record<string, unknown>) };
  const { version, ...changes } = patch;
  let merged: Record<string, unknown> | undefined;
  return writeTransaction(
    db,
    definition,
    session,
    () => merged,
    async (tx) => {
      const context: WriteContext = { request, session, tx };
      const current = await findForWrite(tx, definition, fields, id, writeScope(definition, session));
      if (!current) throw notFound();
      assertMayWriteRegion(definition, session, current.region_id);
      if (current.version !== version) throw conflict(current);
      // Rules across fields (valid_to after valid_from …) hold for the record as it will be.
      merged = { ...pickWritable(served, current), ...changes };
      const crossCheck = definition.schemas.create.safeParse(merged, { reportInput: true });
      if (!crossCheck.success) throw validationError(crossCheck.error.issues as unknown as RawIssue[]);
      if ('region_id' in changes) assertMayWriteRegion(definition, session, changes.region_id);
      await assertSameRegionReferences(tx, definition, session, merged);

      const diff = changedFields(current, changes);
      const { columns, nested } = splitNested(definition, changes);
      const prepared = definition.beforeUpdate ? await definition.beforeUpdate(columns, current, context) : columns;
      await tx
        .update(definition.table)
        .set({ ...toColumnValues(fields, prepared), version: sql`${definition.table.version} + 1`, updated_at: sql`now()` })
        .where(eq(definition.table.id, id));
      await replaceNested(definition, tx, id, nested);
      await recordAudit(tx, request, { action: 'update', resource: definition.name, recordId: id, changes: diff });
      return (await findForWrite(tx, definition, fields, id))!;
    },
  );
}

export function pickWritable({ definition }: Served, record: ApiRecord): Record<string, unknown> {
  const writable = Object.keys(definition.schemas.fields.shape);
  return Object.fromEntries(writable.filter((f) => f in record && record[f] !== null).map((f) => [f, record[f]]));
}

export async function deleteRecord(
  { definition, fields }: Served,
  db: Database,
  request: FastifyRequest,
  session: Session,
  id: number,
): Promise<ApiRecord> {
  return writeTransaction(
    db,
    definition,
    session,
    () => undefined,
    async (tx) => {
      const current = await findForWrite(tx, definition, fields, id, writeScope(definition, session));
      if (!current) throw notFound();
      assertMayWriteRegion(definition, session, current.region_id);
      await definition.beforeDelete?.(current, { request, session, tx });
      const references = await findReferences(tx, definition.name, id);
      if (references.length) {
        const canDeactivate = 'active' in fields.columns;
        const list = references.map((r) => `${request.t(`resources.${r.resource}`, { defaultValue: r.resource })} (${r.count})`).join(', ');
        throw new ApiError(409, canDeactivate ? 'crud.referenced_deactivate' : 'crud.referenced', { references: list }, undefined, {
          references,
          can_deactivate: canDeactivate,
        });
      }
      try {
        await tx.delete(definition.table).where(eq(definition.table.id, id));
      } catch (error) {
        // A reference added between the check and the delete: the same answer, without the counts.
        if (postgresError(error)?.code === '23503')
          throw new ApiError(409, 'crud.referenced', { references: '…' }, undefined, { references: [] });
        throw error;
      }
      await recordAudit(tx, request, { action: 'delete', resource: definition.name, recordId: id, changes: current });
      return current;
    },
  );
}
