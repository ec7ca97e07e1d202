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

/** Schedules one statement of plan day numbers and inserts at most (docs/performance.md). */
export const planDayBatchSize = 5_000;

export interface PlanDayBatching {
  /** Schedules per statement (planDayBatchSize). */
  batchSize?: number;
  /** Awaited between two statements: the horizon job yields to the requests waiting (server/modules/scheduled/jobs.ts). */
  between?: () => Promise<void>;
}

/**
 * Plan day (docs/modules/scheduled.md): the date's activities from the flight schedules valid on it
 * (active, valid_from ≤ date ≤ valid_to, the ISO weekday listed), with their services and standard
 * minutes, numbered `<STATION>-<YYMMDD>-<seq>` after the station-day's last number. The unique
 * (flight_schedule_id, local_date) keeps it idempotent: an activity already there — edited, cancelled
 * or untouched — is counted as existing and never changed. Runs inside the caller's transaction.
 *
 * In statements of at most `batchSize` schedules, each taking the next unplanned ones in numbering
 * order (station, STA, STD, id): a batch continues its stations' sequences where the previous one
 * ended, so the numbers are those one statement would give. A day of 100 000 schedules is then many
 * bounded statements instead of one holding a connection and a core for minutes.
 */
export async function planDay(
  tx: Database,
  request: PlanDayRequest,
  { batchSize = planDayBatchSize, between }: PlanDayBatching = {},
): Promise<PlanDayResult> {
  await lockRegionDay(tx, request.regionId, request.date);
  let created = 0;
  let existing: number | undefined;
  for (;;) {
    const batch = await planDayBatch(tx, request, batchSize);
    created += batch.created;
    // The first batch sees the day as it was; later ones count the earlier batches' activities too.
    existing ??= batch.existing;
    if (batch.candidates < batchSize) return { created, existing };
    await between?.();
  }
}

/** One statement of plan day: the next `limit` unplanned schedules of the day. */
async function planDayBatch(
  tx: Database,
  { regionId, date, stationId = null }: PlanDayRequest,
  limit: number,
): Promise<PlanDayResult & { candidates: number }> {
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
    batch as (
      select v.* from valid v where not v.planned
      order by v.station_id, v.sta nulls last, v.std nulls last, v.id
      limit ${limit}
    ),
    numbered as (
      select b.*, row_number() over (partition by b.station_id order by b.sta nulls last, b.std nulls last, b.id) as n
      from batch b
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
    select (select count(*) from inserted)::int as created, (select count(*) from valid where planned)::int as existing,
           (select count(*) from batch)::int as candidates
  `)) as { rows: (PlanDayResult & { candidates: number })[] };
  return { created: Number(rows[0].created), existing: Number(rows[0].existing), candidates: Number(rows[0].candidates) };
}
