import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { activityAssignments, technicians } from '../../../../server/db/schema';
import { bearer, createTestApp, type TestApp } from '../../helper';
import { activitiesOf, insertSchedule, loadScheduledContext, type ScheduledContext } from './fixtures';
import { as, assign, technicianOf } from './scheduledApi';

/**
 * A technician can do and sign the work from a phone (docs/modules/scheduled.md): the technician assigned to
 * an activity starts and completes it and notes its remarks (work_record); planning moves and
 * header changes stay with scheduled_write, and other technicians' jobs stay theirs.
 */
let t: TestApp;
let c: ScheduledContext;
let admin: Awaited<ReturnType<typeof as>>;
let tech: Awaited<ReturnType<typeof as>>;
let techId: number;
let date = 0;

async function activityFor(assigned: boolean): Promise<{ id: number; version: number }> {
  const day = `2035-06-${String(++date).padStart(2, '0')}`;
  const scheduleId = await insertSchedule(t.database.db, c, { station: 'AMS', sta: '10:00', std: '11:00' });
  expect((await admin.plan({ date: day, station_id: c.station.AMS })).statusCode).toBe(200);
  const [planned] = await activitiesOf(t.database.db, scheduleId, day);
  await assign(t, planned.id, assigned ? techId : await someoneElse());
  const moved = await admin.status(planned.id, { status: 'assigned', version: (await admin.get(planned.id)).json().version });
  expect(moved.statusCode, moved.body).toBe(200);
  return moved.json();
}

async function someoneElse(): Promise<number> {
  const [other] = await t.database.db
    .select({ id: technicians.id })
    .from(technicians)
    .where(and(ne(technicians.id, techId), eq(technicians.region_id, c.regionId)))
    .limit(1);
  return other.id;
}

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  [admin, tech] = await Promise.all(['admin@tarmac.test', 'tech@tarmac.test'].map((email) => as(t, email)));
  techId = await technicianOf(t, 'tech@tarmac.test');
});
afterAll(() => t.close());

describe('a technician on their own activity', () => {
  it('starts and completes the work and notes remarks', async () => {
    const activity = await activityFor(true);
    const started = await tech.status(activity.id, { status: 'in_progress', version: activity.version });
    expect(started.statusCode, started.body).toBe(200);
    const noted = await tech.update(activity.id, { remarks: 'Tow bar left at stand B12', version: started.json().version });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().remarks).toBe('Tow bar left at stand B12');
    const completed = await tech.status(activity.id, { status: 'completed', version: noted.json().version });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().status).toBe('completed');
  });

  it('may not cancel, re-plan or change the header (403)', async () => {
    const activity = await activityFor(true);
    expect(
      (await tech.status(activity.id, { status: 'cancelled', reason: 'Not my call to make', version: activity.version })).statusCode,
    ).toBe(403);
    expect((await tech.status(activity.id, { status: 'planned', version: activity.version })).statusCode).toBe(403);
    const header = await tech.update(activity.id, { registration: 'PH-XXX', version: activity.version });
    expect(header.statusCode).toBe(403);
    expect(header.json()).toEqual({ message: expect.any(String) });
    expect((await admin.get(activity.id)).json()).toMatchObject({ status: 'assigned', registration: null });
  });
});

describe("a technician on someone else's activity", () => {
  it('records nothing (403 naming why)', async () => {
    const activity = await activityFor(false);
    const start = await tech.status(activity.id, { status: 'in_progress', version: activity.version });
    expect(start.statusCode).toBe(403);
    expect(start.json().message).toMatch(/assigned/);
    expect((await tech.update(activity.id, { remarks: 'Not mine', version: activity.version })).statusCode).toBe(403);
  });
});

