/**
 * What a notification is about (docs/modules/notifications.md). Stored in
 * notifications.type; the nav bar, the list's type filter and the digest group by it.
 * Labels: i18n `notifications.types.<type>` (browser and server).
 */
export const notificationTypes = [
  'assignment',
  'unassignment',
  'retiming',
  'cancellation',
  'conflict',
  'calibration_due',
  'licence_expiring',
  'training_expiring',
  'low_stock',
  'shelf_life_expiring',
  'memo',
  'dispatch',
  'message',
  'man_hour_deficit',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * The message templates (i18n/server `notifications.<key>.title|text`): a type may read two ways,
 * e.g. to the technician concerned ("You are assigned …") and to their supervisors ("… is assigned").
 * `message` carries words given as data ({title, text}): rows written before notifications were keyed.
 */
export const notificationKeys = [
  'assignment',
  'assignment_you',
  'unassignment',
  'unassignment_you',
  'retiming',
  'cancellation',
  'conflict',
  'conflict_you',
  'calibration_due',
  'calibration_overdue',
  'licence_expiring',
  'licence_expired',
  'training_expiring',
  'training_expired',
  'low_stock',
  'shelf_life_expiring',
  'memo',
  'dispatch',
  'dispatch_you',
  'message',
  'man_hour_deficit',
] as const;
export type NotificationKey = (typeof notificationKeys)[number];

/** The values a template reads; names ending in `_date` (or `date`) are ISO days, shown in the reader's language. */
export type NotificationParams = Record<string, string | number>;

/** Param names holding ISO days, which the reader sees in their own date format. */
export const isDateParam = (name: string) => name === 'date' || name.endsWith('_date');
