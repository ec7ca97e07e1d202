import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { auditLog } from '../../db/schema';
import type { WriteContext } from '../definition';
import { toColumnValues } from '../fields';
import { changedFields } from '../recordQueries';
import { writeScope } from '../regionScope';
import { replaceNested, splitNested } from '../writeRecord';
import type { ImportContext, PlannedRow } from './planRows';

/** Rows per INSERT: bulk inserts are ~5× faster than one per row, and stay under the parameter limit. */
const insertBatch = 500;

interface AuditEntry {
  action: 'create' | 'update';
  recordId: number;
  changes: Record<string, unknown>;
}

/**
 * Writes the valid rows inside the caller's transaction: creates in batches, updates one by one
 * (each with its own values, version + 1), then one audit row per record, as the CRUD router
 * writes them. Importable resources carry no secret fields, so the audit keeps the values as given.
 */
export async function writeRows(context: ImportContext, rows: PlannedRow[]): Promise<void> {
  const { db: tx, definition, fields, columns, request, session } = context;
  const writeContext: WriteContext = { request, session, tx };
  const audit: AuditEntry[] = [];
  const keyColumns = Object.fromEntries(columns.naturalKey.map((field) => [field, fields.columns[field] as PgColumn]));

  const creates = rows.filter((row) => !row.errors && row.action === 'create');
  for (let start = 0; start < creates.length; start += insertBatch) {
    const batch = creates.slice(start, start + insertBatch);
    const split = batch.map((row) => splitNested(definition, row.values!));
    const inserts = [];
    for (const { columns: values } of split) {
      const prepared = definition.beforeCreate ? await definition.beforeCreate(values, writeContext) : values;
      inserts.push(toColumnValues(fields, prepared));
    }
    const inserted = await tx
      .insert(definition.table)
      .values(inserts as never)
      .returning({ id: definition.table.id, ...keyColumns });
    // Matched back by natural key (unique within the file), not by the order RETURNING happens to keep.
    const idByKey = new Map(
      inserted.map((r) => [JSON.stringify(columns.naturalKey.map((f) => (r as Record<string, unknown>)[f] ?? null)), r.id as number]),
    );
    for (const [i, row] of batch.entries()) {
      const id = idByKey.get(row.key!);
      if (id === undefined) throw new Error(`import: no id returned for line ${row.line}`);
      row.id = id;
      if (Object.values(split[i].nested).some((items) => items.length)) await replaceNested(definition, tx, id, split[i].nested);
      audit.push({ action: 'create', recordId: id, changes: row.values! });
    }
  }

  for (const row of rows) {
    if (row.errors || row.action !== 'update') continue;
    const current = row.current!;
    const diff = changedFields(current, row.values!);
    // Re-importing a file mostly repeats what is stored: such a row is still counted and audited
    // as an update, but neither rewritten nor given a new version (an open form stays current).
    if (Object.keys(diff).length) {
      const { columns: changes, nested } = splitNested(definition, row.values!);
      const prepared = definition.beforeUpdate ? await definition.beforeUpdate(changes, current, writeContext) : changes;
      await tx
        .update(definition.table)
        .set({ ...toColumnValues(fields, prepared), version: sql`${definition.table.version} + 1`, updated_at: sql`now()` } as never)
        // The plan only matched records the caller may write; the scope keeps it so whatever the plan says.
        .where(and(eq(definition.table.id, current.id), writeScope(definition, session)));
      const changedNested = Object.fromEntries(Object.entries(nested).filter(([field]) => field in diff));
      await replaceNested(definition, tx, current.id, changedNested);
    }
    audit.push({ action: 'update', recordId: current.id, changes: diff });
  }

  for (let start = 0; start < audit.length; start += insertBatch) {
    await tx.insert(auditLog).values(
      audit.slice(start, start + insertBatch).map((entry) => ({
        user_id: request.session?.user.id ?? null,
        action: entry.action,
        resource: definition.name,
        record_id: String(entry.recordId),
        changes: JSON.stringify(entry.changes),
        ip: request.ip,
      })),
    );
  }
}
