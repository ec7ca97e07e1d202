import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * How a condition takes the caller's values: written into a one-off statement, or as named
 * placeholders of a statement prepared once per shape and run again with other values
 * (server/crud/listStatements.ts).
 */
export interface ValueBinding {
  value(value: unknown): unknown;
  /** `expression` equals one of `values` (a non-empty list). */
  anyOf(expression: PgColumn, values: unknown[]): SQL;
}

export const inlineValues: ValueBinding = {
  value: (value) => value,
  anyOf: (expression, values) => inArray(expression, values),
};

/** Placeholders `v0`, `v1`… in the order the conditions ask for them, and their values. */
export class PlaceholderValues implements ValueBinding {
  readonly values: Record<string, unknown> = {};
  #next = 0;

  value(value: unknown): unknown {
    const name = `v${this.#next++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  }

  // One array parameter whatever the list's length: `IN ($1, $2, …)` would be a new statement
  // for every length.
  anyOf(expression: PgColumn, values: unknown[]): SQL {
    return sql`${expression} = any(${this.value(values)})`;
  }
}
