/** A PostgreSQL array literal; both drivers take it as one text parameter. */
export function pgArray(values: (string | number)[]): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

/** The rows of a `db.execute` result, whichever driver answered. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
