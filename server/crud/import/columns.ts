import { getTableConfig, type PgArray, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { naturalKeys, referenceColumns, type ImportableResource } from '../../../model/csvImport';
import { invalid } from '../../errors';
import type { ResourceDefinition } from '../definition';
import type { ResourceFields } from '../fields';

/** How the text of a cell becomes a value the resource's schema can check. */
export type CellKind = 'text' | 'number' | 'boolean' | 'numberList' | 'textList' | 'authorisations';

export interface ReferenceColumn {
  field: string;
  resource: string;
  key: string;
  /** '|'-separated codes (service_codes). */
  list: boolean;
}

/** What one import knows about the resource's CSV columns, derived once per resource. */
export interface ImportColumns {
  resource: ImportableResource;
  /** API field → how its cells convert. */
  fields: Map<string, CellKind>;
  /** Code column → the reference it names. */
  references: Map<string, ReferenceColumn>;
  naturalKey: readonly string[];
  /** A unique index covers the natural key: a second record with the same key cannot be inserted. */
  naturalKeyIsUnique: boolean;
}

function kindOfColumn(column: PgColumn | undefined): CellKind {
  if (!column) return 'text';
  // '|'-separated as csvCells writes a list: ids, or texts (a technician's licences).
  if (column.columnType === 'PgArray')
    return (column as PgArray<never, never>).baseColumn.dataType === 'string' ? 'textList' : 'numberList';
  if (column.dataType === 'number' || column.columnType === 'PgNumeric') return 'number';
  if (column.dataType === 'boolean') return 'boolean';
  return 'text';
}

export function describeImportColumns(resource: ImportableResource, definition: ResourceDefinition, fields: ResourceFields): ImportColumns {
  const kinds = new Map<string, CellKind>();
  for (const name of Object.keys(definition.schemas.fields.shape)) {
    // Nested collections are arrays on the record: ids ('1|3'), or technicians' authorisations.
    if (definition.nested?.[name]) kinds.set(name, name === 'authorisations' ? 'authorisations' : 'numberList');
    else kinds.set(name, kindOfColumn(fields.columns[name]));
  }
  const references = new Map<string, ReferenceColumn>();
  for (const [column, target] of Object.entries(referenceColumns[resource]) as [
    string,
    { field: string; resource: string; key: string },
  ][]) {
    references.set(column, { ...target, list: kinds.get(target.field) === 'numberList' });
  }
  const naturalKey = naturalKeys[resource];
  return {
    resource,
    fields: kinds,
    references,
    naturalKey,
    naturalKeyIsUnique: uniqueWithin(
      definition.table,
      naturalKey.map((f) => fields.columns[f].name),
    ),
  };
}

/** Whether some unique index or constraint of the table uses only these columns. */
function uniqueWithin(table: PgTable, columnNames: string[]): boolean {
  const config = getTableConfig(table);
  const keys = [
    ...config.columns.filter((column) => column.isUnique).map((column) => [column.name]),
    ...config.indexes
      .filter((index) => index.config.unique)
      .map((index) => index.config.columns.map((c) => (c as { name?: string }).name ?? '')),
    ...config.uniqueConstraints.map((constraint) => constraint.columns.map((c) => c.name)),
  ];
  return keys.some((key) => key.every((name) => columnNames.includes(name)));
}

/**
 * The header decides for the whole file: an unknown or repeated column, or a missing column the
 * natural key needs (the id or its code column), is a 422 on `file` before any row is read.
 */
export function checkHeader(columns: ImportColumns, header: string[]): void {
  const unknown = header.filter((name) => !columns.fields.has(name) && !columns.references.has(name));
  if (unknown.length) throw invalid({ file: 'import.unknown_columns' }, { columns: unknown.map((c) => c || '""').join(', ') });
  const repeated = header.filter((name, i) => header.indexOf(name) !== i);
  if (repeated.length) throw invalid({ file: 'import.repeated_columns' }, { columns: [...new Set(repeated)].join(', ') });
  const given = new Set(header);
  for (const [column, reference] of columns.references) if (given.has(column)) given.add(reference.field);
  const missing = columns.naturalKey.filter((field) => !given.has(field));
  if (missing.length) throw invalid({ file: 'import.missing_columns' }, { columns: missing.join(', ') });
}

const numberPattern = /^[-+]?\d+(\.\d+)?$/;
const booleans: Record<string, boolean> = { true: true, false: false, yes: true, no: false, '1': true, '0': false };

/** A number written with a '.' decimal point; anything else stays text for the schema to refuse. */
export const numberOrText = (text: string): number | string => (numberPattern.test(text) ? Number(text) : text);

/** Converts one non-empty cell (already trimmed). Values it cannot read are left as text: the schema words the error. */
export function convertCell(kind: CellKind, text: string): unknown {
  switch (kind) {
    case 'number':
      return numberOrText(text);
    case 'boolean':
      return booleans[text.toLowerCase()] ?? text;
    case 'numberList':
      return text.split('|').map((item) => numberOrText(item.trim()));
    case 'textList':
      return text.split('|').map((item) => item.trim());
    default:
      return text;
  }
}
