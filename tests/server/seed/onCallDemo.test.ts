import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../server/db/client';
import { detectCertificateType } from '../../../server/media/certificateUpload';
import { createTestDatabase } from '../helper';

/** The demo's on-call requests (docs/modules/on_call.md), read from the database every test file starts from. */
describe('demo on-call requests', () => {
  let database: DatabaseHandle;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('gives every region a fortnight of calls, most closed, a few cancelled, and 2–4 open today in different statuses', async () => {
    const regions = await rows<{
      code: string;
      days: number;
      closed: number;
      cancelled: number;
      total: number;
      open_statuses: string[];
      open: number;
    }>(sql`
      select r.code, count(distinct o.requested_at::date)::int as days, count(*)::int as total,
             count(*) filter (where o.status = 'closed')::int as closed, count(*) filter (where o.status = 'cancelled')::int as cancelled,
             count(*) filter (where o.status not in ('closed', 'cancelled', 'completed'))::int as open,
             array_agg(distinct o.status) filter (where o.status not in ('closed', 'cancelled', 'completed')) as open_statuses
      from regions r join on_call_requests o on o.region_id = r.id group by r.code order by r.code`);
    expect(regions.map((r) => r.code)).toEqual(['EUR-N', 'EUR-W', 'NAM']);
    for (const region of regions) {
      expect(region.days).toBeGreaterThanOrEqual(14);
      expect(region.closed / region.total).toBeGreaterThan(0.6);
      expect(region.cancelled).toBeGreaterThan(0);
      expect(region.open).toBeGreaterThanOrEqual(2);
      expect(region.open).toBeLessThanOrEqual(4);
      expect(region.open_statuses.length).toBe(region.open);
    }
  });

  it('steps run in order, dispatch 5–25 minutes after the call, the ETA by the road trip when there is one; some are late', async () => {
    const [check] = await rows<{
      disorder: number;
      slow_dispatch: number;
      trip_eta_off: number;
      late: number;
      events_off: number;
      customer_targets: number;
    }>(sql`
      select
        count(*) filter (where not (dispatched_at >= requested_at and coalesce(en_route_at, dispatched_at) >= dispatched_at and coalesce(on_site_at, en_route_at, dispatched_at) >= coalesce(en_route_at, dispatched_at)
          and coalesce(completed_at, on_site_at) >= on_site_at and coalesce(closed_at, completed_at) >= completed_at and coalesce(on_site_at, now()) <= now())
          and dispatched_at is not null and completed_at is not null)::int as disorder,
        count(*) filter (where dispatched_at is not null and status <> 'cancelled' and requested_at < now() - interval '1 day'
          and (dispatched_at - requested_at < interval '5 minutes' or dispatched_at - requested_at > interval '25 minutes'))::int as slow_dispatch,
        count(*) filter (where road_trip_id is not null and eta_at <> dispatched_at + make_interval(mins => (select t.typical_minutes from road_trips t where t.id = road_trip_id)))::int as trip_eta_off,
        count(*) filter (where on_site_at - requested_at > make_interval(mins => (select case priority when 'aog' then c.response_target_aog_minutes when 'urgent' then c.response_target_urgent_minutes else c.response_target_routine_minutes end from customers c where c.id = customer_id)))::int as late,
        count(*) filter (where (select count(*) from on_call_events e where e.request_id = o.id) < 1)::int as events_off,
        (select count(distinct response_target_aog_minutes) from customers)::int as customer_targets
      from on_call_requests o`);
    expect(check).toMatchObject({ disorder: 0, slow_dispatch: 0, trip_eta_off: 0, events_off: 0 });
    expect(check.late).toBeGreaterThan(0);
    expect(check.customer_targets).toBeGreaterThan(2);
  });

  it('numbers calls as the desk does, and every receipt is a PDF the upload would accept', async () => {
    const numbers = await rows<{ request_no: string }>(sql`select request_no from on_call_requests`);
    for (const { request_no } of numbers) expect(request_no).toMatch(/^(AOG|URGENT|ROUTINE)-[A-Z]{3}-\d{6}-\d{2}$/);
    const receipts = await rows<{ file: Buffer | Uint8Array }>(
      sql`select f.bytes as file from on_call_expenses e join stored_files f on f.path = e.receipt_path`,
    );
    expect(receipts.length).toBeGreaterThan(0);
    for (const { file } of receipts) expect(detectCertificateType(Buffer.from(file))).toBe('application/pdf');
    const [{ crewed }] = await rows<{ crewed: number }>(
      sql`select count(*)::int as crewed from on_call_requests o where station_id is not null and exists (select 1 from on_call_technicians t where t.request_id = o.id)`,
    );
    expect(crewed).toBeGreaterThan(50);
  });
});
