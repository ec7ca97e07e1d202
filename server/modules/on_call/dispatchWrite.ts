import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { checkStep } from '../../../model/modules/on_call/statusMachine';
import type { Dispatch } from '../../../model/modules/on_call/requestSchemas';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { airport, onCallEvents, onCallTechnicians, roadTrips, trucks } from '../../db/schema';
import { invalid } from '../../errors';
import { holdTruck } from '../../core/workItem/truckHolds';
import { ruleRefusal } from '../../core/ruleRefusal';
import { judgeCrewMembers } from './crewRules';
import { notifyDispatch } from './dispatchNotifications';
import { stationRoute } from './dispatchSuggestions';
import { assertVersion, touchRequest, type RequestRow } from './requestQueries';

/** How long a dispatched truck is held after its ETA until the job's real end is known (docs/modules/resource_allocation.md). */
const onCallTruckHours = 4;

/**
 * POST /on_call_requests/:id/dispatch: from a station of the region, with a crew the rules accept
 * (or an override), a truck of that station and the ETA (the suggestion's unless given). The
 * request becomes dispatched, the crew and the step are logged, the truck booked (409 when it is
 * booked then), the crew and the station's supervisors are told.
 */
export async function dispatchRequest(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  current: RequestRow,
  body: Dispatch,
  now: Date,
): Promise<void> {
  assertVersion(current, body.version);
  const verdict = checkStep({ from: current.status, to: 'dispatched', at: now, previousAt: current.requested_at, now, viaDispatch: true });
  // A request taken "in the future" by a skewed clock still dispatches now: only the flow counts here.
  const flow = verdict.failures.filter((failure) => failure.reason !== 'on_call.rules.status.before_previous');
  if (flow.length) throw ruleRefusal(request, 'status', flow, 'on_call.rules_failed');
  const chosen = await stationRoute(tx, current, body.station_id, now);
  if (!chosen) throw invalid({ station_id: 'validation.reference_other_region' });
  const { station, route } = chosen;
  if (body.truck_id) {
    const [truck] = await tx.select({ station_id: trucks.station_id }).from(trucks).where(eq(trucks.id, body.truck_id));
    if (truck?.station_id !== station.id) throw invalid({ truck_id: 'on_call.truck_not_at_station' });
  }
  const trip = body.road_trip_id ? (await tx.select().from(roadTrips).where(eq(roadTrips.id, body.road_trip_id)))[0] : undefined;
  if (body.road_trip_id && (trip?.from_station_id !== station.id || trip.to_airport_id !== current.airport_id))
    throw invalid({ road_trip_id: 'on_call.road_trip_mismatch' });
  // The ETA given, else by the road trip chosen, else by the quickest route.
  const etaAt = body.eta_at ?? (trip ? new Date(now.getTime() + trip.typical_minutes * 60_000) : route.eta_at);
  const overrides = await judgeCrewMembers(
    tx,
    request,
    session,
    current,
    station,
    etaAt,
    body.technicians.map((m) => m.technician_id),
    body.override_reason,
    now,
  );
  await tx.insert(onCallTechnicians).values(
    body.technicians.map((member) => ({
      request_id: current.id,
      technician_id: member.technician_id,
      role: member.role,
      dispatched_by: session.user.id,
      ...overrides.get(member.technician_id)!,
    })),
  );
  await tx
    .insert(onCallEvents)
    .values({ request_id: current.id, from_status: current.status, to_status: 'dispatched', at: now, recorded_by: session.user.id });
  const columns = {
    status: 'dispatched' as const,
    station_id: station.id,
    dispatched_at: now,
    eta_at: etaAt,
    truck_id: body.truck_id ?? null,
    road_trip_id: trip?.id ?? route.road_trip_id,
    travel_km: trip?.distance_km ?? route.distance_km,
  };
  await touchRequest(
    tx,
    request,
    current.id,
    { action: 'dispatch', changes: { ...columns, technicians: body.technicians, override_reason: body.override_reason ?? null } },
    columns,
  );
  // The truck is booked from dispatch to the ETA plus the job's usual four hours (ended at completion).
  await holdTruck(
    tx,
    request,
    { purpose: 'on_call', id: current.id },
    columns.truck_id,
    { starts_at: now, ends_at: new Date(etaAt.getTime() + onCallTruckHours * 3_600_000) },
    session.user.id,
  );
  const [place] = await tx
    .select({ iata: airport.iata, time_zone: airport.time_zone })
    .from(airport)
    .where(eq(airport.id, current.airport_id));
  await notifyDispatch(tx, {
    requestId: current.id,
    requestNo: current.request_no,
    regionId: current.region_id,
    station: { id: station.id, code: station.code },
    airport: place,
    registration: current.registration,
    etaAt,
    technicianIds: body.technicians.map((member) => member.technician_id),
    actorUserId: session.user.id,
  });
}
