import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import type { ResourceDefinition } from './definition';
import { filterValueForColumn, idFilterValue } from './filterValues';

/**
 * What the router knows about a resource's fields, derived once from its table and definition:
 * what a record looks like when read, and how each filterable field's values are checked.
 */
export interface ResourceFields {
  columns: Record<string, PgColumn>;
  /** The SELECT list of a record: visible columns plus computed values. */
  selection: Record<string, PgColumn | SQL>;
  /** SQL expression of every field usable in filters and sort. */
  expressions: Map<string, PgColumn | SQL>;
  /** Value schema of every filterable field (exact, IN and range). */
  filterValues: Map<string, ZodType>;
  /** numeric columns the driver returns as strings; sent to clients as numbers. */
  decimalColumns: string[];
  /** Fields a client may send back on update but never writes (ids, timestamps, computed). */
  readOnly: Set<string>;
}

export function describeFields(definition: ResourceDefinition): ResourceFields {
  const columns = getTableColumns(definition.table) as Record<string, PgColumn>;
  const hidden = new Set(definition.hidden ?? []);
  const selection: Record<string, PgColumn | SQL> = {};
  const expressions = new Map<string, PgColumn | SQL>();
  for (const [name, column] of Object.entries(columns)) {
    if (hidden.has(name)) continue;
    selection[name] = column;
    expressions.set(name, column);
  }
  const computedFilters = new Map<string, ZodType>();
  for (const [name, field] of Object.entries(definition.computed ?? {})) {
    selection[name] = field.sql;
    expressions.set(name, field.sql);
    if (field.filter) computedFilters.set(name, field.filter);
  }

  const filterValues = new Map<string, ZodType>([['id', idFilterValue]]);
  for (const name of [...definition.filters, ...(definition.ranges ?? [])]) {
    const column = columns[name];
    const schema = column ? filterValueForColumn(column, definition.name, name) : computedFilters.get(name);
    if (!schema) throw new Error(`Resource ${definition.name}: filter field ${name} is neither a column nor a filterable computed field`);
    filterValues.set(name, schema);
  }
  for (const name of [...definition.sort, ...definition.search]) {
    if (!expressions.has(name)) throw new Error(`Resource ${definition.name}: unknown field ${name}`);
  }

  const schemaFields = new Set(Object.keys(definition.schemas.fields.shape));
  const readOnly = new Set(['id', 'created_at', 'updated_at', ...Object.keys(definition.computed ?? {})]);
  for (const name of Object.keys(selection)) if (!schemaFields.has(name) && name !== 'version') readOnly.add(name);
  for (const name of Object.keys(definition.nested ?? {})) readOnly.delete(name);

  return {
    columns,
    selection,
    expressions,
    filterValues,
    decimalColumns: Object.entries(columns)
      .filter(([, c]) => c.columnType === 'PgNumeric')
      .map(([name]) => name),
    readOnly,
  };
}

/** A row as the API sends it: numeric strings become numbers. */
export function toRecord(fields: ResourceFields, row: Record<string, unknown>): Record<string, unknown> {
  for (const name of fields.decimalColumns) {
    const value = row[name];
    if (typeof value === 'string') row[name] = Number(value);
  }
  return row;
}

/** Column values as the driver wants them: numbers into numeric (string-mode) columns become strings. */
export function toColumnValues(fields: ResourceFields, values: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!(name in fields.columns)) continue;
    result[name] = fields.decimalColumns.includes(name) && typeof value === 'number' ? String(value) : value;
  }
  return result;
}
