import { eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z, type ZodType } from 'zod';
import { closedStatuses } from '../../../model/modules/scheduled/late';
import type { Session } from '../../auth/session';
import { filterValueForColumn, idFilterValue } from '../../crud/filterValues';
import { likePattern } from '../../crud/filters';
import { embedded } from '../../crud/routeSchemas';
import { activities } from '../../db/schema';
import { invalid } from '../../errors';
import { hasConflictSql, rulesBrokenSql } from './conflictSql';

const column = (name: keyof typeof activities._.columns) => filterValueForColumn(activities[name], 'activities', name);
const yesNo = column('needs_review');
const day = column('local_date');
const outer = sql.raw('"activities"');

interface FilterKey {
  value: ZodType;
  /** Also takes a list (any of) and null (no value), as the engine's exact filters do. */
  list?: boolean;
  condition(value: unknown, session: Session): SQL | undefined;
}

/** SQL twin of isLate (model/modules/scheduled/late.ts): past its STD and neither completed nor cancelled. */
const lateSql = sql`(${activities.std_at} is not null and ${activities.std_at} < now() and ${activities.status} not in ${closedStatuses})`;

const assignedWhere = (where: SQL) => sql`exists (select 1 from activity_assignments aa where aa.activity_id = ${outer}.id and ${where})`;
/** Exact value, any of a list, or null (no value), on a column. */
const exact = (name: 'id' | 'station_id' | 'customer_id' | 'status', value: ZodType): FilterKey => ({
  value,
  list: true,
  condition: (v) => {
    const column = activities[name] as PgColumn;
    return v === null ? isNull(column) : Array.isArray(v) ? (v.length ? inArray(column, v) : sql`false`) : eq(column, v);
  },
});

/**
 * The list's filters (docs/modules/scheduled.md): exact fields, the day or a range of days, who is
 * assigned (a technician, nobody, the caller), the review and conflict flags, and `q` over flight
 * numbers, registration and work order. Values are checked by their column's type before SQL sees them.
 */
const filterKeys: Record<string, FilterKey> = {
  id: exact('id', idFilterValue),
  station_id: exact('station_id', column('station_id')),
  customer_id: exact('customer_id', column('customer_id')),
  status: exact('status', column('status')),
  date: { value: day, condition: (v) => eq(activities.local_date, v as string) },
  date_gte: { value: day, condition: (v) => gte(activities.local_date, v as string) },
  date_lte: { value: day, condition: (v) => lte(activities.local_date, v as string) },
  technician_id: {
    value: idFilterValue,
    list: true,
    condition: (v) =>
      v === null
        ? sql`not ${assignedWhere(sql`true`)}`
        : assignedWhere(Array.isArray(v) ? (v.length ? inArray(sql`aa.technician_id`, v) : sql`false`) : sql`aa.technician_id = ${v}`),
  },
  unassigned: { value: yesNo, condition: (v) => (v ? sql`not ${assignedWhere(sql`true`)}` : assignedWhere(sql`true`)) },
  mine: {
    value: yesNo,
    condition: (v, session) =>
      v ? assignedWhere(sql`aa.technician_id in (select t.id from technicians t where t.user_id = ${session.user.id})`) : undefined,
  },
  needs_review: { value: yesNo, condition: (v) => eq(activities.needs_review, v as boolean) },
  late: { value: yesNo, condition: (v) => (v ? lateSql : sql`not ${lateSql}`) },
  conflict: { value: yesNo, condition: (v) => (v ? hasConflictSql(outer) : sql`not ${hasConflictSql(outer)}`) },
  rules_broken: { value: yesNo, condition: (v) => (v ? rulesBrokenSql(outer) : sql`not ${rulesBrokenSql(outer)}`) },
  q: {
    value: z.string().max(200),
    condition: (v) => {
      const text = (v as string).trim();
      if (!text) return undefined;
      const pattern = likePattern(text);
      return or(
        ...[activities.outbound_flight_no, activities.inbound_flight_no, activities.registration, activities.work_order].map((c) =>
          ilike(c, pattern),
        ),
      );
    },
  },
};

function parseValue(key: FilterKey, value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (key.list && value === null) return { ok: true, value: null };
  if (key.list && Array.isArray(value)) {
    if (value.length > 1000) return { ok: false };
    const items = value.map((item) => key.value.safeParse(item));
    return items.every((i) => i.success) ? { ok: true, value: items.map((i) => i.data) } : { ok: false };
  }
  const parsed = key.value.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}

/** The conditions of a list's `filter`; any unknown key or bad value is a 422 naming `filter.<key>`. */
export function activityFilterConditions(filter: Record<string, unknown>, session: Session): SQL[] {
  const conditions: SQL[] = [];
  const errors: Record<string, string> = {};
  for (const [name, raw] of Object.entries(filter)) {
    if (raw === undefined) continue;
    const key = Object.hasOwn(filterKeys, name) ? filterKeys[name] : undefined;
    if (!key) {
      errors[`filter.${name}`] = 'validation.unknown_field';
      continue;
    }
    const parsed = parseValue(key, raw);
    if (!parsed.ok) errors[`filter.${name}`] = 'validation.invalid_filter_value';
    else {
      const condition = key.condition(parsed.value, session);
      if (condition) conditions.push(condition);
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return conditions;
}

/** The filter object as the OpenAPI document describes it, from the same value schemas. */
export function activityFilterDocument(): ZodType {
  const shape = Object.fromEntries(
    Object.entries(filterKeys).map(([name, key]) => [
      name,
      embedded(key.list ? z.union([key.value, z.array(key.value).max(1000), z.null()]) : key.value),
    ]),
  );
  return z.object(shape).partial().strict();
}
