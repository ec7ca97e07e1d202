import type { ActivityStatus } from './enums';

/**
 * Statuses whose work is over: completed (final in the status flow) and cancelled (may be
 * re-instated, but until then nobody works on it). Everything else is still to be done.
 */
export const closedStatuses: readonly ActivityStatus[] = ['completed', 'cancelled'];

/** Whether an activity of this status still has work to do. */
export const isOpenStatus = (status: ActivityStatus): boolean => !closedStatuses.includes(status);

/**
 * Late (docs/modules/home.md): its scheduled departure (STD) has passed and the work is not completed or
 * cancelled. The STD, not the estimated one: a delayed flight whose work is not done by the time
 * it was due is exactly what a supervisor wants to see. No STD, never late. The SQL twin is
 * server/modules/scheduled/activityFilters.ts `late` (tests/server/modules/home keep them equal).
 */
export function isLate(activity: { status: ActivityStatus; std_at: string | Date | null }, now: Date): boolean {
  if (!activity.std_at || !isOpenStatus(activity.status)) return false;
  return new Date(activity.std_at).getTime() < now.getTime();
}
