import { isLate, type ActivityStatus } from '../scheduled';
import { utcToLocal } from '../../core/localTime';
import type { BoardCard, BoardTime } from './board';
import { initialsOf } from './initials';

/** What the server reads of an activity to make its card (instants as Date or ISO text). */
export interface CardFacts {
  id: number;
  work_order: string;
  status: ActivityStatus;
  conflict: boolean;
  rules_broken: boolean;
  inbound_flight_no: string | null;
  outbound_flight_no: string | null;
  registration: string | null;
  aircraft_type_code: string;
  sta_at: Date | string | null;
  std_at: Date | string | null;
  ata_at: Date | string | null;
  atd_at: Date | string | null;
  services: string[];
  /** Names of the assigned technicians, lead first. */
  technician_names: string[];
}

const dayMs = 86_400_000;

/** An instant as the station's wall clock, with the day it falls on relative to the board's date. */
export function boardTime(instant: Date | string | null, timeZone: string, boardDate: string): BoardTime | null {
  if (instant === null) return null;
  const local = utcToLocal(new Date(instant), timeZone);
  const day_offset = Math.round((Date.parse(local.date) - Date.parse(boardDate)) / dayMs);
  return { time: local.time, day_offset };
}

/** The card of one activity of `boardDate` at a station in `timeZone`, as of `now`. */
export function boardCard(facts: CardFacts, timeZone: string, boardDate: string, now: Date): BoardCard {
  const at = (instant: Date | string | null) => boardTime(instant, timeZone, boardDate);
  return {
    id: facts.id,
    work_order: facts.work_order,
    status: facts.status,
    late: isLate(facts, now),
    conflict: facts.conflict,
    rules_broken: facts.rules_broken,
    inbound_flight_no: facts.inbound_flight_no,
    outbound_flight_no: facts.outbound_flight_no,
    registration: facts.registration,
    aircraft_type: facts.aircraft_type_code,
    services: facts.services,
    technicians: facts.technician_names.map(initialsOf).filter(Boolean),
    times: { sta: at(facts.sta_at), std: at(facts.std_at), ata: at(facts.ata_at), atd: at(facts.atd_at) },
  };
}

/** Cards run down a column in the order the work happens: by arrival, else departure, then id. */
export function byFirstTime(a: Pick<CardFacts, 'id' | 'sta_at' | 'std_at'>, b: Pick<CardFacts, 'id' | 'sta_at' | 'std_at'>): number {
  const first = (f: Pick<CardFacts, 'sta_at' | 'std_at'>) => {
    const instant = f.sta_at ?? f.std_at;
    return instant === null ? Number.POSITIVE_INFINITY : new Date(instant).getTime();
  };
  return first(a) - first(b) || a.id - b.id;
}
