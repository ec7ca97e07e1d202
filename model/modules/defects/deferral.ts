import { dueStatus, type DueStatus } from '../../dueStatus';
import type { DeferralCategory } from './enums';

/**
 * MEL repair interval categories (EASA CS-MMEL / FAA MMEL preamble): B, C and D are fixed numbers of
 * consecutive calendar days; A is whatever interval the MEL item itself states, so it is typed in.
 */
export const fixedLimitDays: Record<Exclude<DeferralCategory, 'A'>, number> = { B: 3, C: 10, D: 120 };

/** The limit of a deferral in days: B, C, D fixed; A as the item states (`itemDays`), or null when it does not say. */
export function limitDaysOf(category: DeferralCategory, itemDays?: number | null): number | null {
  return category === 'A' ? (itemDays ?? null) : fixedLimitDays[category];
}

function addDays(isoDay: string, days: number): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The last day the aircraft may fly with the item deferred. The interval excludes the day of discovery
 * (MMEL preamble: "excluding the day of discovery"): found on the 1st, a category B item (3 days) is due
 * by the end of the 4th.
 */
export const deferralDueOn = (foundOn: string, limitDays: number): string => addDays(foundOn.slice(0, 10), limitDays);

/** Whole days from `today` to the due day: 0 on the due day itself, negative once overdue. */
export function daysLeft(dueOn: string, today: string): number {
  return Math.round((Date.parse(`${dueOn.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * When What's up starts warning about a deferral: two days before it is due, or a tenth of a long limit
 * (12 days of a category D's 120), whichever is earlier — early enough to plan the part and the slot.
 */
export const deferralAlertDays = (limitDays: number) => Math.max(2, Math.ceil(limitDays / 10));

/** overdue, due_soon or valid: the shared due-date rule with the deferral's own lead time. */
export const deferralStatus = (dueOn: string, limitDays: number, today: string): DueStatus =>
  dueStatus(dueOn, today, deferralAlertDays(limitDays));
