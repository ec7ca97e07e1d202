import { sql } from 'drizzle-orm';
import type { SeedDb } from '../types';

/** Months of history before the planned week: more than the six 145.A.35(c) asks within two years. */
export const historyMonths = 8;

/**
 * The recorded work behind the demo's releases to service: certifying staff need six months of
 * experience in the two years before they sign (145.A.35(c), docs/modules/scheduled.md). The demo
 * technicians who sign (those with an account) get one completed job a month over the last eight
 * months — a copy of their first completed job of the week, a month further back each time, with
 * its services done — so the signed releases and the RTS panel show a signer who qualifies.
 */
export async function seedExperienceHistory(tx: SeedDb): Promise<void> {
  const shift = (column: string) => sql.raw(`a.${column} - make_interval(months => m.n)`);
  await tx.execute(sql`
    with first_job as (
      select distinct on (x.technician_id) x.technician_id, a.*
        from activity_assignments x
        join activities a on a.id = x.activity_id
        join technicians t on t.id = x.technician_id
       where t.user_id is not null and a.status = 'completed'
       order by x.technician_id, a.sta_at, a.id),
    history as (
      insert into activities (region_id, station_id, local_date, customer_id, flight_schedule_id, inbound_flight_no,
                              outbound_flight_no, aircraft_type_id, registration, sta_at, std_at, ata_at, atd_at, status, work_order)
      select a.region_id, a.station_id, (${shift('local_date')})::date, a.customer_id, a.flight_schedule_id, a.inbound_flight_no,
             a.outbound_flight_no, a.aircraft_type_id, a.registration, ${shift('sta_at')}, ${shift('std_at')},
             ${shift('ata_at')}, ${shift('atd_at')}, 'completed', a.work_order || '-H' || m.n
        from first_job a cross join generate_series(1, ${historyMonths}) m(n)
      returning id, work_order, atd_at),
    assigned as (
      insert into activity_assignments (activity_id, technician_id, role, planned_minutes)
      select h.id, a.technician_id, 'lead',
             (select coalesce(sum(s.standard_minutes), 0) from activity_services s where s.activity_id = a.id)
        from history h join first_job a on h.work_order like a.work_order || '-H%')
    insert into activity_services (activity_id, service_id, status, standard_minutes, completed_at)
    select h.id, s.service_id, 'done', s.standard_minutes, h.atd_at
      from history h join first_job a on h.work_order like a.work_order || '-H%'
      join activity_services s on s.activity_id = a.id`);
}
