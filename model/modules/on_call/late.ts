import type { RequestPriority, RequestStatus } from './enums';

/** A customer's contracted response targets (requested → on site), per priority. */
export interface ResponseTargets {
  response_target_aog_minutes: number;
  response_target_urgent_minutes: number;
  response_target_routine_minutes: number;
}

export function responseTargetMinutes(customer: ResponseTargets, priority: RequestPriority): number {
  if (priority === 'aog') return customer.response_target_aog_minutes;
  if (priority === 'urgent') return customer.response_target_urgent_minutes;
  return customer.response_target_routine_minutes;
}

export interface LatenessFacts {
  status: RequestStatus;
  requested_at: Date | string;
  on_site_at: Date | string | null;
  cancelled_at?: Date | string | null;
}

export interface Lateness {
  /** Requested → on site; while nobody is on site, requested → now (or → cancelled). */
  elapsed_minutes: number;
  target_minutes: number;
  late: boolean;
}

const minuteMs = 60_000;

/** The board's clock against the customer's target: late once the response took (or takes) longer. */
export function lateness(request: LatenessFacts, targetMinutes: number, now: Date): Lateness {
  const end = request.on_site_at ?? (request.status === 'cancelled' ? request.cancelled_at : null) ?? now;
  const elapsed = Math.max(0, Math.floor((new Date(end).getTime() - new Date(request.requested_at).getTime()) / minuteMs));
  return { elapsed_minutes: elapsed, target_minutes: targetMinutes, late: elapsed > targetMinutes };
}
