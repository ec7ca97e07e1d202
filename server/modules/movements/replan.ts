import { and, eq, inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { releasesFor, type Clash, type RuleBreak } from '../../../model/modules/movements';
import { activeRegionId, type Session } from '../../auth/session';
import { recordAudit } from '../../audit';
import { inTransaction } from '../../core/routeKit';
import type { Database } from '../../db/client';
import { activities, activityAssignments, flightMovements, technicians } from '../../db/schema';
import { notFound } from '../../errors';
import { activityConflicts, applyDay, proposeDay, unassignTechnician } from '../scheduled';

/** The applied movement of the active region whose job is re-planned; 404 for anything else. */
async function movedJob(db: Database, session: Session, movementId: number) {
  const [row] = await db
    .select({
      activityId: flightMovements.activity_id,
      localDate: activities.local_date,
      stationId: activities.station_id,
      regionId: activities.region_id,
    })
    .from(flightMovements)
    .innerJoin(activities, eq(activities.id, flightMovements.activity_id))
    .where(
      and(
        eq(flightMovements.id, movementId),
        eq(flightMovements.region_id, activeRegionId(session) ?? 0),
        inArray(flightMovements.outcome, ['applied', 'unchanged']),
      ),
    );
  if (!row?.activityId) throw notFound();
  return { ...row, activityId: row.activityId };
}

/**
 * The release rules' facts: who the moved job now double-books, and who on it now breaks another
 * assignment rule (its crew's re-check), with the jobs' statuses.
 */
async function replanFacts(tx: Database, activityId: number): Promise<{ clashes: Clash[]; breaks: RuleBreak[] }> {
  const conflicts = await activityConflicts(tx, activityId);
  const breaking = await tx
    .select({ technician_id: activityAssignments.technician_id })
    .from(activityAssignments)
    .where(and(eq(activityAssignments.activity_id, activityId), sql`cardinality(${activityAssignments.broken_rules}) > 0`));
  const ids = [activityId, ...conflicts.map((c) => c.activity_id)];
  const statuses = new Map(
    (await tx.select({ id: activities.id, status: activities.status }).from(activities).where(inArray(activities.id, ids))).map((row) => [
      row.id,
      row.status,
    ]),
  );
  const job = (id: number) => ({ activity_id: id, status: statuses.get(id) ?? 'planned' });
  return {
    clashes: conflicts.map((c) => ({ technician_id: c.technician_id, moved: job(activityId), other: job(c.activity_id) })),
    breaks: breaking.map((b) => ({ technician_id: b.technician_id, moved: job(activityId) })),
  };
}

/**
 * The re-plan a movement proposes (docs/modules/movements.md, "Re-plan"): release each person the
 * new time double-books from one of the two jobs, and each one it makes break another rule from the
 * moved job (releasesFor), then auto-assign the job's day at its
 * station. A dry run does exactly that in a transaction it rolls back, so the proposal is what
 * applying would do; applying runs the same unassign and auto-assign paths for real (their own
 * audit, notices and live events), audited once more as the movement's re-plan.
 */
export async function replanMovement(db: Database, request: FastifyRequest, session: Session, movementId: number, dryRun: boolean) {
  const job = await movedJob(db, session, movementId);
  const day = { regionId: job.regionId, date: job.localDate, stationId: job.stationId };
  const work = async (tx: Database) => {
    const { clashes, breaks } = await replanFacts(tx, job.activityId);
    const releases = releasesFor(clashes, breaks);
    const released = [];
    for (const release of releases) {
      const [person] = await tx.select({ name: technicians.name }).from(technicians).where(eq(technicians.id, release.technician_id));
      if (release.activity_id === null) {
        released.push({ ...release, technician_name: person?.name ?? '', work_order: null });
        continue;
      }
      const [assignment] = await tx
        .select({ id: activityAssignments.id, work_order: activities.work_order })
        .from(activityAssignments)
        .innerJoin(activities, eq(activities.id, activityAssignments.activity_id))
        .where(and(eq(activityAssignments.activity_id, release.activity_id), eq(activityAssignments.technician_id, release.technician_id)));
      if (!assignment) continue;
      await unassignTechnician(tx, request, session, { activityId: release.activity_id, assignmentId: assignment.id });
      released.push({ ...release, technician_name: person?.name ?? '', work_order: assignment.work_order });
    }
    const proposal = dryRun ? await proposeDay(tx, day) : await applyDay(tx, request, session, day);
    return { movement_id: movementId, activity_id: job.activityId, releases: released, proposal };
  };
  if (dryRun) {
    // Everything the dry run did is rolled back; its answer is kept.
    let answer: Awaited<ReturnType<typeof work>> | undefined;
    await db
      .transaction(async (tx) => {
        answer = await work(tx as unknown as Database);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    return answer!;
  }
  return inTransaction(db, async (tx) => {
    const answer = await work(tx);
    const applied = 'applied' in answer.proposal ? answer.proposal.applied : 0;
    await recordAudit(tx, request, {
      action: 'replan',
      resource: 'flight_movements',
      recordId: movementId,
      changes: { activity_id: job.activityId, released: answer.releases.length, applied },
    });
    return answer;
  });
}
