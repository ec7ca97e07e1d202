import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { benchCrew } from './seedWork';
import type { YearSize } from './yearSize';
import { yearDays } from './yearSize';

/**
 * The year's de-icing treatments at the de-icing stations, each with its crew member and its fluid
 * steps: two in three are two-step (Type I at 50 % then Type IV neat), the rest one-step Type I.
 * They are spread over the whole year, not only the winter: the bench measures a quarter, and a
 * summer quarter with no treatments would time an empty report.
 */
export async function seedDeIcing(db: Database, size: YearSize): Promise<void> {
  const n = size.treatments;
  await db.execute(sql`insert into de_icing_treatments (region_id, station_id, local_date, customer_id, flight_no, aircraft_type_id,
      registration, status, oat_c, precipitation, intensity, procedure, final_step_started_at, checked_at, remarks)
    select s.region_id, s.id, r.at::date, c.id, 'BF' || (100 + g % 900), ty.id, 'BN-' || g % 5000, 'completed',
      -1 - g % 12, (array['snow','frost','freezing_fog','freezing_drizzle'])[1 + g % 4], 'light',
      case when g % 3 = 0 then 'one_step' else 'two_step' end, r.at, r.at + interval '12 minutes', 'bench'
    from generate_series(0, ${n - 1}) g
    cross join lateral (select now() - interval '${sql.raw(String(yearDays))} days' + (g::float8 * ${yearDays} / ${n}) * interval '1 day' as at) r
    join (select id, region_id, row_number() over (order by id) - 1 as n, count(*) over () as total
      from stations where active and de_icing) s on s.n = g % s.total
    join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from customers) c on c.n = (g / 3) % c.total
    join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from aircraft_type) ty on ty.n = (g / 5) % ty.total`);
  await db.execute(sql`insert into de_icing_steps (treatment_id, position, purpose, fluid_id, fluid_type, concentration, litres, started_at, ended_at)
    select t.id, step.position, step.purpose, f.id, f.fluid_type, step.concentration, step.litres,
      t.final_step_started_at - step.before, t.final_step_started_at - step.before + interval '4 minutes'
    from de_icing_treatments t
    cross join lateral (values
      (1, case when t.procedure = 'one_step' then 'anti_icing' else 'de_icing' end, 'I', 50, 150 + t.id % 200, case when t.procedure = 'one_step' then interval '0' else interval '5 minutes' end),
      (2, 'anti_icing', 'IV', 100, 80 + t.id % 120, interval '0')) step(position, purpose, fluid_type, concentration, litres, before)
    join lateral (select id, fluid_type from de_icing_fluids where fluid_type = step.fluid_type order by id limit 1) f on true
    where t.remarks = 'bench' and (step.position = 1 or t.procedure = 'two_step')`);
  await db.execute(sql`insert into de_icing_operators (treatment_id, technician_id)
    select t.id, crew.id from de_icing_treatments t
    join ${benchCrew} crew on crew.home_station_id = t.station_id and crew.k = t.id % ${size.techniciansPerStation}
    where t.remarks = 'bench'`);
}
