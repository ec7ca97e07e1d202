import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { parseHotImport, type HotImportError } from '../../../model/modules/de_icing/hotImport';
import type { z } from 'zod';
import type { hotImportSchema } from '../../../model/modules/de_icing/treatmentSchemas';
import { recordAudit } from '../../audit';
import type { Database } from '../../db/client';
import { hotTableRows, hotTableSets } from '../../db/schema';
import { ApiError, invalid, notFound } from '../../errors';
import { forgetCachedHotRows } from './treatmentQueries';

type ImportBody = z.infer<typeof hotImportSchema>;

/** How many rows a dry run shows. */
export const previewRows = 20;

const translated = (request: FastifyRequest, errors: HotImportError[]) =>
  errors.map((e) => ({ ...e, key: e.message, message: request.t(e.message, e.params ?? {}) }));

/** Parses and validates the file: the preview a dry run answers. */
export function previewImport(request: FastifyRequest, body: ImportBody) {
  const { rows, errors } = parseHotImport(body.format, body.content);
  return { rows: rows.length, preview: rows.slice(0, previewRows), errors: translated(request, errors) };
}

/**
 * Saves a season's set with its rows, inactive (activating is a decision of its own). Any row error
 * refuses the whole file: a HOT table with a row missing would give a wrong window, not a shorter list.
 */
export async function importSet(tx: Database, request: FastifyRequest, body: ImportBody): Promise<number> {
  const { rows, errors } = parseHotImport(body.format, body.content);
  if (errors.length) {
    const texts = translated(request, errors);
    throw new ApiError(
      422,
      'de_icing.import_has_errors',
      { count: errors.length },
      { content: texts.map((e) => `${e.row}: ${e.field}: ${e.message}`) },
      { import_errors: texts },
    );
  }
  const [taken] = await tx.select({ id: hotTableSets.id }).from(hotTableSets).where(eq(hotTableSets.name, body.name));
  if (taken) throw invalid({ name: 'validation.unique' });
  const [set] = await tx
    .insert(hotTableSets)
    .values({
      name: body.name,
      authority: body.authority,
      season: body.season,
      valid_from: body.valid_from,
      valid_to: body.valid_to,
      source: body.source ?? null,
      imported_by: request.requireSession().user.id,
    })
    .returning({ id: hotTableSets.id });
  await tx.insert(hotTableRows).values(rows.map((row) => ({ ...row, hot_table_set_id: set.id })));
  await recordAudit(tx, request, {
    action: 'import',
    resource: 'hot_table_sets',
    recordId: set.id,
    changes: { name: body.name, authority: body.authority, season: body.season, rows: rows.length },
  });
  // The saves read the active set's rows from memory (treatmentQueries): a change of sets reads them again.
  forgetCachedHotRows();
  return set.id;
}

/** Makes one set the active one (the others step down in the same transaction); version → 409. */
export async function activateSet(tx: Database, request: FastifyRequest, id: number, version: number): Promise<void> {
  const [current] = await tx.select().from(hotTableSets).where(eq(hotTableSets.id, id)).for('update');
  if (!current) throw notFound();
  if (current.version !== version) throw new ApiError(409, 'errors.conflict', {}, undefined, { current });
  const bump = { version: sql`${hotTableSets.version} + 1`, updated_at: sql`now()` };
  await tx
    .update(hotTableSets)
    .set({ active: false, ...bump })
    .where(and(eq(hotTableSets.active, true), ne(hotTableSets.id, id)));
  if (!current.active)
    await tx
      .update(hotTableSets)
      .set({ active: true, ...bump })
      .where(eq(hotTableSets.id, id));
  forgetCachedHotRows();
  await recordAudit(tx, request, { action: 'activate', resource: 'hot_table_sets', recordId: id, changes: { active: true } });
}
