import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A row to insert: the table's insert type, or an SQL expression for a column computed by the database. */
type RowOf<T extends PgTable> = { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL };

/**
 * `insert into <table> (…) select … from jsonb_populate_recordset(null::<table>, $1)`: the rows of a
 * batch write in one jsonb parameter. drizzle's insert builds one parameter per value, and building
 * it costs Node ~5 ms per 50 rows of 20 columns, more than PostgreSQL takes to insert them
 * (docs/performance.md, "Batch inserts as one JSON parameter").
 *
 * - The columns are those the first row names: a column it leaves out keeps its default, and a value
 *   another row leaves out (or undefined) is null, not the default.
 * - Values travel as JSON and PostgreSQL casts each to its column: a Date as its ISO text, a jsonb
 *   column keeps the JSON as it is, an array column reads a JSON array.
 * - A column whose value is an SQL expression (`clock_timestamp()`) takes it in every row.
 * - The rows are inserted, and returned, in the order given.
 *
 * `tail` follows the select: `on conflict … do nothing`, `returning …`.
 */
export function insertRowsSql<T extends PgTable>(table: T, rows: readonly RowOf<T>[], tail: SQL = sql``): SQL {
  if (!rows.length) throw new Error('insertRowsSql needs at least one row: an INSERT of none names no columns');
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const first = rows[0] as Record<string, unknown>;
  const keys = Object.keys(first);
  const column = (key: string) => sql.identifier(columns[key].name);
  const stored = keys.filter((key) => !is(first[key], SQL));
  const json = rows.map((row) =>
    Object.fromEntries(stored.map((key) => [columns[key].name, (row as Record<string, unknown>)[key] ?? null])),
  );
  const name = sql.identifier(getTableName(table));
  const values = keys.map((key) => (is(first[key], SQL) ? (first[key] as SQL) : sql`v.${column(key)}`));
  return sql`insert into ${name} (${sql.join(keys.map(column), sql`, `)})
    select ${sql.join(values, sql`, `)} from jsonb_populate_recordset(null::${name}, ${JSON.stringify(json)}::jsonb) with ordinality as v
    order by v.ordinality ${tail}`;
}
