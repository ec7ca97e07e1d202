import { sql } from 'drizzle-orm';
import {
  isMutableNotificationType,
  type NotificationKey,
  type NotificationParams,
  type NotificationType,
} from '../../../model/modules/notifications';
import type { Database } from '../../db/client';

/**
 * Shared layer: how any tab writes a notification into users' lists (Scheduled through Notifications'
 * watcher, On-Call dispatch, the Parts and Notifications alert jobs). It came out of
 * server/modules/notifications/ so that those tabs depend on this layer rather than on the
 * Notifications module; it imports no server module (only the notification vocabulary of model/modules/notifications).
 */

export interface NewNotification {
  userIds: readonly number[];
  type: NotificationType;
  key: NotificationKey;
  params: NotificationParams;
  /** An app path (/scheduled_data/42), where a click leads. */
  link: string | null;
  /** The region the notice is about (its station's); What's up shows only the active region's. Null: every region. */
  regionId: number | null;
  /** Set for alerts: a user already holding a row with this key gets nothing new (one alert per due item). */
  dedupeKey?: string;
}

/**
 * Writes one notification per recipient, in the caller's transaction: it exists only if the change it
 * announces committed, and the notifications trigger publishes the live event then. With a dedupe key,
 * ON CONFLICT (user_id, dedupe_key) DO NOTHING makes a second writer — tomorrow's run, or another
 * process running at the same moment (it waits for the first to commit) — add nothing.
 * A recipient who muted the type (users.muted_notification_types) gets no row at all: not a read one,
 * so that their list stays free of it and unmuting brings the next alert back (docs/modules/notifications.md,
 * "Muting"). Types that must always reach are never muted. One statement, whoever the recipients are.
 * Answers how many rows were added.
 */
export async function notifyUsers(tx: Database, notification: NewNotification): Promise<number> {
  const userIds = [...new Set(notification.userIds)];
  if (!userIds.length) return 0;
  const { type } = notification;
  const listening = isMutableNotificationType(type) ? sql`and not (${type} = any(u.muted_notification_types))` : sql``;
  const { rows } = (await tx.execute(sql`
    insert into notifications (user_id, type, key, params, link, region_id, dedupe_key)
    select u.id, ${type}, ${notification.key}, ${JSON.stringify(notification.params)}::jsonb, ${notification.link},
      ${notification.regionId}::int, ${notification.dedupeKey ?? null}::text
    from users u
    where u.id in (${sql.join(
      userIds.map((id) => sql`${id}::int`),
      sql`, `,
    )}) ${listening}
    order by u.id
    on conflict (user_id, dedupe_key) do nothing
    returning id`)) as { rows: { id: number }[] };
  return rows.length;
}
