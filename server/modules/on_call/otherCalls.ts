import { and, eq, inArray, isNotNull, ne, notInArray } from 'drizzle-orm';
import { onSiteEstimateMinutes } from '../../../model/modules/on_call/dispatch';
import type { AssignmentContext, OtherAssignment } from '../../../model/modules/scheduled';
import type { Database } from '../../db/client';
import { onCallRequests, onCallTechnicians } from '../../db/schema';

const minute = 60_000;

/**
 * A technician already on another open call is busy too: those calls join the Scheduled work the
 * no-overlap rule reads, over dispatch → completion (or the ETA and the time on site while still
 * open). Their ids are negative so no activity is mistaken for them.
 */
export async function withOtherCalls<T extends { technician: { id: number }; context: AssignmentContext }>(
  db: Database,
  judged: T[],
  requestId: number,
): Promise<T[]> {
  const ids = judged.map(({ technician }) => technician.id);
  if (!ids.length) return judged;
  const rows = await db
    .select({
      technician_id: onCallTechnicians.technician_id,
      id: onCallRequests.id,
      request_no: onCallRequests.request_no,
      station_id: onCallRequests.station_id,
      dispatched_at: onCallRequests.dispatched_at,
      eta_at: onCallRequests.eta_at,
      completed_at: onCallRequests.completed_at,
    })
    .from(onCallTechnicians)
    .innerJoin(onCallRequests, eq(onCallRequests.id, onCallTechnicians.request_id))
    .where(
      and(
        inArray(onCallTechnicians.technician_id, ids),
        ne(onCallRequests.id, requestId),
        notInArray(onCallRequests.status, ['closed', 'cancelled']),
        isNotNull(onCallRequests.dispatched_at),
      ),
    );
  return judged.map((entry) => {
    const calls: OtherAssignment[] = rows
      .filter((row) => row.technician_id === entry.technician.id)
      .map((row) => ({
        activity_id: -row.id,
        work_order: row.request_no,
        station_id: row.station_id!,
        window: {
          start: row.dispatched_at!,
          end: row.completed_at ?? new Date((row.eta_at ?? row.dispatched_at!).getTime() + onSiteEstimateMinutes * minute),
        },
      }));
    return calls.length
      ? { ...entry, context: { ...entry.context, otherAssignments: [...entry.context.otherAssignments, ...calls] } }
      : entry;
  });
}
