import { and, asc, eq, inArray } from 'drizzle-orm';
import { dispatchActivityFacts, dispatchWindow, rankStations, routeFrom, type StationRoute } from '../../../model/modules/on_call/dispatch';
import { calledOutFromStandby, evaluateAssignment, rankCandidates } from '../../../model/modules/scheduled';
import type { Database } from '../../db/client';
import { aircraftType, airport, roadTrips, stations, technicians, trucks } from '../../db/schema';
import { windowContexts } from '../scheduled';
import { withOtherCalls } from './otherCalls';
import type { RequestRow } from './requestQueries';

/** The request's airport with its position and zone, and the region's active stations with theirs. */
async function placesOf(db: Database, request: RequestRow) {
  const [target] = await db
    .select({ id: airport.id, iata: airport.iata, latitude: airport.latitude, longitude: airport.longitude, time_zone: airport.time_zone })
    .from(airport)
    .where(eq(airport.id, request.airport_id));
  const candidates = await db
    .select({
      id: stations.id,
      code: stations.code,
      name: stations.name,
      airport_id: stations.airport_id,
      latitude: airport.latitude,
      longitude: airport.longitude,
      time_zone: airport.time_zone,
    })
    .from(stations)
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(and(eq(stations.region_id, request.region_id), eq(stations.active, true)))
    .orderBy(asc(stations.code));
  const trips = candidates.length
    ? await db
        .select({
          id: roadTrips.id,
          from_station_id: roadTrips.from_station_id,
          to_airport_id: roadTrips.to_airport_id,
          distance_km: roadTrips.distance_km,
          typical_minutes: roadTrips.typical_minutes,
          active: roadTrips.active,
        })
        .from(roadTrips)
        .where(
          and(
            eq(roadTrips.to_airport_id, request.airport_id),
            inArray(
              roadTrips.from_station_id,
              candidates.map((s) => s.id),
            ),
          ),
        )
    : [];
  return { target, candidates, trips };
}

/** How the station reaches the request's airport, or null when it is not in the region or cannot be placed. */
export async function stationRoute(db: Database, request: RequestRow, stationId: number, now: Date) {
  const { target, candidates, trips } = await placesOf(db, request);
  const station = candidates.find((candidate) => candidate.id === stationId);
  const route = station && target ? routeFrom(station, target, trips, now) : null;
  return station && route ? { station, route } : null;
}

/** The request as the Scheduled rules' activity, leaving `now` from the station for the ETA. */
export async function dispatchFacts(db: Database, request: RequestRow, station: { id: number; time_zone: string }, now: Date, etaAt: Date) {
  const [type] = request.aircraft_type_id
    ? await db.select({ icao: aircraftType.icao }).from(aircraftType).where(eq(aircraftType.id, request.aircraft_type_id))
    : [];
  return dispatchActivityFacts(
    { region_id: request.region_id, aircraft_type_id: request.aircraft_type_id, aircraft_type_code: type?.icao ?? null },
    station.id,
    station.time_zone,
    dispatchWindow(now, etaAt),
  );
}

/** The station's technicians judged by the assignment rules over the dispatch window, best first. */
async function judgedCrew(db: Database, request: RequestRow, station: { id: number; time_zone: string }, route: StationRoute, now: Date) {
  const based = await db
    .select({ id: technicians.id })
    .from(technicians)
    .where(and(eq(technicians.home_station_id, station.id), eq(technicians.region_id, request.region_id), eq(technicians.active, true)));
  const facts = await dispatchFacts(db, request, station, now, route.eta_at);
  const judged = await withOtherCalls(db, await windowContexts(db, facts, { technicianIds: based.map((b) => b.id) }, now), request.id);
  const candidates = judged.map(({ technician, context }) => {
    const rules = evaluateAssignment(context);
    const on_standby = calledOutFromStandby(context) !== undefined;
    const rostered = !on_standby && (rules.find((rule) => rule.rule === 'rostered')?.ok ?? false);
    return {
      technician_id: technician.id,
      name: technician.name,
      home_station_id: technician.home_station_id,
      ok: rules.every((rule) => rule.ok),
      rules,
      rostered,
      on_standby,
    };
  });
  // Among those who may go, people on shift before those called out from standby.
  return rankCandidates(candidates, station.id).sort(
    (a, b) => Number(!a.ok) - Number(!b.ok) || Number(a.on_standby) - Number(b.on_standby),
  );
}

/**
 * GET /on_call_requests/:id/dispatch_suggestions: the region's stations nearest the airport in
 * travel time (road trip, else great circle), each with its trucks and its technicians judged by
 * the Scheduled rules; a chosen station (`station_id`) is answered alone, ranked or not.
 */
export async function dispatchSuggestions(db: Database, request: RequestRow, now: Date, stationId?: number) {
  const { target, candidates, trips } = await placesOf(db, request);
  if (!target) return { stations: [] };
  const pool = stationId === undefined ? candidates : candidates.filter((candidate) => candidate.id === stationId);
  const routes = rankStations(target, pool, trips, now);
  const stationTrucks = routes.length
    ? await db
        .select({
          id: trucks.id,
          station_id: trucks.station_id,
          registration: trucks.registration,
          type: trucks.type,
          status: trucks.status,
        })
        .from(trucks)
        .where(
          inArray(
            trucks.station_id,
            routes.map((route) => route.station_id),
          ),
        )
        .orderBy(asc(trucks.registration))
    : [];
  const answer = [];
  for (const route of routes) {
    const station = candidates.find((candidate) => candidate.id === route.station_id)!;
    answer.push({
      ...route,
      code: station.code,
      name: station.name,
      trucks: stationTrucks.filter((truck) => truck.station_id === station.id).map(({ station_id: _, ...truck }) => truck),
      technicians: await judgedCrew(db, request, station, route, now),
    });
  }
  return { stations: answer };
}
