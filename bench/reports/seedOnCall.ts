import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { benchCrew } from './seedWork';
import type { YearSize } from './yearSize';
import { yearDays } from './yearSize';

/**
 * The year's on-call requests, evenly in time: dispatched from a station to its own airport or
 * along one of its road trips, each priority in turn, on site after the travel plus a spread that
 * puts some beyond the customer's target; 1 in 25 cancelled. Each has one or two technicians of the
 * station with worked minutes, and per technician a meal and the mileage as expenses.
 */
export async function seedOnCall(db: Database, size: YearSize): Promise<void> {
  const n = size.onCallRequests;
  await db.execute(sql`insert into on_call_requests (region_id, request_no, customer_id, airport_id, station_id, aircraft_type_id,
      registration, flight_no, caller_name, caller_phone, priority, defect, status, requested_at, road_trip_id, eta_at, travel_km,
      dispatched_at, en_route_at, on_site_at, completed_at, closed_at, cancelled_at, cancel_reason, first_time_fix)
    select t.region_id, 'BENCH-OC-' || g, c.id, t.airport_id, t.station_id, ty.id, 'BN-' || g % 5000, 'BF' || (100 + g % 900),
      'Bench caller', '+00 0000 0000', (array['aog','urgent','routine'])[1 + g % 3], 'Bench defect', 
      case when g % 25 = 0 then 'cancelled' else 'closed' end, r.at, t.road_trip_id,
      r.at + make_interval(mins => 10 + t.minutes), t.km,
      case when g % 25 <> 0 then r.at + make_interval(mins => 5 + g % 20) end,
      case when g % 25 <> 0 then r.at + make_interval(mins => 10 + g % 20) end,
      case when g % 25 <> 0 then r.at + make_interval(mins => 15 + g % 20 + t.minutes + (g % 11) * 20) end,
      case when g % 25 <> 0 then r.at + make_interval(mins => 75 + g % 20 + t.minutes + (g % 11) * 20 + g % 180) end,
      case when g % 25 <> 0 then r.at + make_interval(mins => 105 + g % 20 + t.minutes + (g % 11) * 20 + g % 180) end,
      case when g % 25 = 0 then r.at + interval '10 minutes' end,
      case when g % 25 = 0 then 'Bench: fixed by the crew' end,
      case when g % 25 <> 0 then g % 6 <> 0 end
    from generate_series(0, ${n - 1}) g
    cross join lateral (select now() - interval '${sql.raw(String(yearDays))} days' + (g::float8 * ${yearDays} / ${n}) * interval '1 day' as at) r
    join (select row_number() over (order by station_id, road_trip_id nulls first) - 1 as n, count(*) over () as total, *
      from (select s.region_id, s.id as station_id, s.airport_id, null::int as road_trip_id, 15 as minutes, 5.0 as km from stations s where s.active
        union all
        select s.region_id, s.id, rt.to_airport_id, rt.id, rt.typical_minutes, rt.distance_km::numeric
        from road_trips rt join stations s on s.id = rt.from_station_id where s.active) targets) t on t.n = g % t.total
    join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from customers) c on c.n = (g / 5) % c.total
    join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from aircraft_type) ty on ty.n = (g / 2) % ty.total`);
  await db.execute(sql`insert into on_call_technicians (request_id, technician_id, role, worked_minutes)
    select r.id, crew.id, case when j = 0 then 'lead' else 'support' end,
      (extract(epoch from r.completed_at - r.dispatched_at) / 60)::int
    from on_call_requests r
    cross join generate_series(0, 1) j
    join ${benchCrew} crew on crew.home_station_id = r.station_id and crew.k = (r.id + j) % ${size.techniciansPerStation}
    where r.request_no like 'BENCH-OC-%' and r.status <> 'cancelled' and (j = 0 or r.id % 2 = 0)`);
  await db.execute(sql`insert into on_call_expenses (request_id, expense_id, technician_id, quantity, rate, amount, currency, incurred_at)
    select r.id, e.id, ot.technician_id, q.quantity, e.default_rate, round(q.quantity * e.default_rate, 2), e.currency, r.on_site_at
    from on_call_requests r
    join on_call_technicians ot on ot.request_id = r.id
    join expenses e on e.code in ('MEAL', 'MILEAGE')
    cross join lateral (select case when e.code = 'MILEAGE' then greatest(1, 2 * coalesce(r.travel_km, 5)) else 1 end as quantity) q
    where r.request_no like 'BENCH-OC-%'`);
}
