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
  /** A flight movement names another arrival station than its job's (docs/modules/movements.md). */
  'diversion',
  /** Someone on a re-timed job now breaks a roster or rest rule (docs/modules/movements.md). */
  'rules_broken',
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
  'diversion',
  'rules_broken',
  'rules_broken_you',
  // The daily alerts, one per station, type and day (model/core/stationAlerts.ts): "12 materials expiring at JFK".
  'calibration_due_station',
  'licence_expiring_station',
  'training_expiring_station',
  'low_stock_station',
  'shelf_life_expiring_station',
] as const;
export type NotificationKey = (typeof notificationKeys)[number];

/** The values a template reads; names ending in `_date` (or `date`) are ISO days, shown in the reader's language. */
export type NotificationParams = Record<string, string | number>;

/** Param names holding ISO days, which the reader sees in their own date format. */
export const isDateParam = (name: string) => name === 'date' || name.endsWith('_date');

/** A param holding assignment rule names joined by commas, which the reader sees named in their language. */
export const isRuleListParam = (name: string) => name === 'rules';

/**
 * Types that reach their reader even when muted (docs/modules/notifications.md, "Muting"): an AOG
 * dispatch (`dispatch`), a double booking, which breaks the assignment rules (`conflict`), another
 * assignment rule broken by a re-timing (`rules_broken`), and the
 * man-hour deficit the quality and accountable managers must hear of (AMC1 145.A.30(d)). A mute of one of
 * these is refused, so no one can silence them by mistake.
 */
export const unmutableNotificationTypes = [
  'dispatch',
  'conflict',
  'rules_broken',
  'man_hour_deficit',
] as const satisfies readonly NotificationType[];

/** Types a user may mute: every other one except `message` (old rows, never written now). */
export const mutableNotificationTypes: readonly NotificationType[] = notificationTypes.filter(
  (type) => type !== 'message' && !(unmutableNotificationTypes as readonly string[]).includes(type),
);

export const isMutableNotificationType = (type: string): type is NotificationType =>
  (mutableNotificationTypes as readonly string[]).includes(type);
