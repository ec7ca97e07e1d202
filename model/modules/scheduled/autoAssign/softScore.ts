import type { TimeWindow } from '../../../core/activityWindow';
import type { AutoAssignTechnician } from './types';

/**
 * The soft goals, as one score to maximise. A filled seat is worth far more than any mix of the
 * others (a day with one more seat filled always wins); then, in order of weight, work at the
 * technician's home station, few station changes, few aircraft changes, little overtime, and hours
 * balanced across technicians (squared hours: one more hour costs more to whoever already works more).
 */
export interface SoftWeights {
  /** Per filled seat: dominant. */
  fill: number;
  /** Per proposal at the technician's home station (no travel, the station's own people first). */
  home: number;
  /** Per station beyond the first the technician works at that day. */
  station: number;
  /** Per aircraft beyond the first (keep a technician on one registration). */
  aircraft: number;
  /** Per hour of overtime. */
  overtime: number;
  /** Per squared hour of the technician's day. */
  balance: number;
}

export const defaultSoftWeights: SoftWeights = { fill: 1000, home: 20, station: 12, aircraft: 8, overtime: 15, balance: 1 };

/** One piece of a technician's day: recorded work (proposed false) or auto-assign's. */
export interface DayItem {
  activity_id: number;
  station_id: number;
  /** The registration, or a key of its own when unknown (an unknown aircraft is never "the same"). */
  aircraft: string;
  window: TimeWindow;
  proposed: boolean;
}

const minuteMs = 60_000;
const minutesOf = (window: TimeWindow) => Math.max(0, window.end.getTime() - window.start.getTime()) / minuteMs;

function overlapMinutes(a: TimeWindow, b: TimeWindow): number {
  return Math.max(0, Math.min(a.end.getTime(), b.end.getTime()) - Math.max(a.start.getTime(), b.start.getTime())) / minuteMs;
}

/** Work outside the rostered shifts when the roster is known, else beyond a standard day. */
export function overtimeMinutes(items: readonly DayItem[], technician: AutoAssignTechnician, standardDayMinutes: number): number {
  const shifts = technician.shifts;
  if (!shifts) return Math.max(0, items.reduce((sum, item) => sum + minutesOf(item.window), 0) - standardDayMinutes);
  return items.reduce(
    (sum, item) =>
      sum + Math.max(0, minutesOf(item.window) - shifts.reduce((inside, shift) => inside + overlapMinutes(item.window, shift), 0)),
    0,
  );
}

/** A technician's part of the day's score; the day's score is the sum over technicians. */
export function technicianScore(
  items: readonly DayItem[],
  technician: AutoAssignTechnician,
  weights: SoftWeights,
  standardDayMinutes: number,
): number {
  if (!items.length) return 0;
  let score = 0;
  let minutes = 0;
  const stations = new Set<number>();
  const aircraft = new Set<string>();
  for (const item of items) {
    if (item.proposed) score += weights.fill + (item.station_id === technician.home_station_id ? weights.home : 0);
    minutes += minutesOf(item.window);
    stations.add(item.station_id);
    aircraft.add(item.aircraft);
  }
  const hours = minutes / 60;
  return (
    score -
    weights.station * (stations.size - 1) -
    weights.aircraft * (aircraft.size - 1) -
    weights.overtime * (overtimeMinutes(items, technician, standardDayMinutes) / 60) -
    weights.balance * hours * hours
  );
}
