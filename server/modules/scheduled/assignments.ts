import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { evaluateAssignment } from '../../../model/modules/scheduled/assignmentRules';
import type { AssignmentRole } from '../../../model/modules/scheduled/enums';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { lockTechnicians } from '../../db/commitmentLocks';
import { activityAssignments, technicians } from '../../db/schema';
import { ApiError, forbidden, invalid, notFound } from '../../errors';
import { watchActivity } from './activityWatch';
import { activityForWrite } from './activityAccess';
import { recordActivityWork } from './activityWork';
import { assignmentContexts } from './assignmentContextQueries';
import { ruleOverride } from '../../core/ruleOverride';
import { assertMayRecordWork } from './serviceWork';
import { servicesOfActivity } from './workQueries';
import { checkRecordedTimes } from './timesPlausibility';
import type { ActivityRow } from './queries';

/** People are assigned to work still to do: not to a completed or cancelled activity. */
export function assertOpenForAssignment(activity: ActivityRow): void {
  if (activity.status === 'completed' || activity.status === 'cancelled') throw new ApiError(409, 'scheduled.activity_closed');
}

/** A technician of the caller's regions, or a 422 as if the id named nobody. */
export async function reachableTechnician(tx: Database, session: Session, technicianId: number, field: string): Promise<void> {
  const regionIds = session.regions.map((r) => r.region_id);
  const [row] = await tx
    .select({ id: technicians.id })
    .from(technicians)
    .where(and(eq(technicians.id, technicianId), inArray(technicians.region_id, regionIds.length ? regionIds : [0])));
  if (!row) throw invalid({ [field]: 'validation.reference_missing' });
}

/** A new lead takes over: one lead per activity, the previous one stays on as support. */
async function makeOnlyLead(tx: Database, activityId: number, assignmentId: number): Promise<void> {
  await tx
    .update(activityAssignments)
    .set({ role: 'support', version: sql`${activityAssignments.version} + 1`, updated_at: sql`now()` })
    .where(
      and(
        eq(activityAssignments.activity_id, activityId),
        eq(activityAssignments.role, 'lead'),
        sql`${activityAssignments.id} <> ${assignmentId}`,
      ),
    );
}

/**
 * POST /activities/:id/assignments. The rules judge the technician for this activity; a refusal
 * names every failed rule, an allowed override keeps the reason and the rules set aside. The first
 * person assigned moves a planned activity to assigned.
 */
export async function assignTechnician(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  activityId: number,
  body: { technician_id: number; role: AssignmentRole; override_reason?: string | null },
) {
  const activity = await activityForWrite(tx, session, activityId);
  assertOpenForAssignment(activity);
  await reachableTechnician(tx, session, body.technician_id, 'technician_id');
  // The rules read the technician's other work: a second assignment of them waits for this one (docs/concurrency.md).
  await lockTechnicians(tx, [body.technician_id]);
  const [already] = await tx
    .select({ id: activityAssignments.id })
    .from(activityAssignments)
    .where(and(eq(activityAssignments.activity_id, activity.id), eq(activityAssignments.technician_id, body.technician_id)));
  if (already) throw invalid({ technician_id: 'scheduled.already_assigned' });
  const [{ context }] = await assignmentContexts(tx, activity, { technicianIds: [body.technician_id] }, { now: new Date() });
  const override = ruleOverride(request, session, evaluateAssignment(context), 'technician_id', body.override_reason);
  const plannedMinutes = (await servicesOfActivity(tx, activity.id)).reduce((sum, s) => sum + s.standard_minutes, 0);
  const notices = await watchActivity(tx, session.user.id, activity.id);
  const [assignment] = await tx
    .insert(activityAssignments)
    .values({
      activity_id: activity.id,
      technician_id: body.technician_id,
      role: body.role,
      planned_minutes: plannedMinutes,
      assigned_by: session.user.id,
      ...override,
    })
    .returning();
  if (body.role === 'lead') await makeOnlyLead(tx, activity.id, assignment.id);
  const starts = activity.status === 'planned';
  await recordActivityWork(
    tx,
    request,
    activity.id,
    {
      action: 'assign',
      changes: {
        assignment_id: assignment.id,
        technician_id: body.technician_id,
        role: body.role,
        ...override,
        ...(starts ? { status: { from: 'planned', to: 'assigned' } } : {}),
      },
    },
    starts ? { status: 'assigned' } : {},
  );
  await notices.notify([{ kind: 'assignment', technicianId: body.technician_id }]);
  return assignment;
}

