import { normaliseFlightNo, registrationKey, type FlightMovement } from './flightMovement';

/** A job a movement may re-time: an activity not cancelled, near the movement's day, at any station. */
export interface MovementCandidate {
  id: number;
  station: string;
  inbound_flight_no: string | null;
  outbound_flight_no: string | null;
  registration: string | null;
  /** Scheduled, else estimated: where the job sits in time. */
  arrival_at: Date | null;
  departure_at: Date | null;
}

export type MovementMatch =
  | { kind: 'matched'; activityId: number; by: 'flight' | 'registration' }
  /** The flight's arrival is now estimated at another station than its job's: the work moves there. */
  | { kind: 'diverted'; activityId: number; from: string; to: string }
  | { kind: 'unmatched' };

/** How far from the movement's own time a job may be and still be its flight's (a long delay stays matched). */
export const matchWindowHours = 30;
const hour = 3_600_000;

/** The side of the turnaround a movement is about: its arrival (ETA/ATA) or its departure (ETD/ATD). */
const sideOf = (m: FlightMovement) => (m.eta || m.ata ? 'inbound' : 'outbound');
const timeOf = (m: FlightMovement) => (m.ata ?? m.eta ?? m.atd ?? m.etd)!;

/**
 * Finds the job a movement re-times (docs/modules/movements.md): at its station, the job whose
 * inbound (for an arrival) or outbound (for a departure) flight number is the movement's, nearest in
 * time; else, the job of the same registration there. An arrival whose flight's job is at another
 * station is a diversion. Ties go to the lower id, so the answer never depends on the order given.
 */
export function matchMovement(movement: FlightMovement, candidates: readonly MovementCandidate[]): MovementMatch {
  const side = sideOf(movement);
  const when = timeOf(movement).getTime();
  const reference = (c: MovementCandidate) => (side === 'inbound' ? (c.arrival_at ?? c.departure_at) : (c.departure_at ?? c.arrival_at));
  const near = candidates
    .map((c) => ({ c, distance: Math.abs((reference(c)?.getTime() ?? Number.POSITIVE_INFINITY) - when) }))
    .filter(({ distance }) => distance <= matchWindowHours * hour)
    .sort((a, b) => a.distance - b.distance || a.c.id - b.c.id);
  const flightOf = (c: MovementCandidate) => normaliseFlightNo((side === 'inbound' ? c.inbound_flight_no : c.outbound_flight_no) ?? '');
  const sameFlight = near.filter(({ c }) => flightOf(c) === movement.flight_no);
  const here = sameFlight.find(({ c }) => c.station === movement.station);
  if (here) return { kind: 'matched', activityId: here.c.id, by: 'flight' };
  const aircraft = registrationKey(movement.registration);
  const sameAircraft = aircraft && near.find(({ c }) => c.station === movement.station && registrationKey(c.registration) === aircraft);
  if (sameAircraft) return { kind: 'matched', activityId: sameAircraft.c.id, by: 'registration' };
  const elsewhere = side === 'inbound' && movement.eta && !movement.ata ? sameFlight[0] : undefined;
  if (elsewhere) return { kind: 'diverted', activityId: elsewhere.c.id, from: elsewhere.c.station, to: movement.station };
  return { kind: 'unmatched' };
}
