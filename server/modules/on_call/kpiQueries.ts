import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { computeKpis, type KpiRequest } from '../../../model/modules/on_call/kpis';
import { responseTargetMinutes } from '../../../model/modules/on_call/late';
import type { KpiQuery } from '../../../model/modules/on_call/requestSchemas';
import type { Database } from '../../db/client';
import {
  airport,
  customers,
  materials,
  onCallExpenses,
  onCallRequests,
  onCallRts,
  onCallTechnicians,
  regions,
  roadTrips,
  stockMovements,
  technicians,
} from '../../db/schema';

const dayMs = 86_400_000;

/** The movements that leave a part on a job, or undo that: as the job's parts list nets them (server/core/workItem/jobParts.ts). */
const partMovementKinds = ['issue', 'consumption', 'return', 'reversal'] as const;

/**
 * GET /on_call/kpis: SQL loads the requests around the period (a day either side in UTC: every
 * station-local day of it lies within) with their crew, expense lines and parts, the model keeps
 * those of the station-local days asked and does the arithmetic (model/modules/on_call/kpis.ts), as at now.
 */
export async function onCallKpis(db: Database, regionId: number, query: KpiQuery, now = new Date()) {
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
      travel_currency: roadTrips.currency,
      currency: regions.currency,
    })
    .from(onCallRequests)
    .innerJoin(customers, eq(customers.id, onCallRequests.customer_id))
    .innerJoin(airport, eq(airport.id, onCallRequests.airport_id))
    .innerJoin(regions, eq(regions.id, onCallRequests.region_id))
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
  const ids = rows.map((row) => row.id);
  const [labour, expenseLines, parts] = ids.length
    ? await Promise.all([
        db
          .select({
            request_id: onCallTechnicians.request_id,
            worked_minutes: onCallTechnicians.worked_minutes,
            hourly_cost: technicians.hourly_cost,
          })
          .from(onCallTechnicians)
          .innerJoin(technicians, eq(technicians.id, onCallTechnicians.technician_id))
          .where(inArray(onCallTechnicians.request_id, ids)),
        db
          .select({
            request_id: onCallExpenses.request_id,
            currency: onCallExpenses.currency,
            amount: sql<number>`sum(${onCallExpenses.amount})`.mapWith(Number),
          })
          .from(onCallExpenses)
          .where(inArray(onCallExpenses.request_id, ids))
          .groupBy(onCallExpenses.request_id, onCallExpenses.currency),
        // Per request and material: what the job kept (issues are negative movements).
        db
          .select({
            request_id: stockMovements.on_call_request_id,
            quantity: sql<number>`-sum(${stockMovements.quantity})`.mapWith(Number),
            unit_cost: materials.unit_cost,
            currency: materials.currency,
          })
          .from(stockMovements)
          .innerJoin(materials, eq(materials.id, stockMovements.material_id))
          .where(and(inArray(stockMovements.on_call_request_id, ids), inArray(stockMovements.kind, [...partMovementKinds])))
          .groupBy(stockMovements.on_call_request_id, stockMovements.material_id, materials.unit_cost, materials.currency),
      ])
    : [[], [], []];
  const requests: KpiRequest[] = rows.map(({ id, customer, ...row }) => ({
    ...row,
    target_minutes: responseTargetMinutes(customer, row.priority),
    labour: labour
      .filter((member) => member.request_id === id)
      .map((member) => ({
        worked_minutes: member.worked_minutes,
        hourly_cost: member.hourly_cost === null ? null : Number(member.hourly_cost),
      })),
    expenses: expenseLines.filter((line) => line.request_id === id).map(({ currency, amount }) => ({ currency, amount })),
    parts: parts
      .filter((part) => part.request_id === id)
      .map((part) => ({
        quantity: part.quantity,
        unit_cost: part.unit_cost === null ? null : Number(part.unit_cost),
        currency: part.currency,
      })),
  }));
  return { from: query.from, to: query.to, ...computeKpis(requests, query.from, query.to, now) };
}
