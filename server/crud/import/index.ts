import type { FastifyInstance } from 'fastify';
import { importableResources, type CsvImportMode, type CsvImportResult, type ImportableResource } from '../../../model/csvImport';
import { invalid } from '../../errors';
import type { Queryable, ResourceDefinition } from '../definition';
import type { ResourceFields } from '../fields';
import { translateWriteError } from '../databaseErrors';
import { checkHeader, describeImportColumns } from './columns';
import { parseCsv, readUploadedFile } from './csvFile';
import { planRows, type ImportContext, type PlannedRow } from './planRows';
import { writeRows } from './writeRows';

export const isImportable = (name: string): name is ImportableResource => (importableResources as readonly string[]).includes(name);

/** The response: every row in file order, without what only the commit needed. */
function summarise(rows: PlannedRow[]): CsvImportResult {
  const valid = rows.filter((row) => !row.errors);
  return {
    rows: rows.map(({ line, data, errors, action, id }) => ({ line, data, errors, action, ...(id !== undefined ? { id } : {}) })),
    created: valid.filter((row) => row.action === 'create').length,
    updated: valid.filter((row) => row.action === 'update').length,
    skipped: rows.length - valid.length,
  };
}

/**
 * POST /<resource>/import?mode=preview|commit (model/csvImport.ts): the CSV import of issue 5 §4.
 * The server keeps nothing between preview and commit; a commit validates the file again inside
 * its transaction, so what it writes is checked against the records as they are then.
 */
export function registerImport(app: FastifyInstance, definition: ResourceDefinition, fields: ResourceFields): void {
  if (!isImportable(definition.name)) return;
  const columns = describeImportColumns(definition.name, definition, fields);

  app.post(`/${definition.name}/import`, { config: { permission: [...definition.access.write] } }, async (request) => {
    const session = request.requireSession();
    const mode = (request.query as { mode?: unknown }).mode as CsvImportMode | undefined;
    if (mode !== 'preview' && mode !== 'commit') throw invalid({ mode: 'import.invalid_mode' });
    const csv = parseCsv(await readUploadedFile(request));
    checkHeader(columns, csv.header);
    const context = (db: Queryable): ImportContext => ({ db, definition, fields, columns, session, request, lock: mode === 'commit' });

    if (mode === 'preview') return summarise(await planRows(context(app.db), csv));
    try {
      // All or nothing for the valid rows: a failure of any write rolls back every one.
      return await app.db.transaction(async (tx) => {
        const rows = await planRows(context(tx as unknown as Queryable), csv);
        await writeRows(context(tx as unknown as Queryable), rows);
        return summarise(rows);
      });
    } catch (error) {
      throw translateWriteError(error, definition.table);
    }
  });
}
