import { and, eq, inArray, sql } from 'drizzle-orm';
import type { IssueJob } from '../../../model/modules/parts/issueRules';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { activities, onCallRequests, stockMovements } from '../../db/schema';
import { jobCondition, type JobLink } from '../../core/workItem/jobParts';
import { invalid } from '../../errors';
import { isSigned } from '../../core/workItem/activityFacts';

/**
 * The job's station and whether it is finished (cancelled or its RTS signed; an On-Call request once closed),
 * for the issue rules; a job outside the caller's regions is a 422 on its field, as if it did not exist.
 */
export async function jobFacts(db: Database, session: Session, link: JobLink): Promise<IssueJob | null> {
  const regions = session.regions.map((r) => r.region_id);
  if (link.activity_id) {
    const [row] = await db
      .select({ station_id: activities.station_id, status: activities.status })
      .from(activities)
      .where(and(eq(activities.id, link.activity_id), inArray(activities.region_id, regions)));
    if (!row) throw invalid({ activity_id: 'validation.reference_missing' });
    // A signed return to service is final (the activity is locked): its parts list is too.
    return { station_id: row.station_id, finished: row.status === 'cancelled' || (await isSigned(db, link.activity_id)) };
  }
  if (link.on_call_request_id) {
    const [row] = await db
      .select({ station_id: onCallRequests.station_id, status: onCallRequests.status })
      .from(onCallRequests)
      .where(and(eq(onCallRequests.id, link.on_call_request_id), inArray(onCallRequests.region_id, regions)));
    if (!row) throw invalid({ on_call_request_id: 'validation.reference_missing' });
    return { station_id: row.station_id, finished: row.status === 'closed' || row.status === 'cancelled' };
  }
  return null;
}

/**
 * What the job holds of a lot from a station: issued less returned (reversals of either count with
 * their sign), as a positive quantity.
 */
export async function heldByJob(db: Database, link: JobLink, stationId: number, materialId: number, lot: string): Promise<number> {
  const [row] = await db
    .select({ held: sql<number>`coalesce(-sum(${stockMovements.quantity}), 0)::float8` })
    .from(stockMovements)
    .where(
      and(
        jobCondition(link),
        eq(stockMovements.station_id, stationId),
        eq(stockMovements.material_id, materialId),
        eq(stockMovements.lot, lot),
        inArray(stockMovements.kind, ['issue', 'return', 'reversal']),
      ),
    );
  return Number(row?.held ?? 0);
}
