import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A row to insert: the table's insert type, or an SQL expression for a column computed by the database. */
type RowOf<T extends PgTable> = { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL };

/**
 * `insert into <table> (…) select … from jsonb_populate_recordset(null::<table>, $1)`: the rows of a
 * batch write in one jsonb parameter. drizzle's insert builds one parameter per value, and building
 * it costs Node ~5 ms per 50 rows of 20 columns, more than PostgreSQL takes to insert them
 * (docs/performance.md, "Flight movements").
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
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0] ?? {});
  const computed = new Map(
    keys.flatMap((key) => (is(rows[0][key as keyof RowOf<T>], SQL) ? [[key, rows[0][key as keyof RowOf<T>] as SQL]] : [])),
  );
  const json = rows.map((row) =>
    Object.fromEntries(keys.filter((key) => !computed.has(key)).map((key) => [columns[key].name, row[key as keyof RowOf<T>] ?? null])),
  );
  const name = sql.identifier(getTableName(table));
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key].name)),
    sql`, `,
  );
  const values = sql.join(
    keys.map((key) => computed.get(key) ?? sql`v.${sql.identifier(columns[key].name)}`),
    sql`, `,
  );
  return sql`insert into ${name} (${names})
    select ${values} from jsonb_populate_recordset(null::${name}, ${JSON.stringify(json)}::jsonb) with ordinality as v
    order by v.ordinality ${tail}`;
}
