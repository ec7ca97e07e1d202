import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIds } from '../../../../model/roles';
import { activityAssignments, auditLog } from '../../../../server/db/schema';
import { createTestApp, insertUser, type TestApp } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from './fixtures';
import { newActivity, newTechnician, workAs, type WorkApi } from './workFixtures';

/**
 * Auto-assign (docs/modules/scheduled.md) through the API: POST /api/activities/auto_assign — a dry run writes nothing, applying
 * assigns the same proposal in one transaction and audits it once, the caller's region only.
 */
let t: TestApp;
let c: ScheduledContext;
let admin: WorkApi;
let planner: WorkApi;

type Proposal = {
  activity_id: number;
  technician_id: number;
  technician_name: string;
  role: string;
  work_order: string;
  start: string;
  end: string;
};
type Answer = {
  proposals: Proposal[];
  unassigned: { activity_id: number; role: string; reason: string; rules: { rule: string; count: number }[] }[];
  figures: { seats: number; filled: number; upper_bound: number; ms: number };
  applied?: number;
  skipped?: unknown[];
};

const autoAssign = (api: WorkApi, body: Record<string, unknown>) => t.send('POST', '/api/activities/auto_assign', api.headers, body);
const assignmentsOf = (ids: number[]) =>
  t.database.db.select().from(activityAssignments).where(inArray(activityAssignments.activity_id, ids));
const autoAssignAudits = (date: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'auto_assign'), eq(auditLog.resource, 'activities')))
    .then((rows) => rows.filter((row) => row.record_id?.endsWith(`:${date}`)));

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  [admin, planner] = await Promise.all(['admin@tarmac.test', 'planner@tarmac.test'].map((email) => workAs(t, email)));
});
afterAll(() => t.close());

