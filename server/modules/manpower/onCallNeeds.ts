import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { onCallNeed, type WorkNeed } from '../../../model/modules/manpower/demand';
import type { Database } from '../../db/client';
import { onCallRequests } from '../../db/schema';

/** The work on-call jobs take from their responding stations (model onCallNeed), for the jobs `where` selects, not cancelled. */
export async function onCallNeeds(db: Database, where: SQL | undefined): Promise<WorkNeed[]> {
  const rows = await db
    .select({
      requested_at: onCallRequests.requested_at,
      dispatched_at: onCallRequests.dispatched_at,
      eta_at: onCallRequests.eta_at,
      on_site_at: onCallRequests.on_site_at,
      completed_at: onCallRequests.completed_at,
      crew: sql<number>`(select count(*) from on_call_technicians crew where crew.request_id = on_call_requests.id)`.mapWith(Number),
    })
    .from(onCallRequests)
    .where(and(where, ne(onCallRequests.status, 'cancelled')))
    .orderBy(asc(onCallRequests.id));
  return rows.map(onCallNeed).filter((need): need is WorkNeed => need !== null);
}

/** Jobs of a station that may fall between two instants (a job runs at most a day past its call). */
export const stationOnCallBetween = (stationId: number, from: Date, to: Date) =>
  and(
    eq(onCallRequests.station_id, stationId),
    sql`${onCallRequests.requested_at} >= ${from.toISOString()}::timestamptz - interval '1 day'`,
    sql`${onCallRequests.requested_at} < ${to.toISOString()}::timestamptz`,
  );
