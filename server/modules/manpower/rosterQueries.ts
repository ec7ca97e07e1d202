import { and, asc, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { RestSettings } from '../../../model/modules/manpower/restRuleCatalogue';
import type { Database } from '../../db/client';
import { airport, appSettings, rosterShifts, shiftTypes, stations, technicians } from '../../db/schema';

/**
 * The roster's reads, Drizzle only (docs/ARCHITECTURE.md): the station, its shift types,
 * its people and their shifts, the settings of the rest rules and the work the station needs.
 */

export type RosterStation = NonNullable<Awaited<ReturnType<typeof rosterStation>>>;

/** The station if it belongs to one of `regionIds`, else null (the caller answers 404). */
export async function rosterStation(db: Database, stationId: number, regionIds: number[]) {
  const [row] = await db
    .select({
      id: stations.id,
      code: stations.code,
      name: stations.name,
      region_id: stations.region_id,
      time_zone: airport.time_zone,
      country: airport.country,
      us_weekly_rest_basis: stations.us_weekly_rest_basis,
    })
    .from(stations)
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(and(eq(stations.id, stationId), inArray(stations.region_id, regionIds.length ? regionIds : [0])))
    .limit(1);
  return row ?? null;
}

/** Shift times as the grid shows them: HH:MM (PostgreSQL's time reads back HH:MM:SS). */
const shortTime = (time: string | null) => (time === null ? null : time.slice(0, 5));

export async function allShiftTypes(db: Database) {
  const rows = await db
    .select({
      id: shiftTypes.id,
      code: shiftTypes.code,
      name: shiftTypes.name,
      kind: shiftTypes.kind,
      start_time: shiftTypes.start_time,
      end_time: shiftTypes.end_time,
      paid_minutes: shiftTypes.paid_minutes,
      colour: shiftTypes.colour,
      active: shiftTypes.active,
    })
    .from(shiftTypes)
    .orderBy(asc(shiftTypes.code));
  return rows.map((row) => ({ ...row, start_time: shortTime(row.start_time), end_time: shortTime(row.end_time) }));
}

/** The active technicians based at the station, and anyone rostered there between `from` and `to`; by name. */
export async function rosterTechnicians(db: Database, stationId: number, from: string, to: string) {
  const rosteredHere = db
    .select({ id: rosterShifts.technician_id })
    .from(rosterShifts)
    .where(and(eq(rosterShifts.station_id, stationId), gte(rosterShifts.local_date, from), lte(rosterShifts.local_date, to)));
  return db
    .select({
      id: technicians.id,
      name: technicians.name,
      employee_no: technicians.employee_no,
      home_station_id: technicians.home_station_id,
      contract_weekly_hours: technicians.contract_weekly_hours,
    })
    .from(technicians)
    .where(or(and(eq(technicians.home_station_id, stationId), eq(technicians.active, true)), inArray(technicians.id, rosteredHere)))
    .orderBy(asc(technicians.name), asc(technicians.id));
}

const shiftColumns = {
  id: rosterShifts.id,
  technician_id: rosterShifts.technician_id,
  local_date: rosterShifts.local_date,
  shift_type_id: rosterShifts.shift_type_id,
  version: rosterShifts.version,
  breach_rules: rosterShifts.breach_rules,
  breach_reason: rosterShifts.breach_reason,
};

/** The station's shifts between `from` and `to`, as the grid shows them. */
export function stationShifts(db: Database, stationId: number, from: string, to: string) {
  return db
    .select(shiftColumns)
    .from(rosterShifts)
    .where(and(eq(rosterShifts.station_id, stationId), gte(rosterShifts.local_date, from), lte(rosterShifts.local_date, to)))
    .orderBy(asc(rosterShifts.technician_id), asc(rosterShifts.local_date));
}

export type RosterShiftRow = Awaited<ReturnType<typeof stationShifts>>[number];

/** The station's shifts among these ids, as the grid shows them. */
export function shiftsById(db: Database, stationId: number, ids: number[]) {
  return db
    .select(shiftColumns)
    .from(rosterShifts)
    .where(and(eq(rosterShifts.station_id, stationId), inArray(rosterShifts.id, ids.length ? ids : [0])))
    .orderBy(asc(rosterShifts.technician_id), asc(rosterShifts.local_date));
}

/** Every shift of these technicians between the dates, at any station, with its instants: what the rest rules read. */
export function technicianDays(db: Database, technicianIds: number[], from: string, to: string) {
  return db
    .select({
      technician_id: rosterShifts.technician_id,
      local_date: rosterShifts.local_date,
      start: rosterShifts.starts_at,
      end: rosterShifts.ends_at,
      standby_start: rosterShifts.standby_starts_at,
      standby_end: rosterShifts.standby_ends_at,
      // A training day is time at work, not availability (the assignment rule `rostered`).
      training: sql<boolean>`${shiftTypes.kind} = 'training'`,
    })
    .from(rosterShifts)
    .innerJoin(shiftTypes, eq(shiftTypes.id, rosterShifts.shift_type_id))
    .where(
      and(
        inArray(rosterShifts.technician_id, technicianIds.length ? technicianIds : [0]),
        gte(rosterShifts.local_date, from),
        lte(rosterShifts.local_date, to),
      ),
    );
}

/** The company's rest-rule settings and how it counts weeks. */
export async function restSettingsOf(db: Database): Promise<{ settings: RestSettings; weekStartsMonday: boolean }> {
  const [row] = await db
    .select({
      min_daily_rest_hours: appSettings.min_daily_rest_hours,
      min_weekly_rest_hours: appSettings.min_weekly_rest_hours,
      max_average_weekly_hours: appSettings.max_average_weekly_hours,
      average_reference_weeks: appSettings.average_reference_weeks,
      us_weekly_off_hours: appSettings.us_weekly_off_hours,
      max_consecutive_days: appSettings.max_consecutive_days,
      week_starts_monday: appSettings.week_starts_monday,
    })
    .from(appSettings)
    .limit(1);
  const { week_starts_monday, ...settings } = row;
  return { settings, weekStartsMonday: week_starts_monday };
}

/** The working shifts at the station between the dates, as spans of time. */
export function stationWorkingSpans(db: Database, stationId: number, from: string, to: string) {
  return db
    .select({ start: rosterShifts.starts_at, end: rosterShifts.ends_at })
    .from(rosterShifts)
    .where(
      and(
        eq(rosterShifts.station_id, stationId),
        gte(rosterShifts.local_date, from),
        lte(rosterShifts.local_date, to),
        isNotNull(rosterShifts.starts_at),
      ),
    );
}
