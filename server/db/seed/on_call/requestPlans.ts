import type { RequestPriority, RequestStatus, StationRoute } from '../../../../model/modules/on_call';

/**
 * The timings of the demo's on-call requests, pure and deterministic: a fortnight (today −14 ..
 * today) per region with realistic steps — dispatch 5–25 minutes after the call, travel from the
 * road trip or the distance, on site around the ETA (some late against the customer's target),
 * 1–5 hours of work, most closed, a few cancelled, and 2–4 still open today in different statuses.
 */

/** A small deterministic generator (LCG): the same demo on every seed. */
export function sequence(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
export type Sequence = ReturnType<typeof sequence>;

export interface RequestTimings {
  priority: RequestPriority;
  status: RequestStatus;
  requested_at: Date;
  dispatched_at: Date | null;
  eta_at: Date | null;
  en_route_at: Date | null;
  on_site_at: Date | null;
  completed_at: Date | null;
  closed_at: Date | null;
  cancelled_at: Date | null;
  first_time_fix: boolean | null;
}

const minute = 60_000;
const at = (from: Date, minutes: number) => new Date(from.getTime() + minutes * minute);
/** The open statuses today's calls show, one each in turn. */
const openToday: RequestStatus[] = ['new', 'dispatched', 'en_route', 'on_site'];

/** A past call followed to its end: closed (or completed, when closing is still ahead), or cancelled. */
export function pastTimings(seq: Sequence, requestedAt: Date, route: StationRoute, now: Date): RequestTimings {
  const priority = seq.pick<RequestPriority>(['aog', 'aog', 'urgent', 'urgent', 'routine']);
  const dispatched = at(requestedAt, seq.int(5, 25));
  const eta = at(dispatched, route.travel_minutes);
  const base = {
    priority,
    requested_at: requestedAt,
    en_route_at: null,
    on_site_at: null,
    completed_at: null,
    closed_at: null,
    cancelled_at: null,
    first_time_fix: null,
  };
  if (seq.chance(0.08)) {
    // Cancelled before anyone arrives: the flight crew fixed it, or the aircraft was swapped.
    return {
      ...base,
      status: 'cancelled',
      dispatched_at: seq.chance(0.5) ? dispatched : null,
      eta_at: null,
      cancelled_at: at(requestedAt, seq.int(15, 50)),
    };
  }
  const enRoute = at(dispatched, seq.int(3, 10));
  // Traffic and apron access: most arrive around the ETA, some well after it.
  const onSite = new Date(Math.max(at(eta, seq.chance(0.2) ? seq.int(30, 90) : seq.int(-10, 20)).getTime(), at(enRoute, 5).getTime()));
  const completed = at(onSite, seq.int(60, 300));
  const closed = at(completed, seq.int(30, 240));
  return {
    ...base,
    status: closed < now ? 'closed' : 'completed',
    dispatched_at: dispatched,
    eta_at: eta,
    en_route_at: enRoute,
    on_site_at: onSite,
    completed_at: completed,
    closed_at: closed < now ? closed : null,
    first_time_fix: seq.chance(0.85),
  };
}

/** One of today's open calls, its steps so far all before now. */
export function openTimings(seq: Sequence, index: number, route: StationRoute, now: Date): RequestTimings {
  const status = openToday[index % openToday.length];
  const ageMinutes = {
    new: seq.int(5, 20),
    dispatched: seq.int(25, 45),
    en_route: seq.int(45, 80),
    on_site: route.travel_minutes + seq.int(60, 120),
  }[status as 'new'];
  const requestedAt = at(now, -ageMinutes);
  const dispatched = status === 'new' ? null : at(requestedAt, seq.int(5, 15));
  const eta = dispatched ? at(dispatched, route.travel_minutes) : null;
  const enRoute = status === 'en_route' || status === 'on_site' ? at(dispatched!, 5) : null;
  const onSite = status === 'on_site' ? new Date(Math.min(eta!.getTime() + 10 * minute, now.getTime() - 20 * minute)) : null;
  return {
    priority: index % 2 === 0 ? 'aog' : 'urgent',
    status,
    requested_at: requestedAt,
    dispatched_at: dispatched,
    eta_at: eta,
    en_route_at: enRoute,
    on_site_at: onSite,
    completed_at: null,
    closed_at: null,
    cancelled_at: null,
    first_time_fix: null,
  };
}
