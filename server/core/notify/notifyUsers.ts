import type { NotificationKey, NotificationParams, NotificationType } from '../../../model/modules/notifications';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

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
  /** Set for alerts: a user already holding a row with this key gets nothing new (one alert per due item). */
  dedupeKey?: string;
}

/**
 * Writes one notification per recipient, in the caller's transaction: it exists only if the change it
 * announces committed, and the notifications trigger publishes the live event then. With a dedupe key,
 * ON CONFLICT (user_id, dedupe_key) DO NOTHING makes a second writer — tomorrow's run, or another
 * process running at the same moment (it waits for the first to commit) — add nothing.
 * Answers how many rows were added.
 */
export async function notifyUsers(tx: Database, notification: NewNotification): Promise<number> {
  const userIds = [...new Set(notification.userIds)];
  if (!userIds.length) return 0;
  const rows = userIds.map((user_id) => ({
    user_id,
    type: notification.type,
    key: notification.key,
    params: notification.params,
    link: notification.link,
    dedupe_key: notification.dedupeKey ?? null,
  }));
  const added = await tx
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.user_id, notifications.dedupe_key] })
    .returning({ id: notifications.id });
  return added.length;
}
