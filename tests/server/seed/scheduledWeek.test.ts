import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../server/db/client';
import { daysFromToday } from '../../../server/db/seed/dates';
import { createTestDatabase } from '../helper';

/** The demo's planned week (docs/modules/scheduled.md), read from the database every test file starts from. */
describe('demo scheduled week', () => {
  let database: DatabaseHandle;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('plans seven days around today in every region, with a mix of statuses', async () => {
    const days = await rows<{ code: string; days: number; statuses: string[] }>(sql`
      select r.code, count(distinct a.local_date)::int as days, array_agg(distinct a.status order by a.status) as statuses
      from regions r join activities a on a.region_id = r.id
      where a.local_date between ${daysFromToday(-3)}::date and ${daysFromToday(3)}::date group by r.code order by r.code`);
    expect(days.map((d) => d.code)).toEqual(['EUR-N', 'EUR-W', 'NAM']);
    for (const region of days) {
      expect(region.days).toBe(7);
      expect(region.statuses).toEqual(expect.arrayContaining(['assigned', 'cancelled', 'completed', 'planned']));
    }
  });

  it('numbers every activity once and keeps one activity per schedule and date', async () => {
    const [counts] = await rows<{ total: number; orders: number; pairs: number }>(sql`
      select count(*)::int as total, count(distinct work_order)::int as orders,
             count(distinct (flight_schedule_id, local_date))::int as pairs from activities`);
    expect(counts.orders).toBe(counts.total);
    expect(counts.pairs).toBe(counts.total);
  });

  it('gives every region an override with its written reason, and a double booking for the planner to solve', async () => {
    const overrides = await rows<{ region_id: number; reason: string; rules: string[] }>(sql`
      select a.region_id, aa.override_reason as reason, aa.overridden_rules as rules
      from activity_assignments aa join activities a on a.id = aa.activity_id where aa.override_reason is not null`);
    expect(new Set(overrides.map((o) => o.region_id)).size).toBe(3);
    for (const o of overrides) {
      expect(o.reason.length).toBeGreaterThan(20);
      expect(o.rules).toEqual(['type_authorisation']);
    }
    const doubleBooked = await rows<{ region_id: number }>(sql`
      select distinct a.region_id from activity_assignments x
      join activities a on a.id = x.activity_id
      join activity_assignments y on y.technician_id = x.technician_id and y.activity_id <> x.activity_id
      join activities b on b.id = y.activity_id
      where a.sta_at < b.std_at and b.sta_at < a.std_at and a.status <> 'cancelled' and b.status <> 'cancelled'`);
    expect(doubleBooked).toHaveLength(3);
  });

  it('gives the signing technician months of completed past work: the recent experience 145.A.35(c) asks of a signer', async () => {
    // The week is planned around today; the only history before it is the signers' (seedExperienceHistory).
    const history = await rows<{ email: string | null; months: number }>(sql`
      select u.email, count(distinct to_char(a.local_date, 'YYYY-MM'))::int as months
      from activities a join activity_assignments aa on aa.activity_id = a.id
      join technicians t on t.id = aa.technician_id left join users u on u.id = t.user_id
      where a.local_date < ${daysFromToday(-3)}::date and a.status = 'completed' group by u.email`);
    expect(history).toEqual([{ email: 'tech@tarmac.test', months: 8 }]);
  });

  it('links tech@tarmac.test to a technician with open jobs today', async () => {
    const jobs = await rows<{ status: string }>(sql`
      select a.status from activities a
      join activity_assignments aa on aa.activity_id = a.id
      join technicians t on t.id = aa.technician_id
      join users u on u.id = t.user_id
      where u.email = 'tech@tarmac.test' and a.local_date = ${daysFromToday(0)}::date`);
    expect(jobs.filter((j) => j.status === 'assigned').length).toBeGreaterThanOrEqual(1);
  });

  it('completes finished work with its actual times and services done', async () => {
    const [finished] = await rows<{ missing_times: number; open_services: number }>(sql`
      select count(*) filter (where a.ata_at is null or a.atd_at is null)::int as missing_times,
             (select count(*) from activity_services s join activities c on c.id = s.activity_id
              where c.status = 'completed' and s.status <> 'done')::int as open_services
      from activities a where a.status = 'completed'`);
    expect(finished).toEqual({ missing_times: 0, open_services: 0 });
  });

  it('signs a few of the demo technician’s finished jobs, each certificate a PDF stored with its SHA-256', async () => {
    const signed = await rows<{ pdf: Buffer | Uint8Array; sha: string; status: string; email: string }>(sql`
      select f.bytes as pdf, r.pdf_sha256 as sha, a.status, u.email
      from activity_rts r join stored_files f on f.path = r.pdf_path join activities a on a.id = r.activity_id join users u on u.id = r.signed_by`);
    expect(signed.length).toBeGreaterThanOrEqual(1);
    for (const release of signed) {
      const pdf = Buffer.from(release.pdf);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(createHash('sha256').update(pdf).digest('hex')).toBe(release.sha);
      expect(release).toMatchObject({ status: 'completed', email: 'tech@tarmac.test' });
    }
  });

  it('keeps training records for the mandatory courses, some expired', async () => {
    const [records] = await rows<{ total: number; expired: number }>(sql`
      select count(*)::int as total, count(*) filter (where expires_on < current_date)::int as expired from technician_courses`);
    expect(records.total).toBeGreaterThan(100);
    expect(records.expired).toBeGreaterThan(0);
  });
});
