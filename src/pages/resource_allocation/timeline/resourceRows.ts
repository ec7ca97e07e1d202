import { periodsOverlap } from '../../../../model/modules/resource_allocation/overlap';
import { stackLanes, type PlacedItem } from '../../../components/timeline/stackLanes';
import type { BookableResource, ResourceBooking, UnavailablePeriod } from '../resourcesApi';

export interface ResourceRowData {
  /** The resource's key (`truck:12`). */
  key: string;
  resource: BookableResource;
  bars: PlacedItem<ResourceBooking>[];
  lanes: number;
  unavailable: UnavailablePeriod[];
  /** Bookings that clash with another booking or with a time the resource is unavailable. */
  conflicts: Set<number>;
}

const windowOf = (from: string, to: string) => ({ start: new Date(from), end: new Date(to) });

/** Bookings overlapping each other or an unavailable period: booked before the tool went away, say. */
function conflictsOf(bookings: ResourceBooking[], unavailable: UnavailablePeriod[]): Set<number> {
  const found = new Set<number>();
  bookings.forEach((booking, index) => {
    const clashes =
      bookings.some((other, otherIndex) => otherIndex !== index && periodsOverlap(booking, other)) ||
      unavailable.some((period) => periodsOverlap(booking, { starts_at: period.from, ends_at: period.to }));
    if (clashes) found.add(booking.id);
  });
  return found;
}

const byCategoryThenLabel = (a: BookableResource, b: BookableResource) =>
  (a.category_name ?? '\uffff').localeCompare(b.category_name ?? '\uffff') ||
  a.kind.localeCompare(b.kind) ||
  a.label.localeCompare(b.label);

/**
 * One row per resource, grouped by category (rows of one category together, in name
 * order, those without one last), each with its bookings in lanes and its unavailable stretches.
 */
export function resourceRows(
  resources: BookableResource[],
  bookings: ResourceBooking[],
  unavailable: UnavailablePeriod[],
): ResourceRowData[] {
  return [...resources].sort(byCategoryThenLabel).map((resource) => {
    const own = bookings.filter((booking) => booking.key === resource.key);
    const shaded = unavailable.filter((period) => period.key === resource.key);
    const stacked = stackLanes(
      own.map((booking) => ({ item: booking, window: windowOf(booking.starts_at, booking.ends_at) })),
      (a, b) => a.id - b.id,
    );
    return { key: resource.key, resource, ...stacked, unavailable: shaded, conflicts: conflictsOf(own, shaded) };
  });
}
