import { estimatedRoadMinutes, greatCircleKm, type ActivityFacts, type Position } from '../scheduled';
import { utcToLocal } from '../../core/localTime';

/** The estimate of time on site after arrival, for the technicians' rules (no overlap, rest). */
export const onSiteEstimateMinutes = 240;
/** How many stations the dispatcher is offered. */
export const suggestedStationCount = 5;

export interface CandidateStation extends Position {
  id: number;
  airport_id: number;
}

export interface DispatchRoadTrip {
  id: number;
  from_station_id: number;
  to_airport_id: number;
  distance_km: number;
  typical_minutes: number;
  active?: boolean;
}

export interface StationRoute {
  station_id: number;
  distance_km: number | null;
  travel_minutes: number;
  source: 'road_trip' | 'great_circle';
  road_trip_id: number | null;
  eta_at: Date;
}

const minuteMs = 60_000;

/**
 * How a station reaches the airport: the quickest active road trip from it to the airport when one
 * exists (its typical duration and distance), else the great-circle estimate (roads ≈ 1.3 × the
 * great circle at 60 km/h, as Scheduled's travel). Null when neither is known (no road trip and a
 * position missing): such a station cannot be ranked.
 */
export function routeFrom(
  station: CandidateStation,
  airport: Position & { id: number },
  roadTrips: readonly DispatchRoadTrip[],
  now: Date,
): StationRoute | null {
  const trips = roadTrips
    .filter((trip) => trip.active !== false && trip.from_station_id === station.id && trip.to_airport_id === airport.id)
    .sort((a, b) => a.typical_minutes - b.typical_minutes);
  if (trips.length) {
    const [quickest] = trips;
    return {
      station_id: station.id,
      distance_km: quickest.distance_km,
      travel_minutes: quickest.typical_minutes,
      source: 'road_trip',
      road_trip_id: quickest.id,
      eta_at: new Date(now.getTime() + quickest.typical_minutes * minuteMs),
    };
  }
  // A station at the airport itself is there already, position or not.
  const km = station.airport_id === airport.id ? 0 : greatCircleKm(station, airport);
  if (km === null) return null;
  const minutes = estimatedRoadMinutes(km);
  return {
    station_id: station.id,
    distance_km: Math.round(km * 10) / 10,
    travel_minutes: minutes,
    source: 'great_circle',
    road_trip_id: null,
    eta_at: new Date(now.getTime() + minutes * minuteMs),
  };
}

/** The stations nearest the airport in travel time (then distance), `limit` of them. */
export function rankStations(
  airport: Position & { id: number },
  stations: readonly CandidateStation[],
  roadTrips: readonly DispatchRoadTrip[],
  now: Date,
  limit = suggestedStationCount,
): StationRoute[] {
  return stations
    .map((station) => routeFrom(station, airport, roadTrips, now))
    .filter((route): route is StationRoute => route !== null)
    .sort((a, b) => a.travel_minutes - b.travel_minutes || (a.distance_km ?? 0) - (b.distance_km ?? 0) || a.station_id - b.station_id)
    .slice(0, limit);
}

/** The technicians' window on a dispatch: leaving now, arriving at the ETA, then the estimate on site. */
export function dispatchWindow(departure: Date, etaAt: Date): { start: Date; end: Date } {
  return { start: departure, end: new Date(etaAt.getTime() + onSiteEstimateMinutes * minuteMs) };
}

export interface DispatchRequestFacts {
  region_id: number;
  aircraft_type_id: number | null;
  aircraft_type_code?: string | null;
}

/**
 * The request seen as the Scheduled assignment rules' "activity", so the same rules judge the
 * crew (no second rule set): at the responding station, on the station-local day of departure,
 * over the dispatch window, needing a type authorisation when the aircraft type is known. Its id
 * is 0, which no activity has, so every Scheduled assignment counts for no-overlap.
 */
export function dispatchActivityFacts(
  request: DispatchRequestFacts,
  stationId: number,
  timeZone: string,
  window: { start: Date; end: Date },
): ActivityFacts {
  return {
    id: 0,
    region_id: request.region_id,
    station_id: stationId,
    aircraft_type_id: request.aircraft_type_id ?? 0,
    aircraft_type_code: request.aircraft_type_code ?? null,
    local_date: utcToLocal(window.start, timeZone).date,
    window,
    services: request.aircraft_type_id ? [{ service_id: 0, authorisation_category: null, type_authorisation_required: true }] : [],
    standby_call_out: true,
  };
}
