/** A station with its airport's position. */
export interface TravelStation {
  id: number;
  airport_id: number;
  latitude: number | null;
  longitude: number | null;
}

/** A standard road journey from a station to an airport (Settings › road trips). */
export interface TravelRoadTrip {
  from_station_id: number;
  to_airport_id: number;
  typical_minutes: number;
  active?: boolean;
}

const earthRadiusKm = 6371;
/** Roads are about 1.3 × the great circle; a van averages 60 km/h, so a kilometre takes 1.3 minutes. */
const roadMinutesPerKm = 1.3;

/** A point on the globe; either coordinate may be unknown (an airport without a position). */
export interface Position {
  latitude: number | null;
  longitude: number | null;
}

/** The haversine distance in km, or null when either position is unknown. */
export function greatCircleKm(a: Position, b: Position): number | null {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) return null;
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.sqrt(h));
}

/** Road minutes estimated from a great-circle distance, rounded up to 5 minutes. */
export function estimatedRoadMinutes(greatCircle: number): number {
  return Math.ceil((greatCircle * roadMinutesPerKm) / 5) * 5;
}

/**
 * Minutes to get from one station to another: none at the same station; the quickest active road
 * trip from one to the other's airport (either way); otherwise the great-circle estimate, rounded up
 * to 5 minutes. The SQL twin is travelMinutesSql (server/modules/scheduled/conflictSql.ts).
 */
export function travelMinutes(from: TravelStation, to: TravelStation, roadTrips: readonly TravelRoadTrip[]): number {
  if (from.id === to.id) return 0;
  const trips = roadTrips.filter(
    (trip) =>
      trip.active !== false &&
      ((trip.from_station_id === from.id && trip.to_airport_id === to.airport_id) ||
        (trip.from_station_id === to.id && trip.to_airport_id === from.airport_id)),
  );
  if (trips.length) return Math.min(...trips.map((trip) => trip.typical_minutes));
  // An airport without a position: nothing to estimate from.
  return estimatedRoadMinutes(greatCircleKm(from, to) ?? 0);
}
