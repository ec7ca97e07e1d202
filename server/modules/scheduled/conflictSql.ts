import { sql, type SQL } from 'drizzle-orm';

/**
 * The SQL twins of activityWindow and travelMinutes (model/modules/scheduled), so the list, the
 * timeline and the activity page flag double bookings in the same statement that reads them
 * (tests/server/modules/scheduled/conflicts.test.ts checks both agree). `a` is an alias of activities.
 */

const serviceMinutes = (a: SQL) =>
  sql`(select coalesce(sum(s.standard_minutes), 0) from activity_services s where s.activity_id = ${a}.id)`;

/** Best known times: actual, else estimated, else scheduled; a missing end is start + the services' minutes (and back). */
export function windowSql(a: SQL): { start: SQL; end: SQL } {
  const knownStart = sql`coalesce(${a}.ata_at, ${a}.eta_at, ${a}.sta_at)`;
  const knownEnd = sql`coalesce(${a}.atd_at, ${a}.etd_at, ${a}.std_at)`;
  const minutes = sql`make_interval(mins => ${serviceMinutes(a)}::int)`;
  return { start: sql`coalesce(${knownStart}, ${knownEnd} - ${minutes})`, end: sql`coalesce(${knownEnd}, ${knownStart} + ${minutes})` };
}

const earthRadiusKm = 6371;
/** Road distance is the great circle × 1.3, driven at 60 km/h: minutes = km × 1.3, rounded up to 5. */
const roadFactor = 1.3;

/**
 * Minutes to travel between two stations: none at the same station; a road trip's typical minutes
 * from one station to the other's airport (either way); otherwise the great-circle estimate.
 */
export function travelMinutesSql(fromStation: SQL, toStation: SQL): SQL {
  return sql`(case when ${fromStation} = ${toStation} then 0 else coalesce(
    (select min(rt.typical_minutes) from road_trips rt, stations s1, stations s2
      where s1.id = ${fromStation} and s2.id = ${toStation} and rt.active
        and ((rt.from_station_id = s1.id and rt.to_airport_id = s2.airport_id) or (rt.from_station_id = s2.id and rt.to_airport_id = s1.airport_id))),
    (select ceil(2 * ${earthRadiusKm} * asin(sqrt(
        power(sin(radians(p2.latitude - p1.latitude) / 2), 2)
        + cos(radians(p1.latitude)) * cos(radians(p2.latitude)) * power(sin(radians(p2.longitude - p1.longitude) / 2), 2)
      )) * ${roadFactor} / 5) * 5
      from stations s1 join airport p1 on p1.id = s1.airport_id, stations s2 join airport p2 on p2.id = s2.airport_id
      where s1.id = ${fromStation} and s2.id = ${toStation}),
    0) end)`;
}

/** Two activities double-book a person when their windows, widened by the travel between them, overlap. */
function overlapSql(a: SQL, b: SQL): SQL {
  const [wa, wb] = [windowSql(a), windowSql(b)];
  const travel = sql`make_interval(mins => ${travelMinutesSql(sql`${a}.station_id`, sql`${b}.station_id`)}::int)`;
  return sql`(${wa.start} < ${wb.end} + ${travel} and ${wb.start} < ${wa.end} + ${travel})`;
}

/** The pairs behind a conflict: someone assigned to `a` is also on `b`, neither cancelled. */
function doubleBookings(a: SQL): SQL {
  const b = sql.raw('other');
  return sql`from activity_assignments mine
    join activity_assignments theirs on theirs.technician_id = mine.technician_id and theirs.activity_id <> mine.activity_id
    join activities ${b} on ${b}.id = theirs.activity_id and ${b}.status <> 'cancelled'
    where mine.activity_id = ${a}.id and ${a}.status <> 'cancelled' and ${overlapSql(a, b)}`;
}

/** `conflict` of a row: `outer` names the activities row of the enclosing query. */
export const hasConflictSql = (outer: SQL) => sql<boolean>`exists (select 1 ${doubleBookings(outer)})`;

/** `rules_broken` of a row: someone on it breaks an assignment rule since its last re-timing (activity_assignments.broken_rules). */
export const rulesBrokenSql = (outer: SQL) =>
  sql<boolean>`exists (select 1 from activity_assignments aa where aa.activity_id = ${outer}.id and cardinality(aa.broken_rules) > 0)`;

/**
 * Everyone double-booked by one activity, with the other activity: from `activities this`, the rows
 * `found` (technician_id, activity_id, work_order, sta_at) of the activity `this.id` (the caller's
 * condition). Kept as a FROM so the statement can be prepared once with its id as a parameter.
 */
export function activityConflictsFrom(): SQL {
  const a = sql.raw('this');
  return sql`activities ${a}
    cross join lateral (select mine.technician_id, other.id as activity_id, other.work_order, other.sta_at ${doubleBookings(a)}) found`;
}
