import { and, eq, gte, lte } from 'drizzle-orm';
import { addDays } from '../../../model/modules/manpower/calendarDays';
import { stationDemand } from '../../../model/modules/manpower/demand';
import { restRuleCatalogue, type RestSettings } from '../../../model/modules/manpower/restRuleCatalogue';
import { restRuleWindow, rosterViolations, type RestContext, type RosteredDay } from '../../../model/modules/manpower/restRules';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema';
import { localToUtc } from '../../../model/core/localTime';
import { activityNeeds } from './activityNeeds';
import { deIcingNeeds, stationTreatmentsBetweenDays } from './deIcingNeeds';
import { onCallNeeds, stationOnCallBetween } from './onCallNeeds';
import { stationWorkingSpans, technicianDays, type RosterStation } from './rosterQueries';

/**
 * What the roster's rules say about a station's days: the rest-rule violations, the demand against
 * the hours rostered, and the rules with the company's values. The server loads shifts outside the
 * viewed days (the rest before the first one, 7-day periods, the reference weeks of the average).
 */

/** 14 CFR 121.377 covers stations whose airport is in the United States. */
export const isUsStation = (station: Pick<RosterStation, 'country'>) => station.country === 'US';

export interface RuleSettings {
  settings: RestSettings;
  weekStartsMonday: boolean;
}

export function restContext(station: RosterStation, rules: RuleSettings, from: string, to: string): RestContext {
  return {
    timeZone: station.time_zone,
    weekStartsMonday: rules.weekStartsMonday,
    us: isUsStation(station),
    usWeeklyBasis: station.us_weekly_rest_basis,
    from,
    to,
  };
}

/** The days of each technician the rules need, from the database, with some replaced by `overrides` (a save not yet written). */
export async function daysByTechnician(
  db: Database,
  technicianIds: number[],
  window: { from: string; to: string },
  overrides: ReadonlyMap<string, RosteredDay | null> = new Map(),
): Promise<Map<number, RosteredDay[]>> {
  const byTechnician = new Map<number, RosteredDay[]>(technicianIds.map((id) => [id, []]));
  for (const row of await technicianDays(db, technicianIds, window.from, window.to)) {
    if (overrides.has(`${row.technician_id}|${row.local_date}`)) continue;
    const standby = row.standby_start && row.standby_end ? { start: row.standby_start, end: row.standby_end } : null;
    const day = { local_date: row.local_date, start: row.start, end: row.end, standby };
    byTechnician.get(row.technician_id)?.push(row.training ? { ...day, training: true } : day);
  }
  for (const [key, day] of overrides) {
    if (day) byTechnician.get(Number(key.split('|')[0]))?.push(day);
  }
  return byTechnician;
}

/** The rest-rule violations of these technicians on the days from `from` to `to`. */
export async function violationsFor(
  db: Database,
  station: RosterStation,
  rules: RuleSettings,
  technicianIds: number[],
  from: string,
  to: string,
  overrides?: ReadonlyMap<string, RosteredDay | null>,
) {
  const days = await daysByTechnician(db, technicianIds, restRuleWindow(from, to, rules.settings), overrides);
  return rosterViolations(days, rules.settings, restContext(station, rules, from, to));
}

/**
 * Needed against rostered minutes per day and 4-hour band (145.A.30(d) man-hour plan): the
 * station's activities, on-call jobs and de-icing treatments against its working shifts.
 */
export async function demandFor(db: Database, station: Pick<RosterStation, 'id' | 'time_zone'>, from: string, to: string) {
  const [first, last] = [addDays(from, -1), addDays(to, 1)];
  // One query at a time: this may run in a transaction, one connection (docs/concurrency.md).
  const activityWork = await activityNeeds(
    db,
    and(eq(activities.station_id, station.id), gte(activities.local_date, first), lte(activities.local_date, last)),
  );
  const onCallWork = await onCallNeeds(
    db,
    stationOnCallBetween(
      station.id,
      localToUtc(first, '00:00', station.time_zone),
      localToUtc(addDays(last, 1), '00:00', station.time_zone),
    ),
  );
  const deIcingWork = await deIcingNeeds(db, stationTreatmentsBetweenDays(station.id, first, last));
  const spans = await stationWorkingSpans(db, station.id, first, last);
  const rostered = spans.filter((span): span is { start: Date; end: Date } => span.start !== null && span.end !== null);
  return stationDemand([...activityWork, ...onCallWork, ...deIcingWork], rostered, { from, to, timeZone: station.time_zone });
}

/** The rules with the company's values, and whether each applies at this station. */
export const rulesFor = (station: RosterStation, settings: RestSettings) =>
  restRuleCatalogue.map((entry) => ({
    rule: entry.rule,
    setting: entry.setting,
    value: settings[entry.setting],
    unit: entry.unit,
    citation_key: entry.citation_key,
    applies: !entry.us_only || isUsStation(station),
  }));
