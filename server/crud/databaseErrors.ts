import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { ApiError, invalid } from '../errors';

interface PostgresError {
  code: string;
  constraint?: string;
  table?: string;
}

/** The driver's error under drizzle's DrizzleQueryError wrapper (PGlite and pg both carry SQLSTATE `code`). */
export function postgresError(error: unknown): PostgresError | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PostgresError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function constraintColumns(table: PgTable, constraint: string | undefined): string[] {
  if (!constraint) return [];
  const config = getTableConfig(table);
  const index = config.indexes.find((i) => i.config.name === constraint);
  if (index) return index.config.columns.map((c) => (c as { name?: string }).name).filter((n): n is string => !!n);
  const unique = config.uniqueConstraints.find((u) => u.getName() === constraint);
  if (unique) return unique.columns.map((c) => c.name);
  const foreignKey = config.foreignKeys.find((fk) => fk.getName() === constraint);
  if (foreignKey) return foreignKey.reference().columns.map((c) => c.name);
  return [];
}

/**
 * Bad input the database caught is the client's mistake, answered like any other validation
 * error: a taken natural key is a 422 on its field, a missing referenced record too.
 */
export function translateWriteError(error: unknown, table: PgTable): unknown {
  if (error instanceof ApiError) return error;
  const pg = postgresError(error);
  if (!pg) return error;
  if (pg.code === '23505') {
    const columns = constraintColumns(table, pg.constraint);
    return invalid(Object.fromEntries((columns.length ? columns : ['_']).map((c) => [c, 'validation.unique'])));
  }
  if (pg.code === '23503') {
    const columns = constraintColumns(table, pg.constraint);
    return invalid(Object.fromEntries((columns.length ? columns : ['_']).map((c) => [c, 'validation.reference_missing'])));
  }
  // Data exceptions (value out of range, bad date …) and check violations.
  if (pg.code.startsWith('22') || pg.code === '23514' || pg.code === '23502') return invalid({ _: 'validation.invalid_value' });
  return error;
}
