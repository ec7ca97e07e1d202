import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { lateness } from '../../../model/modules/on_call/late';
import type { Database } from '../../db/client';
import { onCallRequests, onCallTechnicians, technicians } from '../../db/schema';
import { onCallComputed } from './on_call_requests';
import { finalStatuses } from './requestQueries';

const priorityOrder = sql`case ${onCallRequests.priority} when 'aog' then 0 when 'urgent' then 1 else 2 end`;

/**
 * GET /on_call/board: the region's open requests, AOG first then oldest, each with its clock against
 * the customer's target (model lateness) and its crew.
 */
export async function onCallBoard(db: Database, regionId: number, now: Date) {
  const rows = await db
    .select({
      id: onCallRequests.id,
      version: onCallRequests.version,
      request_no: onCallRequests.request_no,
      priority: onCallRequests.priority,
      status: onCallRequests.status,
      registration: onCallRequests.registration,
      flight_no: onCallRequests.flight_no,
      defect: onCallRequests.defect,
      requested_at: onCallRequests.requested_at,
      dispatched_at: onCallRequests.dispatched_at,
      eta_at: onCallRequests.eta_at,
      on_site_at: onCallRequests.on_site_at,
      station_id: onCallRequests.station_id,
      airport_id: onCallRequests.airport_id,
      customer_id: onCallRequests.customer_id,
      customer_name: onCallComputed.customer_name.sql,
      airport_iata: onCallComputed.airport_iata.sql,
      time_zone: onCallComputed.time_zone.sql,
      station_code: onCallComputed.station_code.sql,
      aircraft_type_code: onCallComputed.aircraft_type_code.sql,
      response_target_minutes: onCallComputed.response_target_minutes.sql.mapWith(Number),
    })
    .from(onCallRequests)
    .where(and(eq(onCallRequests.region_id, regionId), notInArray(onCallRequests.status, [...finalStatuses])))
    .orderBy(priorityOrder, asc(onCallRequests.requested_at), asc(onCallRequests.id));
  const crew = rows.length
    ? await db
        .select({
          request_id: onCallTechnicians.request_id,
          technician_id: technicians.id,
          name: technicians.name,
          role: onCallTechnicians.role,
        })
        .from(onCallTechnicians)
        .innerJoin(technicians, eq(technicians.id, onCallTechnicians.technician_id))
        .where(
          inArray(
            onCallTechnicians.request_id,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(onCallTechnicians.role), asc(technicians.name))
    : [];
  return rows.map(({ response_target_minutes, ...row }) => {
    const clock = lateness(row, response_target_minutes, now);
    return {
      ...row,
      elapsed_minutes: clock.elapsed_minutes,
      target_minutes: clock.target_minutes,
      late: clock.late,
      technicians: crew.filter((member) => member.request_id === row.id).map(({ request_id: _, ...member }) => member),
    };
  });
}
