import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Session } from '../../auth/session';
import * as schema from '../../db/schema';
import type { Queryable } from '../definition';
import { memberRegionsOnly } from '../regionScope';

export interface ReferencedRecord {
  id: number;
  key: string | null;
  region_id: number | null;
}

export interface ReferencedTable {
  byId: Map<number, ReferencedRecord>;
  /** The record a code names: exact match first, else the only case-insensitive one ('ea' / 'EA'). */
  find(code: string): ReferencedRecord | undefined;
}

/** Tables by name: a resource's name is its table's name (the same word names the same thing: docs/glossary.md). */
const tablesByName = new Map<string, PgTable>();
for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) tablesByName.set(getTableName(value), value);

export function tableNamed(name: string): PgTable {
  const table = tablesByName.get(name);
  if (!table) throw new Error(`No table ${name}`);
  return table;
}

/**
 * The records an import's rows point at (stations, customers, aircraft types, services, measures,
 * regions, users), read once per import rather than once per row. They are small catalogues
 * next to the file itself, so each is read whole; region_id comes along for the same-region rule.
 * Records of regions the caller is not a member of are left out: a cell naming one reads exactly
 * like a cell naming nothing (docs/security.md), as a POST referring to one does.
 */
export class ReferenceCatalogue {
  private readonly loaded = new Map<string, Promise<ReferencedTable>>();

  constructor(
    private readonly db: Queryable,
    private readonly session: Session,
  ) {}

  table(name: string, keyColumn?: string): Promise<ReferencedTable> {
    const cacheKey = `${name}/${keyColumn ?? ''}`;
    let entry = this.loaded.get(cacheKey);
    if (!entry) {
      entry = this.load(name, keyColumn);
      this.loaded.set(cacheKey, entry);
    }
    return entry;
  }

  private async load(name: string, keyColumn?: string): Promise<ReferencedTable> {
    const table = tableNamed(name);
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const selection: Record<string, PgColumn> = { id: columns.id };
    if (keyColumn) selection.key = columns[keyColumn];
    if (columns.region_id) selection.region_id = columns.region_id;
    const visible = columns.region_id ? memberRegionsOnly(columns.region_id, this.session) : undefined;
    const rows = (await this.db.select(selection).from(table).where(visible)) as {
      id: number;
      key?: string | null;
      region_id?: number | null;
    }[];
    const records = rows.map((r) => ({ id: r.id, key: r.key ?? null, region_id: r.region_id ?? null }));
    const byId = new Map(records.map((r) => [r.id, r]));
    const byKey = new Map(records.filter((r) => r.key !== null).map((r) => [r.key!, r]));
    const byFoldedKey = new Map<string, ReferencedRecord | null>();
    for (const record of records) {
      if (record.key === null) continue;
      const folded = record.key.toLowerCase();
      byFoldedKey.set(folded, byFoldedKey.has(folded) ? null : record);
    }
    return { byId, find: (code) => byKey.get(code) ?? byFoldedKey.get(code.toLowerCase()) ?? undefined };
  }
}
