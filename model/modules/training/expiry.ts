import { dueStatus } from '../../dueStatus';
import type { ComplianceState } from './enums';

/** Days of a month (1–12) of a year, leap years included. */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The ISO day `months` calendar months after an ISO day. A day the target month does not have
 * becomes that month's last day: a course completed on 31 January with one month's validity runs
 * to 28 February (29 in a leap year), never into March — JavaScript's own Date rolls over to
 * 3 March, which would give the technician days of validity they never earned.
 */
export function addMonths(isoDay: string, months: number): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const [targetYear, targetMonth] = [Math.floor(index / 12), (index % 12) + 1];
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`;
}

/** Expiry = completion + the course's validity (docs/modules/training.md); no validity = never expires (null). */
export function courseExpiry(completedOn: string, validityMonths: number | null | undefined): string | null {
  return validityMonths ? addMonths(completedOn, validityMonths) : null;
}

/** The two warning horizons of the matrix (expiring within 30 / 60 days). */
export const expiringSoonDays = 30;
export const expiringLaterDays = 60;

/**
 * How a held requirement stands on `today`, by the one due-soon rule (model/dueStatus.ts): the
 * expiry day itself still counts as valid, as the assignment rules read it (licences.ts validOn).
 * `held` false = no record at all (missing); `expiresOn` null on a held record = never expires.
 */
export function complianceState(held: boolean, expiresOn: string | null | undefined, today: string): ComplianceState {
  if (!held) return 'missing';
  const within60 = dueStatus(expiresOn, today, expiringLaterDays);
  if (within60 === 'none' || within60 === 'valid') return 'valid';
  if (within60 === 'overdue') return 'expired';
  return dueStatus(expiresOn, today, expiringSoonDays) === 'due_soon' ? 'expiring_30' : 'expiring_60';
}

/** States that call for a session: a renewal before it runs out, or the course taken at last. */
export const statesNeedingTraining: readonly ComplianceState[] = ['expired', 'expiring_30', 'expiring_60', 'missing'];
