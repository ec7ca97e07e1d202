import { z } from 'zod';

/**
 * What the notification endpoints answer besides a notification itself (`notificationSchema`,
 * notificationSchemas.ts): the server declares these as its response schemas (published in the
 * OpenAPI document) and the browser reads its answers typed from them.
 */

/** POST /api/notifications/read_all and /api/notifications/unread: how many changed, and which. */
export const markedNotificationsSchema = z.object({ updated: z.int(), ids: z.array(z.int()) });
export type MarkedNotifications = z.infer<typeof markedNotificationsSchema>;
