import type { TranslateFunction } from 'react-admin';
import { availabilityHardRules } from '../../../../model/modules/resource_allocation/availabilityRules';
import type { RuleResult } from '../../../../model/ruleCatalogue';

/** A booking in the way, as the 409 names it (the database's exclusion constraint is the referee). */
export interface BookingConflict {
  booking_id: number;
  starts_at: string;
  ends_at: string;
  label: string;
}

interface RefusalBody {
  message?: string;
  errors?: Record<string, string[]>;
  rules?: RuleResult[];
  conflicts?: BookingConflict[];
}

export interface BookingRefusal {
  status: number | null;
  /** Every reason, translated: each failed rule, else the server's field messages, else its message. */
  reasons: string[];
  conflicts: BookingConflict[];
  /** Refused only by rules a written reason may set aside (never an overlap, an overdue calibration, a tool away or a resource on the road). */
  overridable: boolean;
}

const hardRules: readonly string[] = availabilityHardRules;

/** What a refused booking, move or transfer says (422: the failed rules; 409: the bookings in the way). */
export function bookingRefusal(error: unknown, translate: TranslateFunction): BookingRefusal {
  const failure = error as { status?: number; body?: RefusalBody; message?: string };
  const body = failure?.body ?? {};
  const failed = (body.rules ?? []).filter((rule) => !rule.ok);
  const conflicts = body.conflicts ?? [];
  // A 409 that lists the bookings in the way says it all with them, in the station's time (its field message repeats it in UTC).
  const reasons = failed.length
    ? failed.map((rule) => (rule.reason ? translate(rule.reason, { _: rule.reason, ...rule.params }) : rule.rule))
    : conflicts.length
      ? []
      : Object.values(body.errors ?? {}).flat();
  return {
    status: failure?.status ?? null,
    reasons:
      reasons.length || conflicts.length ? reasons : [body.message || failure?.message || translate('resource_allocation.booking.failed')],
    conflicts,
    overridable: failure?.status === 422 && failed.length > 0 && failed.every((rule) => !hardRules.includes(rule.rule)),
  };
}
