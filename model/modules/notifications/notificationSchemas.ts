import { z } from 'zod';
import { supportedDate, supportedInstantText } from '../../supportedDates';
import { isMutableNotificationType, notificationTypes } from './notificationTypes';

/**
 * The notifications API (docs/modules/notifications.md), shared by the server, which validates and documents with
 * them, and the browser's list. A notification is served rendered: title and text in the reader's
 * language, from the stored key and params.
 */

/** A notification as `GET /api/notifications` answers it. */
export const notificationSchema = z
  .object({
    id: z.int(),
    type: z.enum(notificationTypes),
    key: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    title: z.string(),
    text: z.string(),
    link: z.string().nullable(),
    /** The region the notice is about; null for notices of every region. */
    region_id: z.int().nullable(),
    read: z.boolean(),
    read_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ description: 'A notification of the caller, its title and text in the caller’s language.' });
export type NotificationRecord = z.infer<typeof notificationSchema>;

const maxId = 2_147_483_647;
/** Query strings carry ids as JSON numbers or digit strings ("42"). */
const recordIdValue = z.union([
  z.int().min(1).max(maxId),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.int().min(1).max(maxId)),
]);
const typeValue = z.enum(notificationTypes);
const yesNo = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
/** An instant with its offset (sent on as UTC), or an ISO day, within the supported years. */
const instantOrDay = z.union([supportedInstantText, supportedDate]);
/** Exact keys take one value, a list (any of) or null (none), as the CRUD engine's exact filters do. */
const oneOrMany = <T extends z.ZodType>(value: T, max: number) => z.union([value, z.array(value).max(max), z.null()]);

/**
 * The list's `filter`: one or more types, read or unread, created from / to (an instant, or a day:
 * `created_lte` then takes the whole day), `q` (words of the notification: flight, station, tool,
 * person …, or a type's name) and `id` (react-admin's getMany).
 */
export const notificationFilterFields = {
  id: oneOrMany(recordIdValue, 1000),
  type: oneOrMany(typeValue, notificationTypes.length),
  read: yesNo,
  created_gte: instantOrDay,
  created_lte: instantOrDay,
  q: z.string().max(200),
  /** The region a notice is about (null: notices of no one region). */
  region_id: oneOrMany(recordIdValue, 100),
};
export const notificationFilterSchema = z.object(notificationFilterFields).partial().strict();
export type NotificationFilter = z.infer<typeof notificationFilterSchema>;

/** Fields the list sorts on (the id breaks ties). */
export const notificationSortFields = ['created_at', 'type', 'read_at'] as const;

/** Notifications named by id: "mark all read" answers those it marked, so the browser can undo it. */
export const notificationIdsSchema = z.object({ ids: z.array(z.int().min(1).max(maxId)).min(1).max(1000) }).strict();

/** The e-mail digest switch (users.notification_digest). */
export const notificationDigestSchema = z.object({ digest: z.boolean() }).strict();
/** GET and PUT /api/notifications/digest answer the switch as it now is. */
export type NotificationDigest = z.infer<typeof notificationDigestSchema>;

/**
 * PUT /api/notifications/mutes: mute or unmute one type for the caller (users.muted_notification_types).
 * An unknown type is a 422 like any bad value; one that must always reach is a 422 naming why.
 */
export const notificationMuteSchema = z
  .object({
    type: z.enum(notificationTypes).refine(isMutableNotificationType, { message: 'notification_type_not_mutable' }),
    muted: z.boolean(),
  })
  .strict();
export type NotificationMute = z.infer<typeof notificationMuteSchema>;
/** GET and PUT /api/notifications/mutes answer the caller's muted types as they now are. */
export const notificationMutesSchema = z.object({ types: z.array(z.enum(notificationTypes)) });
export type NotificationMutes = z.infer<typeof notificationMutesSchema>;
