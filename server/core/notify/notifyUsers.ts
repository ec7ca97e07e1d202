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
 * "Muting"). Types that must always reach are never muted. Answers how many rows were added.
 */
export const notifyUsers = (tx: Database, notification: NewNotification): Promise<number> => notifyEach(tx, [notification]);

/**
 * notifyUsers for several notifications at once (a batch of re-timed jobs): one statement, whatever
 * their number and recipients, rows in the order given (each one's recipients by id).
 */
export async function notifyEach(tx: Database, notifications: readonly NewNotification[]): Promise<number> {
  const rows = notifications.flatMap((notification, n) =>
    [...new Set(notification.userIds)]
      .sort((a, b) => a - b)
      .map((user_id) => ({
        n,
        user_id,
        type: notification.type,
        key: notification.key,
        params: notification.params,
        link: notification.link,
        region_id: notification.regionId,
        dedupe_key: notification.dedupeKey ?? null,
        mutable: isMutableNotificationType(notification.type),
      })),
  );
  if (!rows.length) return 0;
  const { rows: added } = (await tx.execute(sql`
    insert into notifications (user_id, type, key, params, link, region_id, dedupe_key)
    select v.user_id, v.type, v.key, v.params, v.link, v.region_id, v.dedupe_key
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(n int, user_id int, type text, key text, params jsonb, link text, region_id int, dedupe_key text, mutable boolean)
    join users u on u.id = v.user_id
    where not (v.mutable and v.type = any(u.muted_notification_types))
    order by v.n, v.user_id
    on conflict (user_id, dedupe_key) do nothing
    returning id`)) as { rows: { id: number }[] };
  return added.length;
}
