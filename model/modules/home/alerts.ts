import { dueStatus } from '../../dueStatus';
import { deferralAlertDays, fixedLimitDays } from '../defects';

/**
 * What's up's alerts (docs/modules/home.md): calibration due or overdue, licences and training expiring
 * within the lead times of the settings page (app_settings training_alert_days, calibration_alert_days).
 * "Due" is judged against the day on show, so a planner looking at next Tuesday sees what will be
 * due by then. Each alert is a settings list filter, like the activity figures: the count and the
 * rows behind the link are the same records. Deferred defects (docs/modules/defects.md) warn each by
 * its own lead time, a share of its MEL limit, and have no settings list: each names its aircraft.
 * Overtime (docs/modules/manpower.md, "Overtime") names each technician rostered over their contract
 * in the company week or the calendar month holding the day on show.
 */
export const alertKinds = ['calibration', 'licences', 'training', 'deferrals', 'overtime'] as const;
export type AlertKind = (typeof alertKinds)[number];

export interface LeadTimes {
  training_alert_days: number;
  calibration_alert_days: number;
}

/** Only due soon and overdue raise an alert; valid or undated items do not. */
export type AlertLevel = 'overdue' | 'due_soon';

/** The last day an item may fall due and still raise an alert: the day on show plus the lead time. */
export function alertCutoff(date: string, leadDays: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + leadDays);
  return day.toISOString().slice(0, 10);
}

/** The due-soon rule (model/dueStatus.ts) with the lead time of the kind of item. */
export function alertLevel(dueDate: string | null | undefined, date: string, leadDays: number): AlertLevel | null {
  const status = dueStatus(dueDate, date, leadDays);
  return status === 'overdue' || status === 'due_soon' ? status : null;
}

/** The longest warning a deferral gives (a category D's): the card's cutoff, each item judged by its own. */
const longestDeferralLead = deferralAlertDays(fixedLimitDays.D);

export function leadDaysOf(kind: AlertKind, lead: LeadTimes): number {
  if (kind === 'deferrals') return longestDeferralLead;
  // Overtime is judged on the week and month holding the day on show, not ahead of it.
  if (kind === 'overtime') return 0;
  return kind === 'calibration' ? lead.calibration_alert_days : lead.training_alert_days;
}

export interface AlertList {
  resource: 'calibrated_tools' | 'technicians';
  filter: Record<string, unknown>;
}

/**
 * The settings list that holds an alert's records. Tools in service only (one out for calibration
 * is being dealt with; quarantined and retired ones are not used); active technicians only.
 */
export function alertList(kind: AlertKind, date: string, lead: LeadTimes): AlertList | null {
  const cutoff = alertCutoff(date, leadDaysOf(kind, lead));
  switch (kind) {
    case 'calibration':
      return { resource: 'calibrated_tools', filter: { status: 'in_service', next_due_lte: cutoff } };
    case 'licences':
      return { resource: 'technicians', filter: { active: true, licence_expiry_lte: cutoff } };
    case 'training':
      return { resource: 'technicians', filter: { active: true, training_expires_lte: cutoff } };
    case 'deferrals':
    case 'overtime':
      return null;
  }
}
