import { sql } from 'drizzle-orm';
import { roleIds } from '../../model/roles';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../common/sql';

/** The bench's jobs: today, in one region, at `stationCount` of its stations. */
export interface MovementDay {
  regionId: number;
  /** The jobs the batch delays, in the order their messages are sent (pairs: the first before the second). */
  jobs: BenchJob[];
  /** A job of its own for the warm-up message (routes compiled, pools filled before the figure). */
  warmUp: BenchJob;
  /** The first jobs of the tight pairs: 90 minutes late, each runs into its pair's second job, a new double booking. */
  conflictingJobIds: Set<number>;
  /** The supervisor of every bench station, who is told of each re-timing and each new double booking. */
  supervisorUserId: number;
  technicians: number;
}

export interface BenchJob {
  id: number;
  flightNo: string;
  registration: string;
  iata: string;
  stationId: number;
  /** The station-local day (YYYY-MM-DD) its live events name. */
  localDate: string;
  stdAt: Date;
}

/** The delay every message announces: long enough that the first job of a tight pair overlaps the second. */
export const delayMinutes = 90;
/** Minutes between the two jobs of a pair: tight pairs conflict once the first is late, loose ones never. */
const tightGapMinutes = 30;
const looseGapMinutes = 150;
/** Each technician works four pairs a day, one per six-hour slot; a pair fills at most 4½ h of it even when late. */
const slotMinutes = 360;
const slotsPerTechnician = 4;
const stationCount = 4;
/** An integer of the bench's own written into the statement (as a parameter, PostgreSQL cannot type `g / $1`). */
const int = (n: number) => sql.raw(String(Math.trunc(n)));

/**
 * Seeds a day of `count` jobs in bulk (one INSERT … SELECT per table): the first active region with
 * stations, its first four stations in turn. Consecutive jobs of a station are pairs crewed by one
 * technician (with an account, as the crews of a real station have, so each re-timing notifies them):
 * the second starts 30 minutes after the first ends in every other pair, 150 in the rest. A delay of
 * 90 minutes on the first job of a tight pair makes a new double booking; no other delay does (the
 * second job of a pair ends at least 90 minutes before its technician's next slot).
 */
