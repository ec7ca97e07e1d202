import { evaluateAvailability, overlapping } from '../../../../model/modules/resource_allocation';
import type { RuleResult } from '../../../../model/ruleCatalogue';
import { stationDate } from '../../../components/date/stationTime';
import type { BookableResource, BookingsPeriod, ResourceBooking } from '../resourcesApi';

export interface BookingPreview {
  /** The availability rules that fail for the window, as the server will judge them. */
  failed: RuleResult[];
  /** Live bookings of the resource that the window overlaps (the server will answer 409). */
  clashes: ResourceBooking[];
}

/**
 * What the server will say before anyone clicks Book: the same availability rules
 * (model/modules/resource_allocation) judged on the window's last station-local day, and the
 * bookings on screen the window overlaps (half-open, as the database reads them). The server decides.
 */
export function bookingPreview(
  resource: BookableResource | undefined,
  startsAt: string | null,
  endsAt: string | null,
  period: BookingsPeriod | undefined,
  timeZone: string,
): BookingPreview {
  if (!resource || !startsAt || !endsAt || new Date(endsAt) <= new Date(startsAt)) return { failed: [], clashes: [] };
  const window = { starts_at: startsAt, ends_at: endsAt };
  const lastMoment = new Date(new Date(endsAt).getTime() - 1).toISOString();
  const failed = evaluateAvailability({ resource, lastDay: stationDate(lastMoment, timeZone), period: window }).filter(
    (verdict) => !verdict.ok,
  );
  const clashes = overlapping(
    window,
    (period?.bookings ?? []).filter((booking) => booking.key === resource.key),
  );
  return { failed, clashes };
}