describe('a technician on an activity shared with a colleague', () => {
  /** Both assignments of an activity the technician and a colleague are on, as admin@ put them there. */
  async function sharedActivity() {
    const activity = await activityFor(true);
    await assign(t, activity.id, await someoneElse(), 'support');
    const rows = await t.database.db.select().from(activityAssignments).where(eq(activityAssignments.activity_id, activity.id));
    return {
      activity,
      own: rows.find((row) => row.technician_id === techId)!,
      colleague: rows.find((row) => row.technician_id !== techId)!,
    };
  }
  const putAssignment = async (email: string, activityId: number, assignmentId: number, body: Record<string, unknown>) =>
    t.send('PUT', `/api/activities/${activityId}/assignments/${assignmentId}`, bearer(await t.tokenFor(email)), body);
  const assignmentRow = async (id: number) =>
    (await t.database.db.select().from(activityAssignments).where(eq(activityAssignments.id, id)))[0];

  it("may not record the colleague's minutes (403, nothing written)", async () => {
    const { activity, colleague } = await sharedActivity();
    const refused = await putAssignment('tech@tarmac.test', activity.id, colleague.id, { actual_minutes: 777 });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    expect(await assignmentRow(colleague.id)).toMatchObject({ actual_minutes: colleague.actual_minutes, version: colleague.version });
  });

  it('records their own minutes (200)', async () => {
    const { activity, own } = await sharedActivity();
    const recorded = await putAssignment('tech@tarmac.test', activity.id, own.id, { actual_minutes: 95 });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(await assignmentRow(own.id)).toMatchObject({ actual_minutes: 95, version: own.version + 1 });
  });

  it("leaves the supervisor and the planner writing anyone's minutes in their region", async () => {
    const { activity, colleague } = await sharedActivity();
    for (const [email, minutes] of [
      ['supervisor@tarmac.test', 60],
      ['planner@tarmac.test', 70],
    ] as const) {
      const written = await putAssignment(email, activity.id, colleague.id, { actual_minutes: minutes });
      expect(written.statusCode, `${email}: ${written.body}`).toBe(200);
      expect((await assignmentRow(colleague.id)).actual_minutes).toBe(minutes);
    }
  });
});

describe('plausible work records: implausible times need a remark', () => {
  const minutes = (iso: string, delta: number) => new Date(new Date(iso).getTime() + delta * 60_000).toISOString();
  const failed = (body: { rules: { rule: string; ok: boolean }[] }) => body.rules.filter((r) => !r.ok).map((r) => r.rule);

  it('a job recorded as taking no time is refused without a remark (422 on times_remark), saved and audited with one', async () => {
    const activity = await activityFor(true);
    const record = (await tech.get(activity.id)).json();
    const ata = minutes(record.sta_at, 5);
    const bare = await tech.times(activity.id, { ata_at: ata, atd_at: ata, version: activity.version });
    expect(bare.statusCode, bare.body).toBe(422);
    expect(failed(bare.json())).toEqual(['work_span']);
    expect(bare.json().errors.times_remark).toHaveLength(1);
    expect((await tech.get(activity.id)).json()).toMatchObject({ ata_at: null, atd_at: null, times_remark: null });

    const remark = 'Only the walk-round was needed; the crew left straight after.';
    const saved = await tech.times(activity.id, { ata_at: ata, atd_at: ata, times_remark: remark, version: activity.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ atd_at: new Date(ata).toISOString(), times_remark: remark });
    const history = await t.send('GET', `/api/activities/${activity.id}/history`, bearer(await t.tokenFor('admin@tarmac.test')));
    expect(JSON.stringify(history.json())).toContain(remark);

    // The remark kept stands for the next save of the same times.
    const again = await tech.times(activity.id, { atd_at: minutes(record.sta_at, 6), version: saved.json().version });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('an ATD before the ATA, and actual times over 3 h before the STA, are refused naming each warning', async () => {
    const activity = await activityFor(true);
    const record = (await tech.get(activity.id)).json();
    const res = await tech.times(activity.id, {
      ata_at: minutes(record.sta_at, -240),
      atd_at: minutes(record.sta_at, -300),
      version: activity.version,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(failed(res.json())).toEqual(['time_order', 'before_sta']);
    expect(res.json().errors.times_remark).toHaveLength(2);
    const plausible = await tech.times(activity.id, { ata_at: record.sta_at, version: activity.version });
    expect(plausible.statusCode, plausible.body).toBe(200);
  });

  it('actual minutes far below the standard need a remark too', async () => {
    const activity = await activityFor(true);
    const [own] = await t.database.db.select().from(activityAssignments).where(eq(activityAssignments.activity_id, activity.id));
    const send = async (body: Record<string, unknown>) =>
      t.send('PUT', `/api/activities/${activity.id}/assignments/${own.id}`, bearer(await t.tokenFor('tech@tarmac.test')), body);
    const bare = await send({ actual_minutes: 0 });
    expect(bare.statusCode, bare.body).toBe(422);
    expect(failed(bare.json())).toEqual(['work_minutes']);
    expect(bare.json().errors.times_remark).toHaveLength(1);
    const remarked = await send({ actual_minutes: 0, times_remark: 'Task card already signed by the night shift.' });
    expect(remarked.statusCode, remarked.body).toBe(200);
    expect((await tech.get(activity.id)).json().times_remark).toBe('Task card already signed by the night shift.');
  });
});
