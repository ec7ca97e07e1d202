import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { notificationFilterSchema, notificationTypes, type NotificationFilter } from '../../../model/modules/notifications';
import type { Locale } from '../../../model/locales';
import { likePattern } from '../../crud/filters';
import { notifications } from '../../db/schema';
import { invalid } from '../../errors';
import { notificationTypeLabel } from './renderNotification';

/**
 * The list's `filter` (type, read/unread, created date, search) as SQL. Every key and
 * value is checked by the model's schema first: an unknown key or a bad value is a 422 naming
 * `filter.<key>`, never SQL.
 */
export function parseNotificationFilter(raw: Record<string, unknown>): NotificationFilter {
  const parsed = notificationFilterSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) errors[`filter.${key}`] = 'validation.unknown_field';
    else errors[`filter.${String(issue.path[0])}`] = 'validation.invalid_filter_value';
  }
  throw invalid(errors);
}

/** A day alone ends at the next midnight (UTC): "created to 20 Nov" takes the whole 20th. */
function createdUpTo(value: string): SQL {
  if (value.length > 10) return lte(notifications.created_at, new Date(value));
  return lt(notifications.created_at, sql`${value}::date + 1`);
}

/** Words of the notification: its params (flight, station, tool, person …) or its type's name in the reader's language. */
function searchCondition(text: string, locale: Locale): SQL | undefined {
  const term = text.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  const needle = term.toLocaleLowerCase(locale);
  const types = notificationTypes.filter((type) => notificationTypeLabel(type, locale).toLocaleLowerCase(locale).includes(needle));
  return or(
    sql`exists (select 1 from jsonb_each_text(${notifications.params}) p where p.value ilike ${pattern})`,
    types.length ? inArray(notifications.type, types) : undefined,
  );
}

/**
 * Notices about these regions, and those of no one region (a memo to everyone), which belong to every
 * region: the same reading as What's up's list (regionNotices).
 */
function ofRegions(regionIds: number[]): SQL | undefined {
  return or(regionIds.length ? inArray(notifications.region_id, regionIds) : undefined, isNull(notifications.region_id));
}

/** The conditions of one user's list: always their own rows, then the filter. */
export function notificationConditions(userId: number, filter: NotificationFilter, locale: Locale): SQL | undefined {
  /** One value, a list, or null (no value: nothing matches, as every row has an id and a type). */
  const list = <T>(value: T | T[] | null): T[] => (value === null ? [] : Array.isArray(value) ? value : [value]);
  return and(
    eq(notifications.user_id, userId),
    filter.id === undefined ? undefined : inArray(notifications.id, list(filter.id).length ? list(filter.id) : [0]),
    filter.type === undefined ? undefined : inArray(notifications.type, list(filter.type).length ? list(filter.type) : ['']),
    filter.read === undefined ? undefined : filter.read ? isNotNull(notifications.read_at) : isNull(notifications.read_at),
    filter.created_gte === undefined ? undefined : gte(notifications.created_at, new Date(filter.created_gte)),
    filter.created_lte === undefined ? undefined : createdUpTo(filter.created_lte),
    filter.q === undefined ? undefined : searchCondition(filter.q, locale),
    filter.region_id === undefined ? undefined : ofRegions(list(filter.region_id)),
  );
}
