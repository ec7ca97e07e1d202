import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import type { YearSize } from './yearSize';
import { yearDays } from './yearSize';

/**
 * Bench technicians numbered 0…n−1 per home station (what the other seeders pick crews from): a
 * subquery, so every seeder joins on (station, k) instead of holding ids in memory.
 */
export const benchCrew = sql`(select id, home_station_id, (row_number() over (partition by home_station_id order by id) - 1)::int as k
  from technicians where employee_no like 'BENCH-%')`;

/** Technicians for every station, and a year of roster: 5 days on, 2 off, on a day, evening or night shift. */
export async function seedCrewAndRoster(db: Database, size: YearSize): Promise<void> {
  await db.execute(sql`insert into technicians (region_id, home_station_id, employee_no, name, licences, hourly_cost)
    select s.region_id, s.id, 'BENCH-' || s.id || '-' || k, 'Bench technician ' || s.code || ' ' || k,
      array[(array['easa_b1','easa_b2','easa_a'])[1 + k % 3]], 40 + k % 20
    from stations s, generate_series(0, ${size.techniciansPerStation - 1}) k where s.active`);
  await db.execute(sql`insert into roster_shifts (region_id, station_id, technician_id, local_date, shift_type_id, starts_at, ends_at)
    select t.region_id, t.home_station_id, t.id, d.day, st.id,
      case when st.start_time is not null then (d.day + st.start_time) at time zone 'UTC' end,
      case when st.start_time is not null then (d.day + st.start_time) at time zone 'UTC'
        + (st.end_time - st.start_time) + case when st.end_time <= st.start_time then interval '24 hours' else interval '0' end end
    from technicians t
    cross join generate_series(0, ${yearDays - 1}) g
    cross join lateral (select current_date - ${yearDays - 1}::int + g as day) d
    join shift_types st on st.code = case when (g + t.id) % 7 >= 5 then 'O' else (array['D','E','N'])[1 + t.id % 3] end
    where t.employee_no like 'BENCH-%'`);
}

/**
 * The year's turnarounds in date order (as they would have been planned), spread over every
 * station, customer and aircraft type; 1 in 33 cancelled. Each has one or two services (done once
 * completed) and one or two technicians of its station with planned and actual minutes.
 */
export async function seedActivities(db: Database, size: YearSize): Promise<void> {
  const n = size.activities;
  await db.execute(sql`insert into activities (region_id, station_id, local_date, customer_id, inbound_flight_no, outbound_flight_no,
      aircraft_type_id, registration, sta_at, std_at, ata_at, atd_at, status, cancel_reason, work_order)
    select s.region_id, s.id, d.day, c.id, 'BI' || (100 + g % 900), 'BO' || (100 + g % 900), ty.id, 'BN-' || g % 5000,
      d.sta, d.sta + interval '55 minutes',
      case when d.day < current_date and g % 33 <> 0 then d.sta + make_interval(mins => g % 21 - 10) end,
      case when d.day < current_date and g % 33 <> 0 then d.sta + make_interval(mins => 50 + g % 25) end,
      case when g % 33 = 0 then 'cancelled' when d.day < current_date then 'completed' else 'assigned' end,
      case when g % 33 = 0 then 'Bench: flight cancelled' end,
      'BENCH-' || g
    from generate_series(0, ${n - 1}) g
    cross join lateral (select current_date - ${yearDays - 1}::int + (g::bigint * ${yearDays} / ${n})::int as day) d0
    cross join lateral (select d0.day, (d0.day + make_interval(mins => 300 + (g * 37) % 1080)) at time zone 'UTC' as sta) d
    join (select id, region_id, row_number() over (order by id) - 1 as n, count(*) over () as total from stations where active) s on s.n = g % s.total
    join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from customers) c on c.n = (g / 7) % c.total
    join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from aircraft_type) ty on ty.n = (g / 3) % ty.total`);
  await db.execute(sql`insert into activity_services (activity_id, service_id, status, standard_minutes, completed_at)
    select a.id, sv.id,
      case a.status when 'completed' then 'done' when 'cancelled' then 'not_required' else 'pending' end,
      sv.standard_minutes, case when a.status = 'completed' then a.ata_at + make_interval(mins => sv.standard_minutes) end
    from activities a
    cross join generate_series(0, 1) k
    join (select id, standard_minutes, row_number() over (order by id) - 1 as n, count(*) over () as total
      from services where category in ('line_check', 'gse')) sv on sv.n = (a.id + k * 3) % sv.total
    where a.work_order like 'BENCH-%' and (k = 0 or a.id % 2 = 0)`);
  await db.execute(sql`insert into activity_assignments (activity_id, technician_id, role, planned_minutes, actual_minutes)
    select a.id, crew.id, case when j = 0 then 'lead' else 'support' end, 45 + (a.id % 4) * 15,
      case when a.status = 'completed' then 40 + (a.id % 7) * 10 end
    from activities a
    cross join generate_series(0, 1) j
    join ${benchCrew} crew on crew.home_station_id = a.station_id and crew.k = (a.id + j) % ${size.techniciansPerStation}
    where a.work_order like 'BENCH-%' and a.status <> 'cancelled' and (j = 0 or a.id % 2 = 1)`);
}
