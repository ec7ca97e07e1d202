import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { MemoReceipts, HomeDay } from '../../../../model/modules/home/homeDay';
import { auditLog, memos, users } from '../../../../server/db/schema';
import { createTestApp, insertUser, type TestApp } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from '../scheduled/fixtures';
import { newTechnician } from '../scheduled/workFixtures';
import { homeAs, type HomeApi } from './homeFixtures';

/**
 * Memos (docs/modules/home.md) valid that day to read and, where required, acknowledge; the
 * acknowledgements kept and reportable to those who manage memos.
 */
let t: TestApp;
let c: ScheduledContext;
let tech: HomeApi;
let supervisor: HomeApi;
const day = '2036-05-12';
const memo: Record<string, number> = {};

async function insertMemo(name: string, values: Partial<typeof memos.$inferInsert>) {
  const [row] = await t.database.db
    .insert(memos)
    .values({ region_id: c.regionId, title: `Memo ${name}`, body: `About ${name}.`, valid_from: '2036-05-01', ...values })
    .returning({ id: memos.id });
  memo[name] = row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  [tech, supervisor] = await Promise.all([homeAs(t, 'tech@tarmac.test'), homeAs(t, 'supervisor@tarmac.test')]);
  await insertMemo('holdover', { acknowledgement_required: true, priority: 'urgent' });
  await insertMemo('company', { region_id: null, valid_to: '2036-05-31' });
  await insertMemo('station', { station_id: c.station.CDG, priority: 'important' });
  await insertMemo('abroad', { region_id: c.otherRegionId, acknowledgement_required: true });
  await insertMemo('expired', { valid_from: '2036-04-01', valid_to: '2036-05-11' });
  await insertMemo('later', { valid_from: '2036-05-13' });
});
afterAll(() => t.close());

const memosOf = async (api: HomeApi) => ((await api.homeDay(day)).json() as HomeDay).memos;

describe('memos on What’s up', () => {
  it('lists those valid that day for the region, its stations and every region; to act on first', async () => {
    const list = (await memosOf(tech)).filter((m) => Object.values(memo).includes(m.id));
    expect(list.map((m) => m.id)).toEqual([memo.holdover, memo.station, memo.company]);
    expect(list[1]).toMatchObject({ station_code: 'CDG', read_at: null, acknowledged_at: null });
    expect(list[2]).toMatchObject({ region_id: null, valid_to: '2036-05-31' });
  });

  it('shows a station’s memo to everyone of the region but technicians based at another station', async () => {
    const userId = await insertUser(t, { email: 'ams.tech@tarmac.test', role_id: 4, regions: ['EUR-W'] });
    await newTechnician(t, c, { name: 'Amsterdam Tech', station: 'AMS', userId });
    const elsewhere = await homeAs(t, 'ams.tech@tarmac.test');
    expect((await memosOf(elsewhere)).map((m) => m.id)).not.toContain(memo.station);
    expect((await memosOf(supervisor)).map((m) => m.id)).toContain(memo.station);
    const report = (await supervisor.receipts(memo.station)).json() as MemoReceipts;
    expect(report.people.map((person) => person.email)).toEqual(expect.arrayContaining(['tech@tarmac.test', 'supervisor@tarmac.test']));
    expect(report.people.map((person) => person.email)).not.toContain('ams.tech@tarmac.test');
  });

  it('marks a memo read once; reading again keeps the first time', async () => {
    const first = await tech.read(memo.company);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ memo_id: memo.company, read_at: expect.any(String), acknowledged_at: null });
    const again = await tech.read(memo.company);
    expect(again.json().read_at).toBe(first.json().read_at);
    const shown = (await memosOf(tech)).find((m) => m.id === memo.company)!;
    expect(shown.read_at).toBe(first.json().read_at);
  });

  it('acknowledges a memo that asks for it, once; one that does not is a 422', async () => {
    const refused = await tech.acknowledge(memo.company);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: expect.any(String), errors: { acknowledgement_required: [expect.any(String)] } });
    const done = await tech.acknowledge(memo.holdover);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ read_at: expect.any(String), acknowledged_at: expect.any(String) });
    expect((await tech.acknowledge(memo.holdover)).json().acknowledged_at).toBe(done.json().acknowledged_at);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'tech@tarmac.test'));
    const audited = await t.database.db
      .select({ action: auditLog.action, record: auditLog.record_id })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'memo_receipts'), eq(auditLog.user_id, user.id)));
    expect(audited).toEqual(
      expect.arrayContaining([
        { action: 'read', record: String(memo.company) },
        { action: 'acknowledge', record: String(memo.holdover) },
      ]),
    );
    expect(audited).toHaveLength(2);
  });

  it('answers 404 for a memo of another region and for ids that name nothing', async () => {
    expect((await tech.read(memo.abroad)).statusCode).toBe(404);
    expect((await tech.acknowledge(memo.abroad)).statusCode).toBe(404);
    expect((await tech.read(999_999)).statusCode).toBe(404);
    expect((await tech.read('first')).statusCode).toBe(404);
  });
});

describe('GET /api/memos/:id/receipts', () => {
  it('reports who of the region read and acknowledged, and who has not, to those who manage memos', async () => {
    const res = await supervisor.receipts(memo.holdover);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as MemoReceipts;
    expect(report).toMatchObject({
      memo_id: memo.holdover,
      acknowledgement_required: true,
      region_id: c.regionId,
      read: 1,
      acknowledged: 1,
    });
    const byEmail = Object.fromEntries(report.people.map((person) => [person.email, person]));
    expect(byEmail['tech@tarmac.test']).toMatchObject({
      in_audience: true,
      read_at: expect.any(String),
      acknowledged_at: expect.any(String),
    });
    expect(byEmail['supervisor@tarmac.test']).toMatchObject({ in_audience: true, read_at: null, acknowledged_at: null });
    expect(byEmail['viewer@tarmac.test']).toBeUndefined();
    expect(report.audience).toBe(report.people.filter((person) => person.in_audience).length);
    // Those still to acknowledge come first.
    expect(report.people.at(-1)!.email).toBe('tech@tarmac.test');
  });

  it('is refused to a technician, who reads no Settings (403), and answers 404 outside the active region', async () => {
    expect((await tech.receipts(memo.holdover)).statusCode).toBe(403);
    expect((await supervisor.receipts(memo.abroad)).statusCode).toBe(404);
    expect((await supervisor.receipts(999_999)).statusCode).toBe(404);
  });

  it('takes the caller’s active region as the audience of a memo for every region', async () => {
    const report = (await supervisor.receipts(memo.company)).json() as MemoReceipts;
    expect(report.region_id).toBe(c.regionId);
    expect(report.people.find((person) => person.email === 'tech@tarmac.test')).toMatchObject({ read_at: expect.any(String) });
  });
});
