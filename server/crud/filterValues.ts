import type { PgArray, PgColumn } from 'drizzle-orm/pg-core';
import { z, type ZodType } from 'zod';
import { supportedDate, supportedInstantText } from '../../model/supportedDates';

/**
 * How a filter value is checked before SQL sees it, one schema per column type: a value
 * PostgreSQL could not read as the column's type fails there as a 500, so it is refused here
 * as a 422 instead. The schemas also describe `filter` in the OpenAPI document.
 */

/** Query strings carry numbers as JSON numbers or as digits in a string ("42"). */
const numberLike = <T extends z.ZodNumber>(number: T) =>
  z.union([
    number,
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ]);
/** z.number() refuses Infinity, which a long enough string of digits becomes. */
const numberBetween = (min: number, max: number) => numberLike(z.number().min(min).max(max)).pipe(z.number().min(min).max(max));
const finiteNumber = numberLike(z.number()).pipe(z.number());
const integerBetween = (min: number, max: number) => numberLike(z.int().min(min).max(max)).pipe(z.int().min(min).max(max));
/** A yes/no filter value: JSON true/false, or the words a query string carries. */
export const booleanLike = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** Dates and instants within the supported years (model/supportedDates.ts); an instant is sent on as UTC. */
const calendarDate = supportedDate;
const instant = z.union([supportedInstantText.transform((value) => new Date(value).toISOString()), calendarDate]);
/** A wall-clock time as stored in `time` columns (model/resources/fieldRules.ts localTime). */
const wallClockTime = z.iso.time().meta({ format: 'time' });
const text = z.string().max(200);

const integer = integerBetween(-2_147_483_648, 2_147_483_647);
const byColumnType: Record<string, (column: PgColumn) => ZodType> = {
  PgInteger: () => integer,
  PgSerial: () => integer,
  PgSmallInt: () => integerBetween(-32_768, 32_767),
  PgSmallSerial: () => integerBetween(-32_768, 32_767),
  PgBigInt53: () => integerBetween(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
  PgBigSerial53: () => integerBetween(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
  PgNumeric: () => finiteNumber,
  PgNumericNumber: () => finiteNumber,
  PgDoublePrecision: () => finiteNumber,
  // float4 overflows past ±3.4e38.
  PgReal: () => numberBetween(-3.4e38, 3.4e38),
  PgBoolean: () => booleanLike,
  PgDate: () => calendarDate,
  PgDateString: () => calendarDate,
  PgTimestamp: () => instant,
  PgTimestampString: () => instant,
  PgTime: () => wallClockTime,
  PgText: textOrEnum,
  PgVarchar: textOrEnum,
  PgChar: textOrEnum,
  PgEnumColumn: textOrEnum,
  // A list column (a technician's licences) filters by one of its items: the item's own values.
  PgArray: (column) =>
    byColumnType[(column as PgArray<never, never>).baseColumn.columnType]?.((column as PgArray<never, never>).baseColumn),
};

function textOrEnum(column: PgColumn): ZodType {
  return column.enumValues?.length ? z.enum(column.enumValues as [string, ...string[]]) : text;
}

/** A record id: a positive integer id (`filter={"id":[…]}` serves react-admin's getMany). */
export const idFilterValue = integerBetween(1, 2_147_483_647);

/**
 * The schema of one filterable column's values. A column type without one is a mistake in a
 * resource definition, reported at start-up rather than as a 500 on the first request.
 */
export function filterValueForColumn(column: PgColumn, resource: string, name: string): ZodType {
  const schema = byColumnType[column.columnType]?.(column);
  if (!schema)
    throw new Error(
      `Resource ${resource}: filter field ${name} is a ${column.columnType} column, which filters cannot check yet (server/crud/filterValues.ts)`,
    );
  return schema;
}
