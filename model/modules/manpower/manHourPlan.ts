/**
 * The month's man-hour plan of a station (EASA Part-145 145.A.30(d), docs/modules/manpower.md):
 * the hours its people can give to maintenance against the hours its work needs.
 *
 * Supply is the rostered working time at the station, net of what is not available for work:
 * training shifts do not count, nor the part of a work shift spent in a training session the
 * technician attends; leave and sickness have no working time to count. Demand is the needs of
 * demand.ts (planned activities, on-call jobs, de-icing treatments) falling in the month. On-call
 * cover itself — the standby rota — is staffed by the standby shifts and is not working time until a
 * call-out, so it is neither supply nor demand; the call-outs are demand as on-call jobs.
 */

/**
 * AMC1 145.A.30(d): a deficit of more than 25 % of the man-hours a calendar month needs is to be
 * reported to the quality manager and the accountable manager. Above this share the month raises a
 * signal (man_hour_signals).
 */
export const manHourDeficitSignalPercent = 25;

export interface Span {
  start: Date;
  end: Date;
}

export interface SupplyInput {
  /** Work shifts (kind `work`) at the station in the month, by technician. */
  work: readonly (Span & { technician_id: number })[];
  /** Training sessions the technicians attend (not cancelled), by technician. */
  training: readonly (Span & { technician_id: number })[];
}

const minuteMs = 60_000;
const overlapMs = (a: Span, b: Span) =>
  Math.max(0, Math.min(a.end.getTime(), b.end.getTime()) - Math.max(a.start.getTime(), b.start.getTime()));

/** Minutes of the work shifts, less the time in them spent at training sessions (each minute once). */
export function supplyMinutes({ work, training }: SupplyInput): number {
  let total = 0;
  for (const shift of work) {
    const sessions = training
      .filter((session) => session.technician_id === shift.technician_id && overlapMs(session, shift) > 0)
      .map((session) => ({
        start: Math.max(session.start.getTime(), shift.start.getTime()),
        end: Math.min(session.end.getTime(), shift.end.getTime()),
      }))
      .sort((a, b) => a.start - b.start);
    let away = 0;
    let cursor = shift.start.getTime();
    for (const session of sessions) {
      const from = Math.max(session.start, cursor);
      if (session.end > from) away += session.end - from;
      cursor = Math.max(cursor, session.end);
    }
    total += shift.end.getTime() - shift.start.getTime() - away;
  }
  return Math.round(total / minuteMs);
}

export interface MonthPlan {
  supply_minutes: number;
  demand_minutes: number;
  /** (demand − supply) / demand in per cent, one decimal; 0 without demand or without a gap. */
  deficit_percent: number;
}

export function monthPlan(supply: number, demand: number): MonthPlan {
  const deficit = demand > 0 && supply < demand ? Math.round(((demand - supply) / demand) * 1000) / 10 : 0;
  return { supply_minutes: supply, demand_minutes: demand, deficit_percent: deficit };
}

/** The month calls for the signal of AMC1 145.A.30(d): a deficit above 25 %. */
export const raisesManHourSignal = (plan: Pick<MonthPlan, 'deficit_percent'>) => plan.deficit_percent > manHourDeficitSignalPercent;
