import { getTableConfig } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { restoreFormula } from '../../../model/csvCells';
import type { CsvImportRow, CsvRowErrors } from '../../../model/csvImport';
import { activeRegionId, type Session } from '../../auth/session';
import { ApiError } from '../../errors';
import { fieldErrorsFromIssues, type RawIssue } from '../../validationMessages';
import type { Queryable, ResourceDefinition } from '../definition';
import type { ResourceFields } from '../fields';
import type { ApiRecord } from '../recordQueries';
import { assertMayWriteRegion, hiddenRecordRefusal } from '../regionScope';
import { pickWritable } from '../writeRecord';
import { parseAuthorisations } from './authorisationsCell';
import { convertCell, type ImportColumns } from './columns';
import type { CsvLine, CsvTable } from './csvFile';
import { matchNaturalKeys } from './matchRecords';
import { ReferenceCatalogue } from './referenceCatalogue';

export interface ImportContext {
  db: Queryable;
  definition: ResourceDefinition;
  fields: ResourceFields;
  columns: ImportColumns;
  session: Session;
  request: FastifyRequest;
  /** Commit: the matched records are locked until the transaction ends, as a PUT locks its record. */
  lock: boolean;
}

/** A row as the response shows it, plus what a commit needs to write it. */
export interface PlannedRow extends CsvImportRow {
  /** Create: the validated record; update: the validated changes. */
  values?: Record<string, unknown>;
  current?: ApiRecord;
  /** The natural key as compared (JSON of the normalised key values). */
  key?: string;
}

/** A field pointing at another table's id, checked before writing so one bad id cannot fail the whole commit. */
interface IdReference {
  field: string;
  table: string;
}

class RowErrors {
  readonly byField: CsvRowErrors = {};
  constructor(private readonly request: FastifyRequest) {}
  add(field: string, key: string, vars?: Record<string, unknown>) {
    (this.byField[field] ??= []).push(this.request.t(key, vars));
  }
  addIssues(issues: unknown[]) {
    const translated = fieldErrorsFromIssues(issues as RawIssue[], this.request.locale, this.request.t);
    // Reported on the column (days_of_week), not on the item inside it (days_of_week.1).
    for (const [path, texts] of Object.entries(translated)) (this.byField[path.split('.')[0]] ??= []).push(...texts);
  }
  /** A rule of the CRUD router (region membership …) that throws: here it is one row's error. */
  addApiError(error: unknown, field: string) {
    if (!(error instanceof ApiError)) throw error;
    if (error.fieldErrors) for (const [f, keys] of Object.entries(error.fieldErrors)) keys.forEach((k) => this.add(f, k, error.vars));
    else this.add(field, error.messageKey, error.vars);
  }
  get empty() {
    return Object.keys(this.byField).length === 0;
  }
}

function idReferences(context: ImportContext): IdReference[] {
  const { definition, columns } = context;
  const list: IdReference[] = [];
  for (const foreignKey of getTableConfig(definition.table).foreignKeys) {
    const reference = foreignKey.reference();
    const field = reference.columns[0].name;
    if (columns.fields.has(field)) list.push({ field, table: getTableConfig(reference.foreignTable).name });
  }
  for (const reference of columns.references.values()) {
    if (reference.list) list.push({ field: reference.field, table: reference.resource });
  }
  return list;
}

const nullable = (schema: ZodType | undefined) => !!schema && schema.safeParse(null).success;

/**
 * Validates every row of the file the way POST and PUT validate one record (the resource's
 * create / update schemas, region membership, same-region and existing references), and matches
 * each on its natural key. Writes nothing: the caller commits the valid rows or just shows them.
 */
