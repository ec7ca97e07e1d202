import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { notificationTypes, type NotificationRecord, type NotificationType } from '../../../model/modules/notifications';
import type { Locale } from '../../../model/locales';
import type { Database } from '../../db/client';
import { appSettings, notifications, users } from '../../db/schema';
import { renderNotification } from './renderNotification';

/** The notifications module's reads and writes (Drizzle only, no Fastify). */

/** The date format the settings page chose (dates in the texts read as everywhere else in the app). */
export async function companyDateFormat(db: Database): Promise<string | undefined> {
  const [row] = await db.select({ format: appSettings.date_format }).from(appSettings).limit(1);
  return row?.format;
}

const stored = {
  id: notifications.id,
  type: notifications.type,
  key: notifications.key,
  params: notifications.params,
  link: notifications.link,
  region_id: notifications.region_id,
  read_at: notifications.read_at,
  created_at: notifications.created_at,
};
type StoredRow = { [K in keyof typeof stored]: (typeof notifications.$inferSelect)[K] };

/** A row as the API answers it: rendered in the reader's language and the company's date format. */
export function notificationRecord(row: StoredRow, locale: Locale, dateFormat?: string): NotificationRecord {
  return {
    id: row.id,
    type: row.type as NotificationRecord['type'],
    key: row.key,
    params: row.params,
    ...renderNotification(row, locale, dateFormat),
    link: row.link,
    region_id: row.region_id,
    read: row.read_at !== null,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export const notificationSortColumns = { created_at: notifications.created_at, type: notifications.type, read_at: notifications.read_at };
export type NotificationSortField = keyof typeof notificationSortColumns | 'id';

export interface NotificationPage {
  where: SQL | undefined;
  sort: { field: NotificationSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** One page and the total of the rows `where` selects, counted in the same statement. */
export async function listNotifications(db: Database, page: NotificationPage): Promise<{ rows: StoredRow[]; total: number }> {
  const direction = page.sort.order === 'ASC' ? asc : desc;
  const column = page.sort.field === 'id' ? notifications.id : notificationSortColumns[page.sort.field];
  const found = await db
    .select({ ...stored, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(notifications)
    .where(page.where)
    .orderBy(direction(column), direction(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  // A page past the end carries no row to read the total from.
  const total = found[0]?.total ?? (page.offset > 0 ? await countNotifications(db, page.where) : 0);
  return { rows: found.map(({ total: _total, ...row }) => row), total };
}

async function countNotifications(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(where);
  return row.n;
}

/** One of the user's own notifications; another user's id reads as none. */
export async function findOwnNotification(db: Database, userId: number, id: number): Promise<StoredRow | null> {
  const [row] = await db
    .select(stored)
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)));
  return row ?? null;
}

/** Marks one own notification read (keeping the first read time) or unread; null when it is not theirs. */
export async function setOwnReadState(db: Database, userId: number, id: number, read: boolean): Promise<StoredRow | null> {
  const [row] = await db
    .update(notifications)
    .set({
      read_at: read ? sql`coalesce(${notifications.read_at}, now())` : null,
      updated_at: sql`now()`,
      version: sql`${notifications.version} + 1`,
    })
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .returning(stored);
  return row ?? null;
}

/** Marks every unread notification of the user read; answers their ids. */
export async function markAllRead(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .update(notifications)
    .set({ read_at: sql`now()`, updated_at: sql`now()`, version: sql`${notifications.version} + 1` })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Marks the named notifications of the user unread (an undo of "all read"); others' ids change nothing. */
export async function markUnread(db: Database, userId: number, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .update(notifications)
    .set({ read_at: null, updated_at: sql`now()`, version: sql`${notifications.version} + 1` })
    .where(and(eq(notifications.user_id, userId), inArray(notifications.id, [...ids]), isNotNull(notifications.read_at)))
    .returning({ id: notifications.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * The types the user muted (users.muted_notification_types), known types only, in the list's order;
 * null when the account is gone. `forUpdate` locks the row for a change.
 */
export async function mutedTypes(db: Database, userId: number, options: { forUpdate?: boolean } = {}): Promise<NotificationType[] | null> {
  const query = db.select({ types: users.muted_notification_types }).from(users).where(eq(users.id, userId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) return null;
  return notificationTypes.filter((type) => row.types.includes(type));
}
