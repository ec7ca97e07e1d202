import { sql } from 'drizzle-orm';
import type { SeedDb } from '../types';

const hours = (now: Date, h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();

/**
 * What the Resources tab shows beyond the jobs: line-check reservations of a nitrogen
 * cart for each morning of the demo week, a service van on the road to another station, a pressure
 * gauge at the laboratory, and a torque wrench just found out of tolerance after several demo
 * activities — so its list of affected aircraft is one click away.
 */
export async function seedResourceEvents(tx: SeedDb, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into resource_bookings (region_id, station_id, kind, equipment_id, starts_at, ends_at, purpose, note)
    select e.region_id, e.station_id, 'equipment', e.id, day + interval '5 hours', day + interval '7 hours', 'reservation', 'Line check support'
    from equipment e
    cross join generate_series(date_trunc('day', ${hours(now, -72)}::timestamptz), date_trunc('day', ${hours(now, 72)}::timestamptz), interval '1 day') as day
    where e.asset_no like 'GSE-%-003' and e.status = 'serviceable'
    order by e.id, day
    on conflict do nothing`);

  // The first service van free for the next hours that has another station in its region to go to.
  await tx.execute(sql`
    with van as (
      select t.id, t.region_id, t.station_id,
        (select s2.id from stations s2 where s2.region_id = t.region_id and s2.id <> t.station_id order by s2.id limit 1) as to_station_id
      from trucks t
      where t.type = 'service_van' and t.status = 'serviceable'
        and not exists (select 1 from resource_bookings b where b.truck_id = t.id and b.released_at is null
          and b.starts_at < ${hours(now, 6)}::timestamptz and b.ends_at > ${hours(now, -2)}::timestamptz)
      order by t.id limit 1
    ), moved as (
      insert into resource_transfers (region_id, to_region_id, kind, truck_id, from_station_id, to_station_id, departs_at, arrives_at, status, note)
      select region_id, region_id, 'truck', id, station_id, to_station_id, ${hours(now, -2)}::timestamptz, ${hours(now, 6)}::timestamptz, 'in_transit', 'Cover for the winter schedule'
      from van where to_station_id is not null
      returning id, region_id, from_station_id, truck_id, departs_at, arrives_at
    )
    insert into resource_bookings (region_id, station_id, kind, truck_id, starts_at, ends_at, purpose, resource_transfer_id)
    select region_id, from_station_id, 'truck', truck_id, departs_at, arrives_at, 'transfer', id from moved`);

  // A pressure gauge left for the laboratory three days ago.
  await tx.execute(sql`
    with gauge as (
      select id, region_id, calibration_provider from calibrated_tools where tool_no like 'PG-%-003' and status = 'in_service' order by id limit 1
    ), sent as (
      update calibrated_tools c set status = 'out_for_calibration' from gauge where c.id = gauge.id returning c.id
    )
    insert into tool_calibrations (region_id, calibrated_tool_id, sent_at, provider)
    select gauge.region_id, gauge.id, ${hours(now, -72)}::timestamptz, gauge.calibration_provider from gauge join sent on sent.id = gauge.id`);

  await seedOutOfTolerance(tx, now);
}

/**
 * The torque wrench used on the most demo activities so far went to the laboratory yesterday and came
 * back out of tolerance this morning: quarantined, its later allocations withdrawn, its history a
 * good calibration then the finding.
 */
async function seedOutOfTolerance(tx: SeedDb, now: Date): Promise<void> {
  const sentAt = hours(now, -20);
  const { rows } = (await tx.execute(sql`
    select c.id, c.region_id, to_char(c.last_calibrated, 'YYYY-MM-DD') as last_calibrated, c.calibration_certificate, c.calibration_provider
    from calibrated_tools c
    join resource_bookings b on b.calibrated_tool_id = c.id and b.purpose = 'activity' and b.released_at is null and b.ends_at <= ${sentAt}::timestamptz
    where c.tool_no like 'TW-%-001' and c.status = 'in_service'
    group by c.id, c.region_id, c.last_calibrated, c.calibration_certificate, c.calibration_provider order by count(*) desc, c.id limit 1`)) as {
    rows: { id: number; region_id: number; last_calibrated: string; calibration_certificate: string; calibration_provider: string }[];
  };
  const [tool] = rows;
  if (!tool) return;
  await tx.execute(sql`
    delete from activity_allocations al using resource_bookings b
    where b.activity_allocation_id = al.id and b.calibrated_tool_id = ${tool.id} and b.ends_at > ${sentAt}::timestamptz`);
  await tx.execute(sql`
    insert into tool_calibrations (region_id, calibrated_tool_id, sent_at, provider, returned_at, calibrated_on, certificate, result, remarks)
    values
      (${tool.region_id}, ${tool.id}, ${tool.last_calibrated}::date - 3, ${tool.calibration_provider}, ${tool.last_calibrated}::date, ${tool.last_calibrated}::date, ${tool.calibration_certificate}, 'in_tolerance', null),
      (${tool.region_id}, ${tool.id}, ${sentAt}::timestamptz, ${tool.calibration_provider}, ${hours(now, -2)}::timestamptz, ${hours(now, -2)}::timestamptz::date,
       ${`${tool.calibration_certificate}-R`}, 'out_of_tolerance', 'As found: reads 8 % high at 60 Nm; adjusted, work since the last calibration under review')`);
  await tx.execute(sql`
    update calibrated_tools set status = 'quarantined', last_calibrated = ${hours(now, -2)}::timestamptz::date, calibration_certificate = ${`${tool.calibration_certificate}-R`}
    where id = ${tool.id}`);
}