export async function planRows(context: ImportContext, csv: CsvTable): Promise<PlannedRow[]> {
  const { db, definition, fields, columns, session } = context;
  const shape = definition.schemas.fields.shape as Record<string, ZodType>;
  const catalogue = new ReferenceCatalogue(db, session);
  const references = idReferences(context);
  const regionScoped = definition.access.scope !== 'global';

  // Cells by column, references by code, and each row's natural key.
  const prepared = [];
  for (const row of csv.rows) prepared.push(await prepareRow(context, catalogue, csv.header, row));

  const existing = await matchNaturalKeys(
    context,
    prepared.map((p) => p.keyValues).filter((k): k is unknown[] => k !== null),
  );
  const firstLineOfKey = new Map<string, number>();
  const planned: PlannedRow[] = [];

  for (const { line, texts, resolved, keyValues, errors, ragged } of prepared) {
    const key = keyValues ? JSON.stringify(keyValues) : undefined;
    const current = key ? existing.records.get(key) : undefined;
    const action = current ? 'update' : 'create';
    const data: Record<string, unknown> = {};
    const input: Record<string, unknown> = {};
    for (const [column, text] of texts) {
      if (columns.references.has(column)) {
        if (text !== '') data[column] = text;
        continue;
      }
      const kind = columns.fields.get(column)!;
      if (text === '') {
        // Empty: absent on create; on update, cleared where the field may be empty, else left as it is.
        if (action === 'update' && nullable(shape[column])) input[column] = null;
        continue;
      }
      if (kind === 'authorisations') {
        const parsed = parseAuthorisations(text, await catalogue.table('aircraft_type', 'icao'));
        if ('problem' in parsed) errors.add(column, parsed.problem.key, parsed.problem.vars);
        else input[column] = parsed.value;
        data[column] = 'value' in parsed ? parsed.value : text;
        continue;
      }
      input[column] = convertCell(kind, text);
    }
    Object.assign(input, resolved);
    Object.assign(data, input);

    const result: PlannedRow = { line, data, errors: null, action, ...(current ? { id: current.id } : {}) };
    if (key) {
      const first = firstLineOfKey.get(key);
      if (first !== undefined) errors.add(columns.naturalKey[0], 'import.duplicate_key', { line: first });
      else firstLineOfKey.set(key, line);
      result.key = key;
    }
    if (!ragged) {
      const values = current ? checkUpdate(context, input, current, errors) : checkCreate(context, input, errors);
      if (values) {
        // As the router does: references are checked on the record as it will be.
        const record = current ? { ...pickWritable({ definition, fields }, current), ...values } : values;
        const region = regionScoped ? (record.region_id as number | undefined) : undefined;
        await checkReferences(catalogue, references, definition, record, region, errors);
        result.values = values;
      }
    }
    // Said only of a row nothing else is wrong with, so it tells no more than any other refusal.
    if (errors.empty && key && existing.hiddenTaken.has(key)) errors.add(columns.naturalKey[0], hiddenRecordRefusal);
    if (errors.empty) {
      if (current) result.current = current;
    } else {
      result.errors = errors.byField;
      delete result.values;
    }
    planned.push(result);
  }
  return planned;

  function checkCreate(ctx: ImportContext, input: Record<string, unknown>, errors: RowErrors): Record<string, unknown> | undefined {
    const values = { ...input };
    if (regionScoped && values.region_id === undefined) {
      // Like a POST: no region named means the caller's active region.
      const active = activeRegionId(session);
      if (active === null) errors.add('region_id', 'validation.region_needed');
      else values.region_id = active;
    }
    const parsed = ctx.definition.schemas.create.safeParse(values, { reportInput: true });
    if (!parsed.success) errors.addIssues(parsed.error.issues);
    const checked = parsed.success ? (parsed.data as Record<string, unknown>) : undefined;
    // A region the caller does not belong to is named whatever else is wrong with the row (an
    // unknown station of that region, say), so the row says why it can never be imported.
    const region = checked ? checked.region_id : values.region_id;
    if (checked || typeof region === 'number') {
      try {
        assertMayWriteRegion(ctx.definition, session, region);
      } catch (error) {
        errors.addApiError(error, 'region_id');
      }
    }
    return checked;
  }

  function checkUpdate(
    ctx: ImportContext,
    input: Record<string, unknown>,
    current: ApiRecord,
    errors: RowErrors,
  ): Record<string, unknown> | undefined {
    // The record matched by its key is the one the row updates: its version is the one read.
    const parsed = ctx.definition.schemas.update.safeParse({ ...input, version: current.version }, { reportInput: true });
    if (!parsed.success) {
      errors.addIssues(parsed.error.issues);
      return undefined;
    }
    const { version: _version, ...changes } = parsed.data as Record<string, unknown>;
    try {
      assertMayWriteRegion(ctx.definition, session, current.region_id);
      if ('region_id' in changes) assertMayWriteRegion(ctx.definition, session, changes.region_id);
    } catch (error) {
      errors.addApiError(error, 'region_id');
    }
    // Rules across fields hold for the record as it will be (valid_to after valid_from …).
    const merged = { ...pickWritable({ definition: ctx.definition, fields: ctx.fields }, current), ...changes };
    const crossCheck = ctx.definition.schemas.create.safeParse(merged, { reportInput: true });
    if (!crossCheck.success) errors.addIssues(crossCheck.error.issues);
    return changes;
  }
}

