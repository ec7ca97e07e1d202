import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { evaluateAssignment } from '../../../model/modules/scheduled/assignmentRules';
import type { Reschedule } from '../../../model/modules/scheduled/workSchemas';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { lockTechnicians } from '../../db/commitmentLocks';
import { activityAssignments } from '../../db/schema';
import { invalid } from '../../errors';
import { watchActivity, type ActivityChange } from './activityWatch';
import { activityForWrite, saveActivityChange } from './activityAccess';
import { prepareCrewRecheck } from './crewRecheck';
import { assignmentContexts } from './assignmentContextQueries';
import { ruleOverride, type Override } from '../../core/ruleOverride';
import { assertOpenForAssignment, reachableTechnician } from './assignments';

/**
 * POST /activities/:id/reschedule: a bar dragged on the timeline — new STA/STD, another technician,
 * or both. The rules judge the activity as it would be: the technician it moves to on every rule,
 * and the people staying on it for double bookings at the new times (travel counted). A refusal
 * names every failed rule per person; an override follows the assignment rules (canOverride).
 */
export async function rescheduleActivity(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  activityId: number,
  body: Reschedule,
): Promise<void> {
  const activity = await activityForWrite(tx, session, activityId, body.version);
  assertOpenForAssignment(activity);
  // The schema saw to it that both technicians or neither are named, and that something moves.
  const moving = body.from_technician_id !== undefined;
  const times = Object.fromEntries(Object.entries({ sta_at: body.sta_at, std_at: body.std_at }).filter(([, value]) => value !== undefined));
  const staying = await tx
    .select({ id: activityAssignments.id, technician_id: activityAssignments.technician_id })
    .from(activityAssignments)
    .where(eq(activityAssignments.activity_id, activity.id));
  const moved = moving ? staying.find((a) => a.technician_id === body.from_technician_id) : undefined;
  if (moving && !moved) throw invalid({ from_technician_id: 'scheduled.not_on_activity' });
  if (moving && staying.some((a) => a.technician_id === body.to_technician_id))
    throw invalid({ to_technician_id: 'scheduled.already_assigned' });

  const changes: Record<string, unknown> = Object.fromEntries(
    Object.entries(times).map(([field, to]) => [field, { from: activity[field as keyof typeof activity], to }]),
  );

  const now = new Date();
  // Everyone whose other work is judged below, at once: the technician it moves to and, at new times, those staying.
  const judgedIds = [
    ...(moved ? [body.to_technician_id!] : []),
    ...(Object.keys(times).length ? staying.filter((a) => a !== moved).map((a) => a.technician_id) : []),
  ];
  await lockTechnicians(tx, judgedIds);
  let override: Override | null = null;
  if (moved) {
    await reachableTechnician(tx, session, body.to_technician_id!, 'to_technician_id');
    const [{ context }] = await assignmentContexts(tx, activity, { technicianIds: [body.to_technician_id!] }, { now, times });
    override = ruleOverride(request, session, evaluateAssignment(context), 'to_technician_id', body.override_reason);
  }
  const remaining = staying.filter((a) => a !== moved).map((a) => a.technician_id);
  if (Object.keys(times).length && remaining.length) {
    // Only the times change for those staying: the verdict that can change is their double booking.
    const judged = await assignmentContexts(tx, activity, { technicianIds: remaining }, { now, times });
    const overlaps = judged.flatMap(({ context }) => evaluateAssignment(context).filter((result) => result.rule === 'no_overlap'));
    ruleOverride(request, session, overlaps, Object.keys(times)[0], body.override_reason);
  }
  const notices = await watchActivity(tx, session.user.id, activity.id);
  if (moved) {
    await tx
      .update(activityAssignments)
      .set({
        technician_id: body.to_technician_id!,
        ...override!,
        // What the person handed over broke is not the new one's: judged afresh below.
        broken_rules: [],
        assigned_by: session.user.id,
        version: sql`${activityAssignments.version} + 1`,
        updated_at: sql`now()`,
      })
      .where(eq(activityAssignments.id, moved.id));
  }
  if (moved) Object.assign(changes, { technician_id: { from: body.from_technician_id, to: body.to_technician_id }, ...override });
  // The crew as it now is (the person it moves to in the place of the one handed over), before the new times are written.
  const recheck = await prepareCrewRecheck(tx, Object.keys(times).length ? [activity.id] : []);
  await saveActivityChange(tx, request, activity.id, times, { action: 'reschedule', changes });
  const told: ActivityChange[] = moved
    ? [
        { kind: 'unassignment', technicianId: body.from_technician_id! },
        { kind: 'assignment', technicianId: body.to_technician_id! },
      ]
    : [];
  if (Object.keys(times).length) told.push({ kind: 'retiming' });
  told.push(...((await recheck.run(now)).get(activity.id) ?? []));
  await notices.notify(told);
}
