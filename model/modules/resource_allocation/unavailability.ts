import { localToUtc } from '../../core/localTime';
import type { BookableResource } from './availabilityRules';

/** A stretch of the timeline a resource cannot be booked in, shaded with its reason (i18n key). */
export interface UnavailableSpan {
  from: Date;
  to: Date;
  reason: string;
}

export interface UnavailabilityInput {
  resource: BookableResource;
  /** When the open calibration trip left, for a tool out for calibration. */
  calibration_sent_at?: Date | string | null;
  /** The station's IANA zone: a date passes at the station's midnight. */
  timeZone: string;
}

const reason = (rule: string, why: string) => `resource_allocation.rules.${rule}.${why}`;

/** The station-local midnight after an ISO day: when a due date has passed. */
function dayAfter(isoDay: string, timeZone: string): Date {
  const next = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return localToUtc(next.toISOString().slice(0, 10), '00:00', timeZone);
}

/**
 * The timeline's shading for one resource within [from, to) — the same reasons the availability
 * rules give: a status other than usable (the whole range), out for calibration since it was sent,
 * a calibration, service or insurance date passed (from the next day on).
 */
export function unavailableSpans(input: UnavailabilityInput, range: { from: Date; to: Date }): UnavailableSpan[] {
  const { resource, timeZone } = input;
  const spans: UnavailableSpan[] = [];
  const since = (start: Date, why: string) => {
    const from = start > range.from ? start : range.from;
    if (from < range.to) spans.push({ from, to: range.to, reason: why });
  };
  if (resource.kind === 'calibrated_tool') {
    if (resource.status === 'out_for_calibration')
      since(new Date(input.calibration_sent_at ?? range.from), reason('out_for_calibration', 'at_laboratory'));
    else if (resource.status !== 'in_service') since(range.from, reason('resource_status', 'not_in_service'));
    if (!resource.next_due) since(range.from, reason('calibration_due', 'never_calibrated'));
    else since(dayAfter(resource.next_due, timeZone), reason('calibration_due', 'overdue'));
    return spans;
  }
  if (resource.status !== 'serviceable') since(range.from, reason('resource_status', 'not_serviceable'));
  if (resource.next_service_date) since(dayAfter(resource.next_service_date, timeZone), reason('service_due', 'passed'));
  if (resource.kind === 'truck' && resource.insurance_expiry)
    since(dayAfter(resource.insurance_expiry, timeZone), reason('insurance', 'expired'));
  return spans;
}