interface PreparedRow {
  line: number;
  texts: Map<string, string>;
  /** Reference fields resolved from code columns. */
  resolved: Record<string, unknown>;
  /** Normalised natural key values; null when the row has no usable key (it is invalid anyway). */
  keyValues: unknown[] | null;
  errors: RowErrors;
  ragged: boolean;
}

async function prepareRow(context: ImportContext, catalogue: ReferenceCatalogue, header: string[], row: CsvLine): Promise<PreparedRow> {
  const { columns, definition, request } = context;
  const errors = new RowErrors(request);
  // The `'` an export puts before text a spreadsheet would take for a formula is not part of the value.
  const texts = new Map(header.map((column, i) => [column, restoreFormula(row.cells[i] ?? '').trim()]));
  const ragged = row.cells.length !== header.length;
  if (ragged) errors.add('_', 'import.cell_count', { found: row.cells.length, expected: header.length });

  const resolved: Record<string, unknown> = {};
  for (const [column, reference] of columns.references) {
    const text = texts.get(column);
    if (!text) continue;
    const target = await catalogue.table(reference.resource, reference.key);
    const codes = reference.list
      ? text
          .split('|')
          .map((c) => c.trim())
          .filter(Boolean)
      : [text];
    const found = codes.map((code) => target.find(code));
    const unknown = codes.filter((_, i) => !found[i]);
    if (unknown.length) {
      errors.add(reference.field, 'import.unknown_reference', { value: unknown.join(', ') });
      continue;
    }
    const ids = found.map((r) => r!.id);
    const value = reference.list ? ids : ids[0];
    // Both the id and the code given: they must name the same record(s).
    const idText = texts.get(reference.field);
    if (idText) {
      const given = convertCell(columns.fields.get(reference.field)!, idText);
      const same = (a: unknown) => JSON.stringify(Array.isArray(a) ? [...a].sort() : a);
      if (same(given) !== same(value)) errors.add(reference.field, 'import.reference_mismatch', { column });
    }
    resolved[reference.field] = value;
  }

  const shape = definition.schemas.fields.shape as Record<string, ZodType>;
  let keyValues: unknown[] | null = [];
  for (const field of columns.naturalKey) {
    const text = texts.get(field) ?? '';
    const raw = field in resolved ? resolved[field] : text === '' ? null : convertCell(columns.fields.get(field)!, text);
    // "A null counts as a value" (two schedules without inbound flight match on the rest), but only
    // for fields that may be empty; the schema's own normalisation (trim, upper case) applies first.
    const parsed = shape[field].safeParse(raw);
    if (!parsed.success) {
      keyValues = null;
      break;
    }
    keyValues.push(parsed.data ?? null);
  }
  return { line: row.line, texts, resolved, keyValues, errors, ragged };
}

/** Ids that must exist, and referenced records that must be in the record's own region. */
async function checkReferences(
  catalogue: ReferenceCatalogue,
  references: IdReference[],
  definition: ResourceDefinition,
  values: Record<string, unknown>,
  region: number | undefined,
  errors: RowErrors,
): Promise<void> {
  for (const { field, table } of references) {
    const value = values[field];
    if (value === null || value === undefined || errors.byField[field]) continue;
    const target = await catalogue.table(table);
    const ids = (Array.isArray(value) ? value : [value]) as number[];
    if (ids.some((id) => !target.byId.has(id))) {
      errors.add(field, 'validation.reference_missing');
      continue;
    }
    if (definition.sameRegionReferences?.[field] && region !== undefined && ids.some((id) => target.byId.get(id)!.region_id !== region)) {
      errors.add(field, 'validation.reference_other_region');
    }
  }
  const authorisations = values.authorisations;
  if (Array.isArray(authorisations) && authorisations.length && !errors.byField.authorisations) {
    const types = await catalogue.table('aircraft_type', 'icao');
    if (authorisations.some((a) => !types.byId.has((a as { aircraft_type_id: number }).aircraft_type_id))) {
      errors.add('authorisations', 'validation.reference_missing');
    }
  }
}
