import { eq, getTableColumns, getTableName } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../../server/crud/definition';
import type { TestApp } from '../helper';
import { samples, type SampleContext } from '../resources/samples';

/**
 * What the cross-region suite derives from a resource definition, so that a resource added later
 * is covered without editing the suite: which fields point at records owned by a region, and
 * how to make records of it in a given region.
 */

/** An id no record has: what a reference to something that does not exist looks like. */
export const missingId = 2_000_000_000;

type RegionOwnedTable = PgTable & { id: PgColumn; region_id: PgColumn };

/** Fields whose foreign key points at a table with region_id (stations …), read from the schema. */
export function regionOwnedReferences(definition: ResourceDefinition): { field: string; table: RegionOwnedTable }[] {
  return getTableConfig(definition.table).foreignKeys.flatMap((foreignKey) => {
    const reference = foreignKey.reference();
    const table = reference.foreignTable as RegionOwnedTable;
    return 'region_id' in getTableColumns(table) ? [{ field: reference.columns[0].name, table }] : [];
  });
}

/**
 * The unique keys a record of the resource may collide on whatever region it is in (employee
 * numbers, asset numbers …): those that include no region-owned reference, read from the schema.
 */
export function regionFreeUniqueKeys(definition: ResourceDefinition): string[][] {
  const config = getTableConfig(definition.table);
  const references = new Set(regionOwnedReferences(definition).map((r) => r.field));
  const keys = [
    ...config.columns.filter((column) => column.isUnique).map((column) => [column.name]),
    ...config.indexes.filter((index) => index.config.unique).map((index) => index.config.columns.map((c) => (c as { name: string }).name)),
    ...config.uniqueConstraints.map((constraint) => constraint.columns.map((c) => c.name)),
  ];
  return keys.filter((key) => key.every((column) => column !== 'region_id' && !references.has(column)));
}

/** A record of `regionId` that region-owned references may point at, per referenced table. */
async function referencesIn(t: TestApp, definition: ResourceDefinition, regionId: number): Promise<Record<string, number>> {
  const values: Record<string, number> = {};
  for (const { field, table } of regionOwnedReferences(definition)) {
    const [row] = await t.database.db.select({ id: table.id }).from(table).where(eq(table.region_id, regionId)).orderBy(table.id).limit(1);
    if (!row) throw new Error(`No ${getTableName(table)} in region ${regionId} for ${definition.name}.${field}`);
    values[field] = row.id as number;
  }
  return values;
}

export type ApiRecord = Record<string, unknown> & { id: number; version: number };

/**
 * POSTs the resource's sample record into `regionId` (its references moved into that region too).
 * A sample whose natural key happens to be taken (road trips pair stations and airports) is tried
 * with the next number.
 */
export async function createIn(
  t: TestApp,
  headers: Record<string, string>,
  definition: ResourceDefinition,
  context: SampleContext,
  regionId: number,
  n: number,
  ownStations = false,
): Promise<ApiRecord> {
  const references = ownStations ? {} : await referencesIn(t, definition, regionId);
  for (let attempt = 0; attempt < 20; attempt++) {
    const payload = { ...samples[definition.name].create(context, n + attempt * 37), region_id: regionId, ...references };
    const res = await t.app.inject({ method: 'POST', url: `/api/${definition.name}`, headers, payload });
    if (res.statusCode === 201) return res.json() as ApiRecord;
    if (res.statusCode !== 422) throw new Error(`create ${definition.name}: ${res.statusCode} ${res.body}`);
  }
  throw new Error(`create ${definition.name}: no free sample key`);
}

function cell(value: unknown): string {
  // Nested objects are technicians' authorisations, written TYPE:CATEGORY[:VALID_UNTIL].
  const item = (v: unknown) =>
    v && typeof v === 'object'
      ? Object.values(v)
          .filter((part) => part !== null)
          .join(':')
      : String(v);
  const text = Array.isArray(value) ? value.map(item).join('|') : item(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV of one row per record, with every field the record has a value for (its region left out,
 * so each row lands in the caller's active region as a POST would).
 */
export function csvOf(definition: ResourceDefinition, records: Record<string, unknown>[]): string {
  const has = (value: unknown) => value !== null && value !== undefined && !(Array.isArray(value) && !value.length);
  const fields = Object.keys(definition.schemas.fields.shape).filter(
    (field) => field !== 'region_id' && records.some((r) => has(r[field])),
  );
  const rows = records.map((record) => fields.map((field) => (has(record[field]) ? cell(record[field]) : '')).join(','));
  return [fields.join(','), ...rows].join('\n');
}
