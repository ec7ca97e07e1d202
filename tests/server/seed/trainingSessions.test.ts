import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../server/db/client';
import { createTestDatabase } from '../helper';

/** The demo's training sessions (docs/modules/training.md), read from the database every test file starts from. */
describe('demo training sessions', () => {
  let database: DatabaseHandle;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('gives every region past sessions with results and future ones to enrol on', async () => {
    const regions = await rows<{ code: string; statuses: string[]; past: number; future: number }>(sql`
      select r.code, array_agg(distinct s.status order by s.status) as statuses,
             count(*) filter (where s.ends_at < now())::int as past, count(*) filter (where s.starts_at > now())::int as future
      from regions r join training_activities s on s.region_id = r.id group by r.code order by r.code`);
    expect(regions.map((r) => r.code)).toEqual(['EUR-N', 'EUR-W', 'NAM']);
    for (const region of regions) {
      expect(region.statuses).toEqual(['cancelled', 'completed', 'open', 'planned']);
      expect(region.past).toBeGreaterThan(0);
      expect(region.future).toBeGreaterThan(0);
    }
  });

  it('every pass is the technician’s course record with its certificate number; fails and absences leave none', async () => {
    const [counts] = await rows<{ passes: number; linked: number; others: number; others_linked: number }>(sql`
      select count(*) filter (where a.result = 'pass')::int as passes,
             count(tc.id) filter (where a.result = 'pass' and tc.certificate_no = a.certificate_no and tc.completed_on = a.completed_on)::int as linked,
             count(*) filter (where a.result in ('fail', 'absent'))::int as others,
             count(tc.id) filter (where a.result is distinct from 'pass')::int as others_linked
      from training_attendees a left join technician_courses tc on tc.training_attendee_id = a.id`);
    expect(counts.passes).toBeGreaterThan(0);
    expect(counts.linked).toBe(counts.passes);
    expect(counts.others).toBeGreaterThan(0);
    expect(counts.others_linked).toBe(0);
  });

  it('keeps technicians with courses expiring within 30 and 60 days and expired ones', async () => {
    const [states] = await rows<{ expired: number; within30: number; within60: number }>(sql`
      select count(*) filter (where held.expires_on < current_date)::int as expired,
             count(*) filter (where held.expires_on between current_date and current_date + 30)::int as within30,
             count(*) filter (where held.expires_on between current_date + 31 and current_date + 60)::int as within60
      from (select technician_id, course_id, max(expires_on) as expires_on from technician_courses group by technician_id, course_id) held`);
    expect(states.expired).toBeGreaterThan(0);
    expect(states.within30).toBeGreaterThan(0);
    expect(states.within60).toBeGreaterThan(0);
  });
});