async function assignmentOf(tx: Database, activityId: number, assignmentId: number) {
  const [row] = await tx
    .select()
    .from(activityAssignments)
    .where(and(eq(activityAssignments.id, assignmentId), eq(activityAssignments.activity_id, activityId)));
  if (!row) throw notFound();
  return row;
}

/**
 * A technician recording their own work (work_record without scheduled_write) writes only the
 * assignment of the technician linked to their user, as on an on-call crew (updateCrewMember): being
 * on the same activity does not make a colleague's minutes theirs to enter. See docs/security.md.
 */
async function assertOwnAssignment(tx: Database, session: Session, technicianId: number): Promise<void> {
  if (session.permissions.has('scheduled_write')) return;
  const [own] = await tx
    .select({ id: technicians.id })
    .from(technicians)
    .where(and(eq(technicians.id, technicianId), eq(technicians.user_id, session.user.id)));
  if (!own) throw forbidden();
}

/**
 * PUT /activities/:id/assignments/:assignment_id. The planners change roles; the actual minutes are
 * work recorded, so a technician may enter their own on a job they are assigned to.
 */
export async function updateAssignment(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  ids: { activityId: number; assignmentId: number },
  { times_remark, ...body }: { role?: AssignmentRole; actual_minutes?: number | null; times_remark?: string | null },
): Promise<void> {
  const activity = await activityForWrite(tx, session, ids.activityId);
  const current = await assignmentOf(tx, activity.id, ids.assignmentId);
  if (body.role !== undefined && !session.permissions.has('scheduled_write')) throw new ApiError(403, 'errors.forbidden');
  await assertMayRecordWork(tx, session, activity.id);
  await assertOwnAssignment(tx, session, current.technician_id);
  // Minutes far below the services' standard need a remark (docs/modules/scheduled.md, "Plausible times").
  const remark =
    body.actual_minutes !== undefined || times_remark
      ? await checkRecordedTimes(
          tx,
          request,
          activity,
          {
            assignment: {
              id: current.id,
              actual_minutes: body.actual_minutes === undefined ? current.actual_minutes : body.actual_minutes,
            },
          },
          times_remark,
        )
      : undefined;
  const columns = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  await tx
    .update(activityAssignments)
    .set({ ...columns, version: sql`${activityAssignments.version} + 1`, updated_at: sql`now()` })
    .where(eq(activityAssignments.id, current.id));
  if (body.role === 'lead') await makeOnlyLead(tx, activity.id, current.id);
  const changes: Record<string, { from: unknown; to: unknown }> = Object.fromEntries(
    Object.entries(columns).map(([field, to]) => [field, { from: current[field as keyof typeof current], to }]),
  );
  if (remark) changes.times_remark = { from: activity.times_remark, to: remark };
  await recordActivityWork(
    tx,
    request,
    activity.id,
    { action: 'assignment_update', changes: { assignment_id: current.id, technician_id: current.technician_id, ...changes } },
    remark ? { times_remark: remark } : {},
  );
}

/** DELETE /activities/:id/assignments/:assignment_id. Removing the last person moves an assigned activity back to planned. */
export async function unassignTechnician(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  ids: { activityId: number; assignmentId: number },
): Promise<void> {
  const activity = await activityForWrite(tx, session, ids.activityId);
  assertOpenForAssignment(activity);
  const current = await assignmentOf(tx, activity.id, ids.assignmentId);
  const notices = await watchActivity(tx, session.user.id, activity.id);
  await tx.delete(activityAssignments).where(eq(activityAssignments.id, current.id));
  const [{ left }] = await tx.select({ left: count() }).from(activityAssignments).where(eq(activityAssignments.activity_id, activity.id));
  const backToPlanned = Number(left) === 0 && activity.status === 'assigned';
  await recordActivityWork(
    tx,
    request,
    activity.id,
    {
      action: 'unassign',
      changes: {
        assignment_id: current.id,
        technician_id: current.technician_id,
        role: current.role,
        ...(backToPlanned ? { status: { from: 'assigned', to: 'planned' } } : {}),
      },
    },
    backToPlanned ? { status: 'planned' } : {},
  );
  await notices.notify([{ kind: 'unassignment', technicianId: current.technician_id }]);
}
