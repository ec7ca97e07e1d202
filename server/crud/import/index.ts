import { z } from 'zod';
import {
  csvImportFileField,
  importableResources,
  type CsvImportMode,
  type CsvImportResult,
  type ImportableResource,
} from '../../../model/csvImport';
import { inTransaction, route, type RouteApp } from '../../core/routeKit';
import { invalid } from '../../errors';
import { errorResponses, fileUpload } from '../../openApiParts';
import { describedOnly } from '../../plugins/validation';
import type { Queryable, ResourceDefinition } from '../definition';
import type { ResourceFields } from '../fields';
import { translateWriteError } from '../databaseErrors';
import { checkHeader, describeImportColumns } from './columns';
import { parseCsv, readUploadedFile } from './csvFile';
import { planRows, type ImportContext, type PlannedRow } from './planRows';
import { writeRows } from './writeRows';

export const isImportable = (name: string): name is ImportableResource => (importableResources as readonly string[]).includes(name);

const importQuery = z.object({ mode: z.enum(['preview', 'commit']) });

/** `?mode=`, read by the handler rather than ahead, so a wrong or missing one is named as an import's (import.invalid_mode). */
function importMode(query: unknown): CsvImportMode {
  const read = importQuery.safeParse(query);
  if (!read.success) throw invalid({ mode: 'import.invalid_mode' });
  return read.data.mode;
}

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
 * POST /<resource>/import?mode=preview|commit (model/csvImport.ts): the CSV import of reference data (docs/modules/settings.md).
 * The server keeps nothing between preview and commit; a commit validates the file again inside
 * its transaction, so what it writes is checked against the records as they are then.
 */
export function registerImport(app: RouteApp, definition: ResourceDefinition, fields: ResourceFields): void {
  if (!isImportable(definition.name)) return;
  const columns = describeImportColumns(definition.name, definition, fields);

  app.post(`/${definition.name}/import`, route(definition.access.write, importSchema(definition.name)), async (request) => {
    const session = request.requireSession();
    const mode = importMode(request.query);
    const csv = parseCsv(await readUploadedFile(request));
    checkHeader(columns, csv.header);
    const context = (db: Queryable): ImportContext => ({ db, definition, fields, columns, session, request, lock: mode === 'commit' });

    if (mode === 'preview') return summarise(await planRows(context(app.db), csv));
    try {
      // All or nothing for the valid rows: a failure of any write rolls back every one.
      return await inTransaction(app.db, async (tx) => {
        const rows = await planRows(context(tx), csv);
        await writeRows(context(tx), rows);
        return summarise(rows);
      });
    } catch (error) {
      throw translateWriteError(error, definition.table);
    }
  });
}

/** The route in the OpenAPI document; the handler reads `mode` and the file itself (import.* messages). */
function importSchema(resource: string) {
  return {
    tags: [resource],
    summary: `Import ${resource} from a CSV file: preview what would change, or commit it (model/csvImport.ts)`,
    querystring: describedOnly(importQuery),
    ...fileUpload(csvImportFileField, 'The CSV file, UTF-8, with a header line of field names.'),
    response: {
      200: z.object({
        rows: z.array(z.object({ line: z.int(), action: z.string() }).passthrough()),
        created: z.int(),
        updated: z.int(),
        skipped: z.int(),
      }),
      413: z.object({ message: z.string() }).meta({ description: 'The file has too many rows or bytes.' }),
      ...errorResponses,
    },
  };
}
