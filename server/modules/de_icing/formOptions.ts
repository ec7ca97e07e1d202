import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aircraftType, airport, customers, deIcingFluids, equipment, stations, technicians, trucks } from '../../db/schema';
import { deIcingCrew, stationLots } from './crewQueries';

/**
 * What the treatment form, the list's filters and the check dialog pick from (docs/modules/de_icing.md). Operators
 * are technicians without the Settings tab, so the pick lists come from here rather than the Settings
 * resources: the de-icing stations, de-icing trucks and active technicians of the caller's regions
 * (those they may record treatments in), active customers, aircraft types and fluids. Each technician
 * comes with their de-icing course records and each station with its fluid batches in stock and its
 * equipment, so the form judges the crew and the steps as the server will.
 */
export async function formOptions(db: Database, regionIds: number[]) {
  const padStations = await db
    .select({
      id: stations.id,
      code: stations.code,
      name: stations.name,
      region_id: stations.region_id,
      time_zone: airport.time_zone,
      metar_interval_minutes: stations.metar_interval_minutes,
    })
    .from(stations)
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(and(inArray(stations.region_id, regionIds), eq(stations.de_icing, true), eq(stations.active, true)))
    .orderBy(asc(stations.code));
  const stationIds = padStations.length ? padStations.map((s) => s.id) : [0];
  const [customerRows, typeRows, truckRows, technicianRows, fluidRows] = [
    await db
      .select({ id: customers.id, code: sql<string>`coalesce(${customers.iata}, ${customers.icao}, '')`, name: customers.name })
      .from(customers)
      .where(eq(customers.active, true))
      .orderBy(asc(customers.name)),
    await db
      .select({
        id: aircraftType.id,
        code: aircraftType.icao,
        name: sql<string>`${aircraftType.manufacturer} || ' ' || ${aircraftType.model}`,
        wing_material: aircraftType.wing_material,
      })
      .from(aircraftType)
      .orderBy(asc(aircraftType.icao)),
    await db
      .select({
        id: trucks.id,
        name: sql<string>`coalesce(${trucks.fleet_no}, ${trucks.registration})`,
        registration: trucks.registration,
        station_id: trucks.station_id,
        status: trucks.status,
      })
      .from(trucks)
      .where(and(inArray(trucks.station_id, stationIds), eq(trucks.type, 'de_icing_truck')))
      .orderBy(asc(trucks.registration)),
    await db
      .select({
        id: technicians.id,
        name: technicians.name,
        home_station_id: technicians.home_station_id,
        region_id: technicians.region_id,
      })
      .from(technicians)
      .where(and(inArray(technicians.region_id, regionIds), eq(technicians.active, true)))
      .orderBy(asc(technicians.name)),
    await db
      .select({
        id: deIcingFluids.id,
        name: deIcingFluids.name,
        fluid_type: deIcingFluids.fluid_type,
        hot_brand: deIcingFluids.hot_brand,
        material_id: deIcingFluids.material_id,
        lout_100_c: deIcingFluids.lout_100_c,
        lout_75_c: deIcingFluids.lout_75_c,
        lout_50_c: deIcingFluids.lout_50_c,
        aerodynamic_limit_c: deIcingFluids.aerodynamic_limit_c,
        active: deIcingFluids.active,
      })
      .from(deIcingFluids)
      .orderBy(asc(deIcingFluids.name)),
  ];
  const equipmentRows = await db
    .select({ id: equipment.id, name: equipment.name, station_id: equipment.station_id, status: equipment.status })
    .from(equipment)
    .where(inArray(equipment.station_id, stationIds))
    .orderBy(asc(equipment.name));
  const crew = await deIcingCrew(
    db,
    technicianRows.map((t) => t.id),
  );
  return {
    stations: padStations,
    customers: customerRows,
    aircraft_types: typeRows,
    trucks: truckRows,
    technicians: technicianRows.map((t) => ({ ...t, de_icing_courses: crew.get(t.id)?.de_icing_courses ?? [] })),
    equipment: equipmentRows,
    fluids: fluidRows,
    lots: await stationLots(db, stationIds),
  };
}
