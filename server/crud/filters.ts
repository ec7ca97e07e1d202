import { and, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import { ApiError, invalid } from '../errors';
import type { ResourceDefinition } from './definition';
import type { ResourceFields } from './fields';
import { inlineValues, type ValueBinding } from './valueBinding';

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** pg_trgm indexes a term of three characters or more; a shorter one matches too much to help. */
const trigramLength = 3;

/** Whether the list's `q` is a term the trigram indexes can narrow down (see pageQuery). */
export function searchUsesIndex(filter: Record<string, unknown>, definition: ResourceDefinition): boolean {
  return definition.search.length > 0 && typeof filter.q === 'string' && filter.q.trim().length >= trigramLength;
}

function checkValue(schema: ZodType, value: unknown, key: string): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid({ [`filter.${key}`]: 'validation.invalid_filter_value' });
  return result.data;
}

/**
 * Turns a ra-data-simple-rest `filter` object into SQL: `q` searches, exact values, arrays (IN),
 * null (IS NULL), and `<field>_gte` / `<field>_lte`. Any other key is a 422 naming it.
 */
export function filterConditions(
  filter: Record<string, unknown>,
  definition: ResourceDefinition,
  fields: ResourceFields,
  bind: ValueBinding = inlineValues,
): SQL[] {
  const conditions: SQL[] = [];
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    try {
      if (key === 'q') {
        if (typeof value !== 'string' || value.length > 200) throw invalid({ 'filter.q': 'validation.invalid_filter_value' });
        const text = value.trim();
        if (!text || definition.search.length === 0) continue;
        const pattern = likePattern(text);
        conditions.push(
          or(...definition.search.map((name) => ilike(fields.expressions.get(name) as PgColumn, bind.value(pattern) as string)))!,
        );
        continue;
      }
      const rangeMatch = /^(.+)_(gte|lte)$/.exec(key);
      if (rangeMatch && definition.ranges?.includes(rangeMatch[1])) {
        const [, name, bound] = rangeMatch;
        const bounded = checkValue(fields.filterValues.get(name)!, value, key);
        const expression = fields.expressions.get(name) as PgColumn;
        conditions.push(bound === 'gte' ? gte(expression, bind.value(bounded)) : lte(expression, bind.value(bounded)));
        continue;
      }
      const schema = fields.filterValues.get(key);
      if (!schema) {
        errors[`filter.${key}`] = 'validation.unknown_field';
        continue;
      }
      const expression = fields.expressions.get(key) as PgColumn;
      // A list column matches a value it holds; null matches an empty list.
      const list = expression.columnType === 'PgArray';
      const matches = (item: unknown) => (list ? sql`${bind.value(item)} = any(${expression})` : eq(expression, bind.value(item)));
      if (value === null) {
        conditions.push(list ? sql`cardinality(${expression}) = 0` : isNull(expression));
      } else if (Array.isArray(value)) {
        if (value.length > 1000) throw invalid({ [`filter.${key}`]: 'validation.invalid_filter_value' });
        const values = value.map((item) => checkValue(schema, item, key));
        // An empty list matches nothing (react-admin's getMany with no ids).
        if (!values.length) conditions.push(sql`false`);
        else conditions.push(list ? or(...values.map(matches))! : bind.anyOf(expression, values));
      } else {
        conditions.push(matches(checkValue(schema, value, key)));
      }
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors)
        Object.assign(errors, Object.fromEntries(Object.entries(error.fieldErrors).map(([f, keys]) => [f, keys[0]])));
      else throw error;
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return conditions;
}

export const allOf = (conditions: (SQL | undefined)[]) => and(...conditions.filter((c): c is SQL => c !== undefined));
