import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { utcToLocal } from '../../../model/core/localTime';
import type { Database } from '../../db/client';
import { aircraftType, airport, customers, deIcingSteps, deIcingTreatments, stations } from '../../db/schema';

/**
 * The pad view (docs/modules/de_icing.md): per de-icing station, the day's treatments in the order their HOT
 * clocks started, with the window and the code, and the litres used per fluid type. The day is the
 * one asked, else each station's own local today (stations of one region may sit in several zones).
 */
export async function padView(db: Database, stationScope: SQL, date: string | undefined, now: Date, userId: number) {
  const padStations = await db
    .select({
      id: stations.id,
      code: stations.code,
      name: stations.name,
      time_zone: airport.time_zone,
      // The pad opens on the home station of the user's own technician record (padOpeningStation).
      home: sql<boolean>`exists (select 1 from technicians t where t.user_id = ${userId} and t.home_station_id = ${stations.id})`,
    })
    .from(stations)
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(and(stationScope, eq(stations.de_icing, true), eq(stations.active, true)))
    .orderBy(asc(stations.code));
  if (!padStations.length) return [];
  const dayOf = new Map(padStations.map((s) => [s.id, date ?? utcToLocal(now, s.time_zone).date]));
  const days = [...new Set(dayOf.values())];
  const treatments = await db
    .select({
      id: deIcingTreatments.id,
      version: deIcingTreatments.version,
      station_id: deIcingTreatments.station_id,
      local_date: deIcingTreatments.local_date,
      pad: deIcingTreatments.pad,
      registration: deIcingTreatments.registration,
      flight_no: deIcingTreatments.flight_no,
      customer_name: customers.name,
      aircraft_type_code: aircraftType.icao,
      status: deIcingTreatments.status,
      procedure: deIcingTreatments.procedure,
      oat_c: deIcingTreatments.oat_c,
      precipitation: deIcingTreatments.precipitation,
      intensity: deIcingTreatments.intensity,
      final_step_started_at: deIcingTreatments.final_step_started_at,
      holdover_kind: sql<string | null>`${deIcingTreatments.holdover}->>'kind'`,
      holdover_match: sql<string | null>`${deIcingTreatments.holdover}->>'match'`,
      holdover_min_minutes: deIcingTreatments.holdover_min_minutes,
      holdover_max_minutes: deIcingTreatments.holdover_max_minutes,
      anti_icing_code: deIcingTreatments.anti_icing_code,
      checked_at: deIcingTreatments.checked_at,
      fluid_type: sql<
        string | null
      >`(select s.fluid_type from de_icing_steps s where s.treatment_id = ${deIcingTreatments.id} order by s.position desc limit 1)`,
      concentration: sql<
        number | null
      >`(select s.concentration from de_icing_steps s where s.treatment_id = ${deIcingTreatments.id} order by s.position desc limit 1)`,
    })
    .from(deIcingTreatments)
    .innerJoin(customers, eq(customers.id, deIcingTreatments.customer_id))
    .innerJoin(aircraftType, eq(aircraftType.id, deIcingTreatments.aircraft_type_id))
    .where(
      and(
        inArray(
          deIcingTreatments.station_id,
          padStations.map((s) => s.id),
        ),
        inArray(deIcingTreatments.local_date, days),
      ),
    )
    .orderBy(asc(deIcingTreatments.final_step_started_at), asc(deIcingTreatments.id));
  const litres = await db
    .select({
      station_id: deIcingTreatments.station_id,
      local_date: deIcingTreatments.local_date,
      fluid_type: deIcingSteps.fluid_type,
      litres: sql<number>`sum(${deIcingSteps.litres})::float8`,
    })
    .from(deIcingSteps)
    .innerJoin(deIcingTreatments, eq(deIcingTreatments.id, deIcingSteps.treatment_id))
    .where(
      and(
        inArray(
          deIcingTreatments.station_id,
          padStations.map((s) => s.id),
        ),
        inArray(deIcingTreatments.local_date, days),
        sql`${deIcingTreatments.status} <> 'cancelled'`,
      ),
    )
    .groupBy(deIcingTreatments.station_id, deIcingTreatments.local_date, deIcingSteps.fluid_type)
    .orderBy(deIcingSteps.fluid_type);
  return padStations.map((station) => {
    const day = dayOf.get(station.id)!;
    const mine = <T extends { station_id: number; local_date: string }>(row: T) => row.station_id === station.id && row.local_date === day;
    return {
      station_id: station.id,
      station_code: station.code,
      station_name: station.name,
      time_zone: station.time_zone,
      date: day,
      home: station.home,
      treatments: treatments.filter(mine),
      fluid_used: litres.filter(mine).map(({ fluid_type, litres: l }) => ({ fluid_type, litres: Number(l) })),
    };
  });
}
