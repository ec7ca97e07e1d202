/**
 * Half-open periods [starts_at, ends_at), as the database's exclusion constraint
 * `resource_bookings_no_overlap` reads them (tstzrange '[)'): a booking ending at 10:00 and the
 * next starting at 10:00 do not overlap. The timeline shades what these find; the database decides.
 */
export interface Period {
  starts_at: Date | string;
  ends_at: Date | string;
}

const ms = (value: Date | string) => new Date(value).getTime();

export function periodsOverlap(a: Period, b: Period): boolean {
  return ms(a.starts_at) < ms(b.ends_at) && ms(b.starts_at) < ms(a.ends_at);
}

/** The part two periods share, or null when they only touch or are apart. */
export function intersection(a: Period, b: Period): { starts_at: Date; ends_at: Date } | null {
  if (!periodsOverlap(a, b)) return null;
  return { starts_at: new Date(Math.max(ms(a.starts_at), ms(b.starts_at))), ends_at: new Date(Math.min(ms(a.ends_at), ms(b.ends_at))) };
}

/** The bookings among `others` that overlap `period`. */
export function overlapping<T extends Period>(period: Period, others: readonly T[]): T[] {
  return others.filter((other) => periodsOverlap(period, other));
}

export interface KeyedBooking extends Period {
  id: number;
  /** The resource, e.g. 'truck:12'. */
  key: string;
}

export interface ConflictSpan {
  key: string;
  starts_at: Date;
  ends_at: Date;
  booking_ids: [number, number];
}

/**
 * Where two bookings of one resource overlap (a conflict to shade on the timeline, e.g. a booking
 * being dragged, or rows older than the constraint). Sorted by start, so one pass per resource.
 */
export function conflictSpans(bookings: readonly KeyedBooking[]): ConflictSpan[] {
  const sorted = [...bookings].sort((a, b) => a.key.localeCompare(b.key) || ms(a.starts_at) - ms(b.starts_at));
  const spans: ConflictSpan[] = [];
  sorted.forEach((booking, index) => {
    for (const later of sorted.slice(index + 1)) {
      if (later.key !== booking.key || ms(later.starts_at) >= ms(booking.ends_at)) break;
      const shared = intersection(booking, later);
      if (shared) spans.push({ key: booking.key, ...shared, booking_ids: [booking.id, later.id] });
    }
  });
  return spans;
}
