import { dueStatus } from '../../dueStatus';
import type { NotificationKey, NotificationType } from './notificationTypes';

/**
 * The daily alerts (docs/modules/notifications.md): which due items deserve a notification today, and the dedupe key
 * that makes each alert arrive once. The key holds the due date, so a tool calibrated again (or a
 * licence renewed) alerts again when its new date comes near, but the same date never twice — not
 * when the job runs again tomorrow, nor when it moves from due soon to overdue.
 */

/** Something with a due date: a calibrated tool, a technician's licence, a technician's latest course. */
export type DueItem =
  | { kind: 'calibration'; toolId: number; dueDate: string | null }
  | { kind: 'licence'; technicianId: number; dueDate: string | null }
  | { kind: 'training'; technicianId: number; courseId: number; dueDate: string | null };

/** How many days ahead each kind alerts: app_settings (the `setting` page). */
export interface AlertLeadTimes {
  calibrationAlertDays: number;
  trainingAlertDays: number;
}

export interface DueAlert<Item extends DueItem = DueItem> {
  item: Item;
  type: NotificationType;
  /** The template: due soon and overdue read differently. */
  key: NotificationKey;
  status: 'due_soon' | 'overdue';
  dedupeKey: string;
}

const typeOf = { calibration: 'calibration_due', licence: 'licence_expiring', training: 'training_expiring' } as const;
const keysOf: Record<DueItem['kind'], Record<DueAlert['status'], NotificationKey>> = {
  calibration: { due_soon: 'calibration_due', overdue: 'calibration_overdue' },
  licence: { due_soon: 'licence_expiring', overdue: 'licence_expired' },
  training: { due_soon: 'training_expiring', overdue: 'training_expired' },
};

/** Licences count as training: both are the people's qualifications (app_settings.training_alert_days). */
export function leadDaysFor(kind: DueItem['kind'], leadTimes: AlertLeadTimes): number {
  return kind === 'calibration' ? leadTimes.calibrationAlertDays : leadTimes.trainingAlertDays;
}

/** `calibration_due:tool:17:2026-12-01`, `licence_expiring:technician:4:2027-01-31`, `training_expiring:technician:4:course:9:2027-03-01`. */
export function alertDedupeKey(item: DueItem & { dueDate: string }): string {
  const day = item.dueDate.slice(0, 10);
  switch (item.kind) {
    case 'calibration':
      return `${typeOf.calibration}:tool:${item.toolId}:${day}`;
    case 'licence':
      return `${typeOf.licence}:technician:${item.technicianId}:${day}`;
    case 'training':
      return `${typeOf.training}:technician:${item.technicianId}:course:${item.courseId}:${day}`;
  }
}

/** The alert an item calls for on `today` (an ISO day), or null when it is not due within its lead time. */
export function dueAlert<Item extends DueItem>(item: Item, today: string, leadTimes: AlertLeadTimes): DueAlert<Item> | null {
  const status = dueStatus(item.dueDate, today, leadDaysFor(item.kind, leadTimes));
  if (status !== 'due_soon' && status !== 'overdue') return null;
  return {
    item,
    type: typeOf[item.kind],
    key: keysOf[item.kind][status],
    status,
    dedupeKey: alertDedupeKey(item as DueItem & { dueDate: string }),
  };
}

/** Every alert due among `items` on `today`. */
export function dueAlerts<Item extends DueItem>(items: readonly Item[], today: string, leadTimes: AlertLeadTimes): DueAlert<Item>[] {
  return items.flatMap((item) => dueAlert(item, today, leadTimes) ?? []);
}
