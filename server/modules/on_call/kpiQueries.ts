import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { computeKpis, type KpiRequest } from '../../../model/modules/on_call/kpis';
import { responseTargetMinutes } from '../../../model/modules/on_call/late';
import type { KpiQuery } from '../../../model/modules/on_call/requestSchemas';
import type { Database } from '../../db/client';
import { airport, customers, onCallRequests, onCallRts, onCallTechnicians, roadTrips, technicians } from '../../db/schema';

const dayMs = 86_400_000;

/**
 * GET /on_call/kpis: SQL loads the requests around the period (a day either side in UTC: every
 * station-local day of it lies within), the model keeps those of the station-local days asked and
 * does the arithmetic (model/modules/on_call/kpis.ts).
 */
export async function onCallKpis(db: Database, regionId: number, query: KpiQuery) {
  const from = new Date(Date.parse(`${query.from}T00:00:00Z`) - dayMs);
  const to = new Date(Date.parse(`${query.to}T00:00:00Z`) + 2 * dayMs);
  const rows = await db
    .select({
      id: onCallRequests.id,
      customer_id: onCallRequests.customer_id,
      customer_name: customers.name,
      customer: {
        response_target_aog_minutes: customers.response_target_aog_minutes,
        response_target_urgent_minutes: customers.response_target_urgent_minutes,
        response_target_routine_minutes: customers.response_target_routine_minutes,
      },
      priority: onCallRequests.priority,
      status: onCallRequests.status,
      time_zone: airport.time_zone,
      requested_at: onCallRequests.requested_at,
      dispatched_at: onCallRequests.dispatched_at,
      on_site_at: onCallRequests.on_site_at,
      completed_at: onCallRequests.completed_at,
      rts_signed_at: onCallRts.signed_at,
      eta_at: onCallRequests.eta_at,
      first_time_fix: onCallRequests.first_time_fix,
      travel_km: onCallRequests.travel_km,
      mileage_rate: roadTrips.mileage_rate,
      tolls: roadTrips.tolls,
      expenses_amount:
        sql<number>`(select coalesce(sum(e.amount), 0) from on_call_expenses e where e.request_id = ${onCallRequests.id})`.mapWith(Number),
    })
    .from(onCallRequests)
    .innerJoin(customers, eq(customers.id, onCallRequests.customer_id))
    .innerJoin(airport, eq(airport.id, onCallRequests.airport_id))
    .leftJoin(roadTrips, eq(roadTrips.id, onCallRequests.road_trip_id))
    .leftJoin(onCallRts, eq(onCallRts.request_id, onCallRequests.id))
    .where(
      and(
        eq(onCallRequests.region_id, regionId),
        gte(onCallRequests.requested_at, from),
        lt(onCallRequests.requested_at, to),
        query.customer_id ? eq(onCallRequests.customer_id, query.customer_id) : undefined,
        query.station_id ? eq(onCallRequests.station_id, query.station_id) : undefined,
      ),
    );
  const labour = rows.length
    ? await db
        .select({
          request_id: onCallTechnicians.request_id,
          worked_minutes: onCallTechnicians.worked_minutes,
          hourly_cost: technicians.hourly_cost,
        })
        .from(onCallTechnicians)
        .innerJoin(technicians, eq(technicians.id, onCallTechnicians.technician_id))
        .where(
          inArray(
            onCallTechnicians.request_id,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const requests: KpiRequest[] = rows.map(({ id, customer, ...row }) => ({
    ...row,
    target_minutes: responseTargetMinutes(customer, row.priority),
    labour: labour
      .filter((member) => member.request_id === id)
      .map((member) => ({
        worked_minutes: member.worked_minutes,
        hourly_cost: member.hourly_cost === null ? null : Number(member.hourly_cost),
      })),
  }));
  return { from: query.from, to: query.to, ...computeKpis(requests, query.from, query.to) };
}
