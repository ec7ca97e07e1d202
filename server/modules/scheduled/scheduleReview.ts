import { sql } from 'drizzle-orm';
import { changedFields } from '../../crud/recordQueries';
import type { Database } from '../../db/client';

/** What planning copies from a schedule: a change to any of these may make a planned activity wrong. */
const planningFields = [
  'station_id',
  'customer_id',
  'aircraft_type_id',
  'inbound_flight_no',
  'outbound_flight_no',
  'days_of_week',
  'sta',
  'std',
  'valid_from',
  'valid_to',
  'active',
];

const sortedIds = (ids: unknown) => (Array.isArray(ids) ? [...new Set(ids as number[])].sort((a, b) => a - b) : undefined);

/** Whether a flight-schedule update changes what plan day made from it (its services included). */
export function changesPlanning(columns: Record<string, unknown>, current: Record<string, unknown>, serviceIds: unknown): boolean {
  const relevant = Object.fromEntries(Object.entries(columns).filter(([field]) => planningFields.includes(field)));
  if (Object.keys(changedFields(current, relevant)).length) return true;
  const next = sortedIds(serviceIds);
  return next !== undefined && JSON.stringify(next) !== JSON.stringify(sortedIds(current.service_ids));
}

/**
 * A schedule edited after planning (docs/modules/scheduled.md): its activities from the station's today on that
 * nobody has touched (not edited, still planned or assigned) are marked for review instead of
 * being changed behind the planner's back. Runs in the schedule update's transaction.
 */
export async function markPlannedForReview(tx: Database, flightScheduleId: number): Promise<void> {
  await tx.execute(sql`
    update activities a set needs_review = true, version = a.version + 1, updated_at = now()
    from stations st join airport ap on ap.id = st.airport_id
    where a.flight_schedule_id = ${flightScheduleId} and st.id = a.station_id
      and not a.edited and not a.needs_review and a.status in ('planned', 'assigned')
      and a.local_date >= (now() at time zone ap.time_zone)::date`);
}