export async function seedMovementDay(db: Database, count: number): Promise<MovementDay> {
  const stations = rowsOf<{ id: number; region_id: number }>(
    await db.execute(sql`
      select s.id, s.region_id from stations s join regions r on r.id = s.region_id and r.active
      where s.active and s.region_id = (select min(region_id) from stations where active)
      order by s.id limit ${stationCount}`),
  );
  if (!stations.length) throw new Error('The demo data has no active station.');
  const regionId = Number(stations[0].region_id);
  const stationIds = `{${stations.map((s) => Number(s.id)).join(',')}}`;
  const s = stations.length;
  const pairsPerStation = Math.ceil(Math.ceil(count / s) / 2);
  const techniciansPerStation = Math.ceil(pairsPerStation / slotsPerTechnician);

  // Job g: station g % s, i-th of that station (i = g / s), pair p = i / 2 crewed by technician p % T in slot p / T.
  const jobs = sql`(select g, (${stationIds}::int[])[1 + g % ${int(s)}] as station_id, (g / ${int(s)}) % 2 as second,
      (g / ${int(s)}) / 2 % ${int(techniciansPerStation)} as crew, (g / ${int(s)}) / 2 / ${int(techniciansPerStation)} as slot,
      case when (g / ${int(s)}) / 2 % 2 = 0 then ${int(tightGapMinutes)} else ${int(looseGapMinutes)} end as gap
    from generate_series(0, ${int(count - 1)}) g) j`;

  await db.execute(sql`insert into users (name, email, password_hash, email_verified_at, instance_id, role_id)
    select 'Movement bench technician ' || st || '-' || k, 'mbench-tech-' || st || '-' || k || '@tarmac.test', 'x', now(), ${regionId}, ${roleIds.technician}
    from unnest(${stationIds}::int[]) st, generate_series(0, ${techniciansPerStation - 1}) k`);
  await db.execute(sql`insert into user_regions (user_id, region_id)
    select id, ${regionId} from users where email like 'mbench-tech-%'`);
  await db.execute(sql`insert into technicians (region_id, home_station_id, user_id, employee_no, name, licences, hourly_cost)
    select ${regionId}, st, u.id, 'MBENCH-' || st || '-' || k, 'Movement bench technician ' || st || '-' || k, array['easa_b1'], 50
    from unnest(${stationIds}::int[]) st cross join generate_series(0, ${techniciansPerStation - 1}) k
    join users u on u.email = 'mbench-tech-' || st || '-' || k || '@tarmac.test'`);

  // Distinct outbound flights MA1…MA9999, MB1…; inbound NA1… (no outbound shares them); registrations MB-<g>.
  const designator = (letter: string) => sql`${letter}::text || chr(65 + g / 9999) || (1 + g % 9999)`;
  await db.execute(sql`insert into activities (region_id, station_id, local_date, customer_id, inbound_flight_no, outbound_flight_no,
      aircraft_type_id, registration, sta_at, std_at, status, work_order)
    select ${regionId}, j.station_id, current_date, (select min(id) from customers), ${designator('N')}, ${designator('M')},
      (select min(id) from aircraft_type), 'MB-' || g, t.sta, t.sta + interval '60 minutes', 'assigned', 'MBENCH-' || lpad(g::text, 7, '0')
    from ${jobs}
    cross join lateral (select (current_date::timestamp + make_interval(mins => j.slot * ${int(slotMinutes)} + j.crew % 30
      + j.second * (60 + j.gap))) at time zone 'UTC' as sta) t`);
  await db.execute(sql`insert into activity_assignments (activity_id, technician_id, role, planned_minutes)
    select a.id, t.id, 'lead', 60
    from activities a
    join ${jobs} on a.work_order = 'MBENCH-' || lpad(j.g::text, 7, '0')
    join technicians t on t.employee_no = 'MBENCH-' || j.station_id || '-' || j.crew`);

  // The warm-up job: its own flight, no crew.
  await db.execute(sql`insert into activities (region_id, station_id, local_date, customer_id, outbound_flight_no, aircraft_type_id,
      registration, sta_at, std_at, status, work_order)
    select ${regionId}, ${Number(stations[0].id)}, current_date, (select min(id) from customers), 'WU1', (select min(id) from aircraft_type),
      'WU-1', (current_date::timestamp + interval '12 hours') at time zone 'UTC', (current_date::timestamp + interval '13 hours') at time zone 'UTC',
      'assigned', 'MBENCH-WARMUP'`);

  // The region's supervisor posted at every bench station (a technician record at each), so the
  // notices of all of them reach this one stream whoever else supervises there.
  const [supervisor] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into users (name, email, password_hash, email_verified_at, instance_id, role_id)
      values ('Movement bench supervisor', 'mbench-supervisor@tarmac.test', 'x', now(), ${regionId}, ${roleIds.supervisor}) returning id`),
  );
  await db.execute(sql`insert into user_regions (user_id, region_id) values (${supervisor.id}, ${regionId})`);
  await db.execute(sql`insert into technicians (region_id, home_station_id, user_id, employee_no, name, active)
    select ${regionId}, st, ${supervisor.id}, 'MBENCH-SUP-' || st, 'Movement bench supervisor', true from unnest(${stationIds}::int[]) st`);

  // Fresh statistics, as autovacuum would have them in service: the planner then sees thousands of jobs, not the demo's few.
  await db.execute(sql`analyze activities, activity_assignments, technicians, users, user_regions`);

  const rows = rowsOf<{
    id: number;
    outbound_flight_no: string;
    registration: string;
    iata: string;
    station_id: number;
    local_date: string;
    std_at: string | Date;
    work_order: string;
  }>(
    await db.execute(sql`select a.id, a.outbound_flight_no, a.registration, ap.iata, a.station_id, a.local_date::text as local_date, a.std_at, a.work_order
      from activities a join stations s on s.id = a.station_id join airport ap on ap.id = s.airport_id
      where a.work_order like 'MBENCH-%' order by a.work_order`),
  );
  const asJob = (row: (typeof rows)[number]): BenchJob => ({
    id: Number(row.id),
    flightNo: row.outbound_flight_no,
    registration: row.registration,
    iata: row.iata,
    stationId: Number(row.station_id),
    localDate: row.local_date,
    stdAt: new Date(row.std_at),
  });
  const warmUp = rows.find((row) => row.work_order === 'MBENCH-WARMUP')!;
  const jobList = rows.filter((row) => row !== warmUp).map(asJob);
  // The first job of a tight pair whose second job exists.
  const tightFirst = (g: number) => Math.floor(g / s) % 2 === 0 && Math.floor(g / s / 2) % 2 === 0 && g + s < count;
  return {
    regionId,
    jobs: jobList,
    warmUp: asJob(warmUp),
    conflictingJobIds: new Set(jobList.filter((_, g) => tightFirst(g)).map((job) => job.id)),
    supervisorUserId: Number(supervisor.id),
    technicians: techniciansPerStation * s,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `ddhhmm` in UTC (AHM 780). */
const ddhhmm = (at: Date) => `${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}`;

/** One MVT message: the job's flight is `minutes` late (ED, with its delay code 93 and length). */
export function delayMessage(job: BenchJob, minutes = delayMinutes): string {
  const registration = job.registration.replace('-', '');
  const etd = new Date(job.stdAt.getTime() + minutes * 60_000);
  const length = `${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
  return `MVT\n${job.flightNo}/${pad(job.stdAt.getUTCDate())}.${registration}.${job.iata}\nED${ddhhmm(etd)}\nDL93/${length}\n`;
}
