import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../server/db/client';
import { createTestDatabase } from '../helper';

/** The demo's Resources tab (docs/modules/resource_allocation.md), read from the database every test file starts from. */
describe('demo resources', () => {
  let database: DatabaseHandle;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('every demo allocation is a booking over its activity, and jobs, reservations and a transfer hold resources', async () => {
    const [counts] = await rows<{
      unbooked: number;
      activity: number;
      on_call: number;
      de_icing: number;
      reservation: number;
      in_transit: number;
      transfer_bookings: number;
    }>(sql`
      select
        (select count(*) from activity_allocations al where not exists (select 1 from resource_bookings b where b.activity_allocation_id = al.id))::int as unbooked,
        count(*) filter (where purpose = 'activity')::int as activity,
        count(*) filter (where purpose = 'on_call')::int as on_call,
        count(*) filter (where purpose = 'de_icing')::int as de_icing,
        count(*) filter (where purpose = 'reservation')::int as reservation,
        (select count(*) from resource_transfers where status = 'in_transit' and arrives_at > now())::int as in_transit,
        count(*) filter (where purpose = 'transfer' and released_at is null)::int as transfer_bookings
      from resource_bookings`);
    expect(counts.unbooked).toBe(0);
    expect(counts.activity).toBeGreaterThan(20);
    expect(counts.on_call).toBeGreaterThan(5);
    expect(counts.de_icing).toBeGreaterThan(5);
    expect(counts.reservation).toBeGreaterThan(20);
    expect(counts.in_transit).toBe(1);
    expect(counts.transfer_bookings).toBe(1);
  });

  it('one tool is at the laboratory; one came back out of tolerance, quarantined, after several demo activities on several aircraft', async () => {
    const [out] = await rows<{ tools: number; open_trips: number }>(sql`
      select count(*) filter (where status = 'out_for_calibration')::int as tools,
        (select count(*) from tool_calibrations where returned_at is null)::int as open_trips
      from calibrated_tools`);
    expect(out).toEqual({ tools: 1, open_trips: 1 });
    const [found] = await rows<{ id: number; status: string; activities: number; registrations: number }>(sql`
      select c.id, c.status, count(distinct b.activity_id)::int as activities, count(distinct a.registration)::int as registrations
      from tool_calibrations tc
      join calibrated_tools c on c.id = tc.calibrated_tool_id
      join resource_bookings b on b.calibrated_tool_id = c.id and b.released_at is null and b.ends_at <= tc.sent_at
      join activities a on a.id = b.activity_id
      where tc.result = 'out_of_tolerance'
      group by c.id, c.status`);
    expect(found.status).toBe('quarantined');
    expect(found.activities).toBeGreaterThanOrEqual(3);
    expect(found.registrations).toBeGreaterThanOrEqual(2);
  });

  it('some resources are due or overdue: calibration, service and insurance', async () => {
    const [due] = await rows<{ calibration: number; service_overdue: number; insurance_soon: number }>(sql`
      select
        (select count(*) from calibrated_tools where next_due < current_date + 30)::int as calibration,
        (select count(*) from equipment where next_service_date < current_date)::int as service_overdue,
        (select count(*) from trucks where insurance_expiry < current_date + 30)::int as insurance_soon`);
    expect(due.calibration).toBeGreaterThan(0);
    expect(due.service_overdue).toBeGreaterThan(0);
    expect(due.insurance_soon).toBeGreaterThan(0);
  });
});
