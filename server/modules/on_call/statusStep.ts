import type { FastifyRequest } from 'fastify';
import { checkStep, latestStepAt, stepColumns } from '../../../model/modules/on_call/statusMachine';
import { technicianSteps, type StatusStep } from '../../../model/modules/on_call/requestSchemas';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { onCallEvents } from '../../db/schema';
import { forbidden } from '../../errors';
import { ruleRefusal } from '../../core/ruleRefusal';
import { endTruckHold, releaseTruckHold } from '../../core/workItem/truckHolds';
import { crewOfUser } from '../../core/workItem/jobCrew';
import { assertVersion, touchRequest, type RequestRow } from './requestQueries';

/**
 * The desk may take any step; a technician without on_call_write only their own job's field steps
 * (en route, on site, completed) — anything else is a 403, not a rule refusal.
 */
export async function assertMayRecord(tx: Database, session: Session, current: RequestRow, fieldStep: boolean): Promise<void> {
  if (session.permissions.has('on_call_write')) return;
  if (!fieldStep || !session.permissions.has('work_record') || !(await crewOfUser(tx, current.id, session.user.id)).length)
    throw forbidden();
}

/**
 * POST /on_call_requests/:id/status: the step is judged by the model's status machine (every
 * failed reason named), its instant stored in the step's column (the KPIs read them) and logged.
 */
export async function takeStep(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  current: RequestRow,
  body: StatusStep,
  now: Date,
): Promise<void> {
  await assertMayRecord(tx, session, current, technicianSteps.includes(body.to));
  assertVersion(current, body.version);
  const at = body.at ?? now;
  const verdict = checkStep({
    from: current.status,
    to: body.to,
    at,
    previousAt: latestStepAt(current),
    cancelReason: body.cancel_reason,
    now,
  });
  if (!verdict.ok) throw ruleRefusal(request, 'to', verdict.failures, 'on_call.rules_failed');
  const columns = {
    status: body.to,
    [stepColumns[body.to]]: at,
    ...(body.to === 'cancelled' ? { cancel_reason: body.cancel_reason } : {}),
    ...(body.to === 'completed' ? { first_time_fix: body.first_time_fix ?? null, resolution: body.resolution ?? null } : {}),
  };
  await tx.insert(onCallEvents).values({
    request_id: current.id,
    from_status: current.status,
    to_status: body.to,
    at,
    recorded_by: session.user.id,
    note: body.note ?? null,
  });
  await touchRequest(
    tx,
    request,
    current.id,
    { action: `status_${body.to}`, changes: { status: { from: current.status, to: body.to }, at: at.toISOString() } },
    columns,
  );
  // The dispatched truck's booking ends with the job, or is released with it.
  if (body.to === 'completed') await endTruckHold(tx, request, { purpose: 'on_call', id: current.id }, at);
  if (body.to === 'cancelled') await releaseTruckHold(tx, { purpose: 'on_call', id: current.id });
}
