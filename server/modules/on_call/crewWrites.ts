import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CrewAdd, CrewUpdate } from '../../../model/modules/on_call/requestSchemas';
import { onCallRefused } from '../../../model/modules/on_call/ruleResult';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { airport, onCallTechnicians, stations } from '../../db/schema';
import { ApiError, forbidden, notFound } from '../../errors';
import { ruleRefusal } from '../../core/ruleRefusal';
import { judgeCrewMembers } from './crewRules';
import { crewOfUser } from '../../core/workItem/jobCrew';
import { assertVersion, finalStatuses, touchRequest, type RequestRow } from './requestQueries';

/** Crew changes happen on a dispatched request that is still open. */
function assertCrewOpen(request: FastifyRequest, current: RequestRow): number {
  if (finalStatuses.includes(current.status))
    throw ruleRefusal(request, 'status', [onCallRefused('request', 'closed')], 'on_call.rules_failed');
  if (current.station_id === null) throw new ApiError(409, 'on_call.not_dispatched');
  return current.station_id;
}

/** POST /on_call_requests/:id/technicians: another technician, judged by the same rules as the dispatch. */
export async function addCrewMember(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  current: RequestRow,
  body: CrewAdd,
  now: Date,
): Promise<void> {
  assertVersion(current, body.version);
  const stationId = assertCrewOpen(request, current);
  const [already] = await tx
    .select({ id: onCallTechnicians.id })
    .from(onCallTechnicians)
    .where(and(eq(onCallTechnicians.request_id, current.id), eq(onCallTechnicians.technician_id, body.technician_id)));
  if (already) throw new ApiError(409, 'on_call.already_on_crew');
  const [station] = await tx
    .select({ id: stations.id, time_zone: airport.time_zone })
    .from(stations)
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(eq(stations.id, stationId));
  // Joining now: the window runs from now to the ETA (or now, once past it) and the time on site.
  const etaAt = current.eta_at && current.eta_at > now ? current.eta_at : now;
  const overrides = await judgeCrewMembers(tx, request, session, current, station, etaAt, [body.technician_id], body.override_reason, now);
  await tx.insert(onCallTechnicians).values({
    request_id: current.id,
    technician_id: body.technician_id,
    role: body.role,
    dispatched_by: session.user.id,
    ...overrides.get(body.technician_id)!,
  });
  await touchRequest(tx, request, current.id, {
    action: 'crew_add',
    changes: { technician_id: body.technician_id, role: body.role, ...overrides.get(body.technician_id) },
  });
}

async function crewRow(tx: Database, requestId: number, technicianId: number) {
  const [row] = await tx
    .select()
    .from(onCallTechnicians)
    .where(and(eq(onCallTechnicians.request_id, requestId), eq(onCallTechnicians.technician_id, technicianId)));
  if (!row) throw notFound();
  return row;
}

/** DELETE /on_call_requests/:id/technicians/:tid: the row named goes (twice is a 404, nothing overwritten). */
export async function removeCrewMember(tx: Database, request: FastifyRequest, current: RequestRow, technicianId: number): Promise<void> {
  assertCrewOpen(request, current);
  const row = await crewRow(tx, current.id, technicianId);
  await tx.delete(onCallTechnicians).where(eq(onCallTechnicians.id, row.id));
  await touchRequest(tx, request, current.id, { action: 'crew_remove', changes: { technician_id: technicianId } });
}

/**
 * PUT /on_call_requests/:id/technicians/:tid: hours worked (cost per event) and the role. The desk
 * may change anyone's; a technician with work_record only their own hours.
 */
export async function updateCrewMember(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  current: RequestRow,
  technicianId: number,
  body: CrewUpdate,
): Promise<void> {
  const desk = session.permissions.has('on_call_write');
  if (!desk && (body.role !== undefined || !(await crewOfUser(tx, current.id, session.user.id)).includes(technicianId))) throw forbidden();
  assertVersion(current, body.version);
  if (current.status === 'closed' || current.status === 'cancelled')
    throw ruleRefusal(request, 'status', [onCallRefused('request', 'closed')], 'on_call.rules_failed');
  const row = await crewRow(tx, current.id, technicianId);
  const changes = { worked_minutes: body.worked_minutes, ...(body.role ? { role: body.role } : {}) };
  await tx
    .update(onCallTechnicians)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(onCallTechnicians.id, row.id));
  await touchRequest(tx, request, current.id, { action: 'crew_update', changes: { technician_id: technicianId, ...changes } });
}
