import { sql } from 'drizzle-orm';
import type { SeedDb } from '../types';

/**
 * The demo week's jobs hold their resources: a torque wrench on every other activity
 * of its station and a ground power unit on every third, each a booking over the activity's window;
 * the on-call vans from dispatch to completion (or ETA + 4 h); the de-icing trucks over their
 * treatments. A booking that would overlap an earlier one is skipped (ON CONFLICT DO NOTHING on the
 * exclusion constraint), and so is its allocation: the demo never double-books.
 */
export async function seedJobBookings(tx: SeedDb): Promise<void> {
  await tx.execute(sql`
    insert into activity_allocations (activity_id, kind, calibrated_tool_id, equipment_id)
    select activity_id, kind, tool_id, equipment_id from (
      select a.id as activity_id, 'calibrated_tool' as kind, c.id as tool_id, null::integer as equipment_id,
        row_number() over (partition by c.id order by coalesce(a.sta_at, a.std_at), a.id) as n
      from activities a
      join calibrated_tools c on c.station_id = a.station_id and c.tool_no like 'TW-%-001' and c.status = 'in_service' and c.next_due >= a.local_date
      where a.status <> 'cancelled'
      union all
      select a.id, 'equipment', null, e.id,
        row_number() over (partition by e.id order by coalesce(a.sta_at, a.std_at), a.id)
      from activities a
      join equipment e on e.station_id = a.station_id and e.asset_no like 'GSE-%-001' and e.status = 'serviceable'
        and (e.next_service_date is null or e.next_service_date >= a.local_date)
      where a.status <> 'cancelled'
    ) picked
    where (kind = 'calibrated_tool' and n % 2 = 1) or (kind = 'equipment' and n % 3 = 0)
    order by activity_id`);
  await tx.execute(sql`
    insert into resource_bookings (region_id, station_id, kind, truck_id, equipment_id, calibrated_tool_id, starts_at, ends_at, purpose, activity_allocation_id, activity_id)
    select a.region_id, coalesce(e.station_id, c.station_id), al.kind, al.truck_id, al.equipment_id, al.calibrated_tool_id,
      w.starts_at, greatest(w.ends_at, w.starts_at + interval '1 minute'), 'activity', al.id, a.id
    from activity_allocations al
    join activities a on a.id = al.activity_id
    left join equipment e on e.id = al.equipment_id
    left join calibrated_tools c on c.id = al.calibrated_tool_id
    cross join lateral (
      select coalesce(a.ata_at, a.eta_at, a.sta_at, coalesce(a.atd_at, a.etd_at, a.std_at) - interval '1 hour') as starts_at,
             coalesce(a.atd_at, a.etd_at, a.std_at, coalesce(a.ata_at, a.eta_at, a.sta_at) + interval '1 hour') as ends_at
    ) w
    where not exists (select 1 from resource_bookings b where b.activity_allocation_id = al.id)
    order by w.starts_at, al.id
    on conflict do nothing`);
  await tx.execute(sql`
    delete from activity_allocations al where not exists (select 1 from resource_bookings b where b.activity_allocation_id = al.id)`);
  await tx.execute(sql`
    insert into resource_bookings (region_id, station_id, kind, truck_id, starts_at, ends_at, purpose, on_call_request_id)
    select o.region_id, t.station_id, 'truck', o.truck_id, o.dispatched_at,
      greatest(coalesce(o.completed_at, o.eta_at + interval '4 hours', o.dispatched_at + interval '4 hours'), o.dispatched_at + interval '1 minute'), 'on_call', o.id
    from on_call_requests o join trucks t on t.id = o.truck_id
    where o.dispatched_at is not null and o.status <> 'cancelled'
    order by o.dispatched_at, o.id
    on conflict do nothing`);
  await tx.execute(sql`
    insert into resource_bookings (region_id, station_id, kind, truck_id, starts_at, ends_at, purpose, de_icing_treatment_id)
    select d.region_id, t.station_id, 'truck', d.truck_id, w.starts_at, greatest(w.ends_at, w.starts_at + interval '1 minute'), 'de_icing', d.id
    from de_icing_treatments d
    join trucks t on t.id = d.truck_id
    cross join lateral (
      select min(s.started_at) as starts_at, max(coalesce(s.ended_at, s.started_at + interval '15 minutes')) as ends_at from de_icing_steps s where s.treatment_id = d.id
    ) w
    where d.status <> 'cancelled' and w.starts_at is not null
    order by w.starts_at, d.id
    on conflict do nothing`);
}
