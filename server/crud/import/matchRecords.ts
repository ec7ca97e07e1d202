import { and, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { toRecord } from '../fields';
import type { ApiRecord } from '../recordQueries';
import { isHiddenFrom } from '../regionScope';
import type { ImportContext } from './planRows';

/** What the stored records say about the natural keys of a file's rows (keys as JSON of their values). */
export interface KeyMatches {
  /** The records rows update: only ones the caller may write, as a PUT reaches them. */
  records: Map<string, ApiRecord>;
  /**
   * Keys held by records of regions the caller is not a member of, where a unique index would
   * refuse the insert. Such a row can neither update nor create; it must not learn why (docs/security.md).
   */
  hiddenTaken: Set<string>;
}

/** Reads the stored records whose natural key a row names; one query for the whole file. */
export async function matchNaturalKeys(context: ImportContext, keys: unknown[][]): Promise<KeyMatches> {
  const { db, definition, fields, columns, session, lock } = context;
  const matches: KeyMatches = { records: new Map(), hiddenTaken: new Set() };
  if (!keys.length) return matches;
  // Narrowed on the key's required columns (indexed); nullable ones are compared below.
  const conditions = columns.naturalKey.flatMap((field, i) => {
    const column = fields.columns[field] as PgColumn;
    if (!column.notNull) return [];
    return [inArray(column, [...new Set(keys.map((k) => k[i]).filter((v) => v !== null))])];
  });
  const query = db
    .select(fields.selection)
    .from(definition.table)
    .where(and(...conditions));
  const rows = lock ? await query.for('update') : await query;
  for (const row of rows) {
    const record = toRecord(fields, row) as ApiRecord;
    const key = JSON.stringify(columns.naturalKey.map((field) => record[field] ?? null));
    // A record the caller may not see is no match: the row reads like a new record would.
    if (!isHiddenFrom(definition, session, record.region_id)) matches.records.set(key, record);
    else if (columns.naturalKeyIsUnique) matches.hiddenTaken.add(key);
  }
  return matches;
}
