import { and, eq, inArray } from 'drizzle-orm';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { activities, onCallRequests, stockMovements } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { crewOfUser, isAssignedTo } from '../../core/workItem/jobCrew';
import { jobCondition, type JobLink } from '../../core/workItem/jobParts';

/** A job parts are used on, named by the path: /activities/:id/parts or /on_call_requests/:id/parts. */
export type JobKind = 'activities' | 'on_call_requests';

export const jobLink = (kind: JobKind, id: number): JobLink => (kind === 'activities' ? { activity_id: id } : { on_call_request_id: id });

/**
 * The job of the path, in one of the caller's regions (else a 404), and whether the caller may record
 * parts on it: parts_write anywhere they reach; work_record only on a job they are assigned to (a
 * Scheduled activity's assignment, an On-Call request's crew), else a 403.
 */
export async function jobForParts(db: Database, session: Session, kind: JobKind, id: number, write: boolean): Promise<JobLink> {
  const regions = session.regions.map((r) => r.region_id);
  const table = kind === 'activities' ? activities : onCallRequests;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), inArray(table.region_id, regions)));
  if (!row) throw notFound();
  if (write && !session.permissions.has('parts_write')) {
    const assigned =
      kind === 'activities' ? await isAssignedTo(db, session.user.id, id) : (await crewOfUser(db, id, session.user.id)).length > 0;
    if (!session.permissions.has('work_record') || !assigned) throw forbidden();
  }
  return jobLink(kind, id);
}

/** The movement of `:movement_id` is an issue of this job (else 404): what DELETE …/parts/:movement_id reverses. */
export async function jobIssue(db: Database, link: JobLink, movementId: number): Promise<number> {
  const [row] = await db
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(and(eq(stockMovements.id, movementId), jobCondition(link), eq(stockMovements.kind, 'issue')));
  if (!row) throw notFound();
  return row.id;
}
