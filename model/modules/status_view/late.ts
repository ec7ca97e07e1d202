import type { ActivityStatus } from '../scheduled/enums';

/** Work that is over, one way or the other: it can no longer run late. */
const finished: readonly ActivityStatus[] = ['completed', 'cancelled'];

/**
 * Late (issue 13 §3, §4; domain.md "What's up"): the scheduled departure (STD) has passed and the
 * job is not completed. A cancelled job is not work to do, so it is never late; a job without an
 * STD (an arrival that stays overnight) has no deadline to miss. The STD, not an estimate: the
 * board reports against the plan the customer booked.
 */
export function isLate(activity: { status: ActivityStatus; std_at: Date | string | null }, now: Date): boolean {
  if (finished.includes(activity.status) || activity.std_at === null) return false;
  return new Date(activity.std_at).getTime() < now.getTime();
}
