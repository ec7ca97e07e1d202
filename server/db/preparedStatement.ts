import type { Database } from './client';

/**
 * A statement built once per database and kept (drizzle builds its text once; each PostgreSQL
 * connection parses a named statement once and may keep its plan): for the statements every
 * request of a kind runs, such as the session lookup and a treatment's detail.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
