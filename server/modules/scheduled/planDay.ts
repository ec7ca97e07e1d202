import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export interface PlanDayRequest {
  regionId: number;
  /** The station-local date planned, YYYY-MM-DD. */
  date: string;
  /** Only this station's schedules; every station of the region otherwise. */
  stationId?: number | null;
}

export interface PlanDayResult {
  created: number;
  /** Schedules of the date that already had their activity (edited, cancelled or not): left alone. */
  existing: number;
}

/**
 * Work-order numbers continue a station-day's sequence, so whoever numbers activities of a region's
 * day (plan day, the horizon job, an ad-hoc create) holds this lock until their transaction ends:
 * two planners pressing the button at once, or two API processes, neither duplicate nor clash.
 */
export async function lockRegionDay(tx: Database, regionId: number, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`scheduled.region_day:${regionId}:${date}`}, 0))`);
}

/**
 * The SQL twin of turnaroundWindow's STA/STD (model/core/localTime.ts): station-local
 * wall-clock times on the local date, read in the airport's IANA zone by PostgreSQL itself (23- and
 * 25-hour days included); an STD earlier than the STA departs the next local day.
 */
export const localStaSql = (date: string) => sql`(${date}::date + v.sta) at time zone v.time_zone`;
export const localStdSql = (date: string) => sql`(${date}::date + coalesce((v.std < v.sta)::int, 0) + v.std) at time zone v.time_zone`;

/**
 * Plan day (docs/modules/scheduled.md) in one statement: the date's activities from the flight schedules valid on it
 * (active, valid_from ≤ date ≤ valid_to, the ISO weekday listed), with their services and standard
 * minutes, numbered `<STATION>-<YYMMDD>-<seq>` after the station-day's last number. The unique
 * (flight_schedule_id, local_date) keeps it idempotent: an activity already there — edited, cancelled
 * or untouched — is counted as existing and never changed. Runs inside the caller's transaction.
 */
export async function planDay(tx: Database, { regionId, date, stationId = null }: PlanDayRequest): Promise<PlanDayResult> {
  await lockRegionDay(tx, regionId, date);
  const { rows } = (await tx.execute(sql`
    with valid as (
      select fs.id, fs.region_id, fs.station_id, fs.customer_id, fs.aircraft_type_id, fs.inbound_flight_no,
             fs.outbound_flight_no, fs.sta, fs.std, st.code as station_code, ap.time_zone,
             exists (select 1 from activities a where a.flight_schedule_id = fs.id and a.local_date = ${date}::date) as planned
      from flight_schedule fs
      join stations st on st.id = fs.station_id
      join airport ap on ap.id = st.airport_id
      where fs.region_id = ${regionId} and (${stationId}::int is null or fs.station_id = ${stationId}::int) and fs.active
        and fs.valid_from <= ${date}::date and (fs.valid_to is null or fs.valid_to >= ${date}::date)
        and extract(isodow from ${date}::date)::smallint = any(fs.days_of_week)
    ),
    numbered as (
      select v.*, row_number() over (partition by v.station_id order by v.sta nulls last, v.std nulls last, v.id) as n
      from valid v where not v.planned
    ),
    sequences as (
      select a.station_id, max(substring(a.work_order from '(\\d+)$')::int) as last
      from activities a
      where a.local_date = ${date}::date and a.station_id in (select station_id from numbered)
      group by a.station_id
    ),
    inserted as (
      insert into activities (region_id, station_id, local_date, customer_id, flight_schedule_id, inbound_flight_no,
                              outbound_flight_no, aircraft_type_id, sta_at, std_at, work_order)
      select v.region_id, v.station_id, ${date}::date, v.customer_id, v.id, v.inbound_flight_no, v.outbound_flight_no,
             v.aircraft_type_id, ${localStaSql(date)}, ${localStdSql(date)},
             v.station_code || '-' || to_char(${date}::date, 'YYMMDD') || '-' || lpad(q.seq::text, greatest(4, length(q.seq::text)), '0')
      from numbered v
      left join sequences s on s.station_id = v.station_id
      cross join lateral (select coalesce(s.last, 0) + v.n as seq) q
      on conflict (flight_schedule_id, local_date) do nothing
      returning id, flight_schedule_id
    ),
    services_inserted as (
      insert into activity_services (activity_id, service_id, standard_minutes)
      select i.id, sv.id, sv.standard_minutes
      from inserted i
      join flight_schedule_services fss on fss.flight_schedule_id = i.flight_schedule_id
      join services sv on sv.id = fss.service_id and sv.active
      returning 1
    )
    select (select count(*) from inserted)::int as created, (select count(*) from valid where planned)::int as existing
  `)) as { rows: PlanDayResult[] };
  return { created: Number(rows[0].created), existing: Number(rows[0].existing) };
}