describe('POST /api/activities/auto_assign', () => {
  it('dry run proposes a crew for every open seat, never two overlapping jobs for one technician, and writes nothing', async () => {
    const date = '2036-07-01';
    const day = [
      await newActivity(admin, c, { station: 'ORY', date, sta: '10:00', std: '11:00' }),
      await newActivity(admin, c, { station: 'ORY', date, sta: '10:30', std: '11:30' }),
      await newActivity(admin, c, { station: 'ORY', date, sta: '14:00', std: '15:00' }),
    ];
    const people = [await newTechnician(t, c, { station: 'ORY' }), await newTechnician(t, c, { station: 'ORY' })];
    const res = await autoAssign(planner, { date, station_id: c.station.ORY, dry_run: true });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Answer;
    expect(answer.figures).toMatchObject({ seats: 3, filled: 3, upper_bound: 3 });
    expect(answer.proposals.map((p) => p.activity_id).sort()).toEqual(day.map((a) => a.id).sort());
    expect(answer.proposals.every((p) => p.role === 'lead' && p.technician_name && p.work_order.startsWith('ORY-'))).toBe(true);
    const [first, second] = day.map((a) => answer.proposals.find((p) => p.activity_id === a.id)!);
    expect(first.technician_id).not.toBe(second.technician_id);
    expect(people).toContain(first.technician_id);
    expect(await assignmentsOf(day.map((a) => a.id))).toEqual([]);
    expect(await autoAssignAudits(date)).toEqual([]);
  });

  it('applies the same proposal in one transaction through the manual path (status follows, each assignment audited) and audits the whole once', async () => {
    const date = '2036-07-02';
    const day = [
      await newActivity(admin, c, { station: 'ORY', date, sta: '08:00', std: '09:00' }),
      await newActivity(admin, c, { station: 'ORY', date, sta: '12:00', std: '13:00' }),
    ];
    await newTechnician(t, c, { station: 'ORY' });
    const body = { date, station_id: c.station.ORY };
    const dry = (await autoAssign(planner, { ...body, dry_run: true })).json() as Answer;
    const res = await autoAssign(planner, { ...body, dry_run: false });
    expect(res.statusCode, res.body).toBe(200);
    const applied = res.json() as Answer;
    expect(applied).toMatchObject({ applied: 2, skipped: [] });
    expect(applied.proposals.map(({ activity_id, technician_id, role }) => ({ activity_id, technician_id, role }))).toEqual(
      dry.proposals.map(({ activity_id, technician_id, role }) => ({ activity_id, technician_id, role })),
    );
    const rows = await assignmentsOf(day.map((a) => a.id));
    expect(rows.map((r) => [r.activity_id, r.technician_id, r.assigned_by !== null]).sort()).toEqual(
      dry.proposals.map((p) => [p.activity_id, p.technician_id, true]).sort(),
    );
    for (const activity of day) expect((await planner.get(activity.id)).json()).toMatchObject({ status: 'assigned' });
    const [audit] = await autoAssignAudits(date);
    expect(JSON.parse(audit.changes!)).toMatchObject({ date, seats: 2, proposed: 2, applied: 2, skipped: 0 });
    const assignAudits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'assign'),
          inArray(
            auditLog.record_id,
            day.map((a) => String(a.id)),
          ),
        ),
      );
    expect(assignAudits).toHaveLength(2);

    const again = await autoAssign(planner, { ...body, dry_run: false });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ applied: 0, proposals: [], figures: { seats: 0 } });
  });

  it('says why a seat stays open: in 2041 no licence of the region is still valid (EASA Part-66 66.A.40)', async () => {
    const date = '2041-07-03';
    const activity = await newActivity(admin, c, { station: 'ORY', date });
    const answer = (await autoAssign(planner, { date, station_id: c.station.ORY, dry_run: true })).json() as Answer;
    expect(answer.proposals).toEqual([]);
    expect(answer.figures).toMatchObject({ seats: 1, filled: 0, upper_bound: 0 });
    expect(answer.unassigned).toEqual([
      expect.objectContaining({
        activity_id: activity.id,
        role: 'lead',
        reason: 'scheduled.auto_assign.reasons.no_qualified',
        params: { categories: 'B1', type: 'A20N' },
      }),
    ]);
    expect(answer.unassigned[0].rules.map((r) => r.rule)).toContain('licence_valid');
  });

  it('works in the caller’s active region only: another region’s day is not touched and its station is refused', async () => {
    const date = '2036-07-04';
    const ours = await newActivity(admin, c, { station: 'ORY', date });
    await newTechnician(t, c, { station: 'ORY' });
    await insertUser(t, { email: 'nam-auto@tarmac.test', role_id: roleIds.planner, regions: ['NAM'] });
    const outsider = await workAs(t, 'nam-auto@tarmac.test');
    const res = await autoAssign(outsider, { date, dry_run: false });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Answer).proposals.map((p) => p.activity_id)).not.toContain(ours.id);
    expect(await assignmentsOf([ours.id])).toEqual([]);
    const station = await autoAssign(outsider, { date, station_id: c.station.ORY, dry_run: true });
    expect(station.statusCode).toBe(422);
    expect(Object.keys(station.json().errors)).toEqual(['station_id']);
  });

  it('refuses bad input with 422 and callers without scheduled_write with 403', async () => {
    for (const body of [
      {},
      { date: '2036-02-30', dry_run: true },
      { date: '2036-07-01' },
      { date: '2036-07-01', dry_run: 'yes' },
      { date: '2036-07-01', dry_run: true, station_id: 'x' },
      { date: '2036-07-01', dry_run: true, extra: 1 },
    ]) {
      expect((await autoAssign(planner, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    for (const email of ['tech@tarmac.test', 'viewer@tarmac.test']) {
      expect((await autoAssign(await workAs(t, email), { date: '2036-07-01', dry_run: true })).statusCode).toBe(403);
    }
    expect((await t.send('POST', '/api/activities/auto_assign', {}, { date: '2036-07-01', dry_run: true })).statusCode).toBe(401);
  });
});
