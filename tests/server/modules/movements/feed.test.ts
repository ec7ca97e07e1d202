import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { activityAssignments, auditLog, liveEvents, notifications } from '../../../../server/db/schema';
import { bearer, createTestApp, insertRole, insertUser, queryJson, type TestApp } from '../../helper';
import { activitiesOf, insertSchedule, loadScheduledContext, type ScheduledContext } from '../scheduled/fixtures';
import { as, assign, technicianOf } from '../scheduled/scheduledApi';
import { newTechnician, workAs } from '../scheduled/workFixtures';
import { roleIds } from '../../../../model/roles';
import { resourceMaker } from '../resource_allocation/resourceFixtures';

/**
 * The flight-movement feed (docs/modules/movements.md): JSON and MVT in, jobs re-timed through the
 * one write path, repeats and older messages changing nothing, everything received listed.
 */
let t: TestApp;
let c: ScheduledContext;
let admin: Record<string, string>;
let adminApi: Awaited<ReturnType<typeof as>>;

type Job = {
  id: number;
  version: number;
  work_order: string;
  inbound_flight_no: string;
  outbound_flight_no: string;
  [field: string]: unknown;
};

/** Plans one schedule's day at a station and answers its activity as the API reads it. */
async function job(station: 'AMS' | 'CDG' | 'ORY' | 'JFK', date: string, sta = '10:00', std = '11:00'): Promise<Job> {
  const scheduleId = await insertSchedule(t.database.db, c, { station, sta, std });
  const planned = await adminApi.plan({ date, station_id: c.station[station] });
  expect(planned.statusCode, planned.body).toBe(200);
  const [row] = await activitiesOf(t.database.db, scheduleId, date);
  return row as unknown as Job;
}

const postJson = (headers: Record<string, string>, body: unknown) => t.send('POST', '/api/flight_movements', headers, body);
const postMvt = (headers: Record<string, string>, text: string) =>
  t.app.inject({ method: 'POST', url: '/api/flight_movements/mvt', headers: { ...headers, 'content-type': 'text/plain' }, payload: text });
const activity = async (id: number) => (await adminApi.get(id)).json() as Job & { etd_at: string | null; eta_at: string | null };
const movementsList = (headers: Record<string, string>, filter: Record<string, unknown>) =>
  t.send('GET', `/api/flight_movements?filter=${queryJson(filter)}&range=${queryJson([0, 99])}`, headers);

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  admin = bearer(await t.tokenFor('admin@tarmac.test'));
  adminApi = await as(t, 'admin@tarmac.test');
});
afterAll(() => t.close());

describe('POST /api/flight_movements (JSON)', () => {
  it('re-times the job through the activity write path, audited with the message; the same source_id twice changes nothing', async () => {
    const j = await job('AMS', '2035-01-15');
    const body = {
      flight_no: j.outbound_flight_no,
      flight_date: '2035-01-15',
      station: 'AMS',
      etd: '2035-01-15T11:30:00Z',
      sent_at: '2035-01-15T08:00:00Z',
      source_id: `etd-${j.id}`,
    };
    const res = await postJson(admin, body);
    expect(res.statusCode, res.body).toBe(200);
    const [message] = res.json().messages;
    expect(message).toMatchObject({ status: 'read', movements: [{ outcome: 'applied', activity_id: j.id, station: 'AMS' }] });
    const after = await activity(j.id);
    expect(after.etd_at).toBe('2035-01-15T11:30:00.000Z');
    expect(after.version).toBe(j.version + 1);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'activities'), eq(auditLog.record_id, String(j.id)), eq(auditLog.action, 'times')));
    expect(JSON.parse(audit.changes!)).toMatchObject({ flight_message_id: message.message_id, etd_at: { to: '2035-01-15T11:30:00.000Z' } });

    const [event] = await t.database.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.topic, 'flight_movements'), eq(liveEvents.region_id, c.regionId)))
      .orderBy(desc(liveEvents.id))
      .limit(1);
    expect(event.data).toEqual({ movement_ids: [message.movements[0].id] });

    const again = await postJson(admin, body);
    expect(again.json().messages[0]).toMatchObject({ status: 'duplicate', message_id: message.message_id, movements: [] });
    expect((await activity(j.id)).version).toBe(after.version);
  });

  it('never lets a message sent earlier overwrite a time set by one sent later, whatever order they arrive in', async () => {
    const j = await job('AMS', '2035-01-16');
    const send = (etd: string, sent: string, id: string) =>
      postJson(admin, {
        flight_no: j.outbound_flight_no,
        flight_date: '2035-01-16',
        station: 'AMS',
        etd,
        sent_at: sent,
        source_id: `${id}-${j.id}`,
      });
    await send('2035-01-16T11:30:00Z', '2035-01-16T08:00:00Z', 'second');
    const older = await send('2035-01-16T12:00:00Z', '2035-01-16T07:00:00Z', 'first');
    expect(older.json().messages[0].movements[0]).toMatchObject({ outcome: 'unchanged', activity_id: j.id });
    expect((await activity(j.id)).etd_at).toBe('2035-01-16T11:30:00.000Z');
    const [row] = (await movementsList(admin, { id: older.json().messages[0].movements[0].id })).json();
    expect(row).toMatchObject({ outcome: 'unchanged', skipped: [{ field: 'etd_at', reason: 'older' }], message_format: 'json' });
    await send('2035-01-16T12:15:00Z', '2035-01-16T09:00:00Z', 'third');
    expect((await activity(j.id)).etd_at).toBe('2035-01-16T12:15:00.000Z');
  });

  it('holds the latest-sent time when 20 movements of one job arrive at once', async () => {
    const j = await job('AMS', '2035-01-17');
    const sends = Array.from({ length: 20 }, (_, n) =>
      postJson(admin, {
        flight_no: j.outbound_flight_no,
        flight_date: '2035-01-17',
        station: 'AMS',
        etd: new Date(Date.UTC(2035, 0, 17, 11, n)).toISOString(),
        sent_at: new Date(Date.UTC(2035, 0, 17, 7, n)).toISOString(),
        source_id: `parallel-${n}-${j.id}`,
      }),
    );
    const answers = await Promise.all(sends.reverse());
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect((await activity(j.id)).etd_at).toBe('2035-01-17T11:19:00.000Z');
  });

  it('lists a flight with no job as unmatched, for a planner to resolve; a diversion goes to the other station', async () => {
    const j = await job('AMS', '2035-01-18');
    const unmatched = await postJson(admin, {
      flight_no: 'QQ987',
      flight_date: '2035-01-18',
      station: 'AMS',
      eta: '2035-01-18T09:00:00Z',
      source_id: `none-${j.id}`,
    });
    const [movement] = unmatched.json().messages[0].movements;
    expect(movement).toMatchObject({ outcome: 'unmatched', activity_id: null });
    const open = await movementsList(admin, { outcome: 'unmatched', resolved_at: null, q: 'QQ987' });
    expect(open.headers['content-range']).toMatch(/^flight_movements 0-0\/1$/);
    const resolved = await t.send('POST', `/api/flight_movements/${movement.id}/resolve`, admin);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().resolved_at).not.toBeNull();
    expect((await t.send('POST', `/api/flight_movements/${movement.id}/resolve`, admin)).statusCode).toBe(404);

    const diverted = await postJson(admin, {
      flight_no: j.inbound_flight_no,
      flight_date: '2035-01-18',
      station: 'ORY',
      eta: '2035-01-18T09:40:00Z',
      source_id: `div-${j.id}`,
    });
    expect(diverted.json().messages[0].movements[0]).toMatchObject({ outcome: 'diverted', activity_id: j.id, station: 'ORY' });
    expect((await activity(j.id)).eta_at).toBeNull();
    const told = await t.database.db.select().from(notifications).where(eq(notifications.type, 'diversion'));
    expect(told.length).toBeGreaterThan(0);
    expect(told[0].params).toMatchObject({ work_order: j.work_order, from: 'AMS', to: 'ORY' });
  });

  it("refuses a station of a region the sender may not write, and lists the refusal in the sender's region", async () => {
    const roleId = await insertRole(t, 'movement feed (NAM)', ['movements_write', 'scheduled_tab']);
    await insertUser(t, { email: 'feed-nam@tarmac.test', role_id: roleId, regions: ['NAM'] });
    const feed = bearer(await t.tokenFor('feed-nam@tarmac.test'));
    const j = await job('AMS', '2035-01-19');
    const res = await postJson(feed, {
      flight_no: j.outbound_flight_no,
      flight_date: '2035-01-19',
      station: 'AMS',
      etd: '2035-01-19T18:00:00Z',
      source_id: `nam-${j.id}`,
    });
    expect(res.json().messages[0].movements[0]).toMatchObject({
      outcome: 'refused',
      refusal: 'movements.region_not_allowed',
      activity_id: null,
    });
    expect((await movementsList(feed, { outcome: 'refused', q: j.outbound_flight_no })).json()).toHaveLength(1);
    expect((await movementsList(admin, { q: j.outbound_flight_no })).json()).toHaveLength(0);
    expect((await activity(j.id)).etd_at).toBeNull();
  });

  it("takes an integration's API key: the job's change is audited under the key, the message names it as sender", async () => {
    const j = await job('AMS', '2035-01-20');
    const created = await t.send('POST', '/api/api_keys', admin, {
      name: 'AF movement feed',
      region_ids: [c.regionId],
      permission: 'movements_write',
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = bearer(created.json().key);
    const res = await postJson(key, {
      flight_no: j.outbound_flight_no,
      flight_date: '2035-01-20',
      station: 'AMS',
      etd: '2035-01-20T11:45:00Z',
      source_id: `key-${j.id}`,
    });
    const [movement] = res.json().messages[0].movements;
    expect(movement).toMatchObject({ outcome: 'applied', activity_id: j.id });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'activities'), eq(auditLog.record_id, String(j.id)), eq(auditLog.action, 'times')));
    expect(audit).toMatchObject({ user_id: null, api_key_id: created.json().id });
    expect((await t.send('GET', `/api/flight_movements/${movement.id}`, admin)).json()).toMatchObject({ sender_name: 'AF movement feed' });
    expect((await t.send('GET', '/api/flight_movements', key)).statusCode).toBe(403);
  });

  it('answers 422 naming the field for a movement without a time or a flight number', async () => {
    const res = await postJson(admin, { flight_no: '12', flight_date: '2035-01-15', station: 'AMS', source_id: 'bad' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['flight_no']));
  });
});

describe('the crew of a re-timed job, judged again', () => {
  // In the fixture roster: every day 06:00–18:00 at AMS (UTC+2 in June), the next day too.
  const date = '2036-06-10';
  const moveTo = (j: Job, eta: string, etd: string, id: string) =>
    postJson(admin, { flight_no: j.inbound_flight_no, flight_date: date, station: 'AMS', eta, etd, source_id: `${id}-${j.id}` });
  const brokenOf = async (activityId: number) =>
    (await t.database.db.select().from(activityAssignments).where(eq(activityAssignments.activity_id, activityId))).map(
      (a) => a.broken_rules,
    );
  const toldOf = async (workOrder: string) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.type, 'rules_broken'))).filter(
      (n) => n.params.work_order === workOrder,
    );

  it('flags the rest (EU WTD Art. 3) and roster rules a delay makes the crew break, tells them and the supervisors once, and clears the flag when the job moves back', async () => {
    const j = await job('AMS', date, '15:00', '16:00');
    const userId = await insertUser(t, { email: 'crew.recheck@tarmac.test', role_id: roleIds.technician, regions: ['EUR-W'] });
    const techId = await newTechnician(t, c, { userId, name: 'Rena Recheck' });
    await assign(t, j.id, techId);

    // Till 21:00 local: the day stretched past its shift leaves less than 11 h before the next day's 06:00 start.
    const late = await moveTo(j, `${date}T15:30:00Z`, `${date}T19:00:00Z`, 'late');
    expect(late.json().messages[0].movements[0]).toMatchObject({ outcome: 'applied', activity_id: j.id });
    expect(await brokenOf(j.id)).toEqual([['rest_rules']]);
    const row = await activity(j.id);
    expect(row).toMatchObject({ rules_broken: true, assignments: [{ technician_id: techId, broken_rules: ['rest_rules'] }] });
    const listed = await t.send('GET', `/api/activities?filter=${queryJson({ date, rules_broken: true })}`, admin);
    expect(listed.json().map((a: Job) => a.id)).toEqual([j.id]);
    const told = await toldOf(j.work_order);
    expect(told.find((n) => n.user_id === userId)).toMatchObject({ key: 'rules_broken_you', params: { rules: 'rest_rules' } });
    expect(told.filter((n) => n.key === 'rules_broken').length).toBeGreaterThan(0);
    // The re-plan proposes taking them off the job (its dry run changes nothing).
    const proposal = await t.send('POST', `/api/flight_movements/${late.json().messages[0].movements[0].id}/replan`, admin, {
      dry_run: true,
    });
    expect(proposal.json().releases).toEqual([
      expect.objectContaining({ technician_id: techId, activity_id: j.id, reason: 'rules_broken' }),
    ]);

    // 20:00–21:00 local, wholly after the shift: now the roster rule, told; the rest rule no longer applies.
    await moveTo(j, `${date}T18:00:00Z`, `${date}T19:00:00Z`, 'later');
    expect(await brokenOf(j.id)).toEqual([['rostered']]);
    const mine = await t.send(
      'GET',
      `/api/notifications?filter=${queryJson({ type: 'rules_broken' })}`,
      bearer(await t.tokenFor('crew.recheck@tarmac.test')),
    );
    expect(mine.json().map((n: { text: string }) => n.text)).toEqual([
      expect.stringContaining('you now break rostered.'),
      expect.stringContaining('you now break rest rules.'),
    ]);
    // Later still: the same rule, already told.
    const toldSoFar = (await toldOf(j.work_order)).length;
    await moveTo(j, `${date}T18:30:00Z`, `${date}T19:30:00Z`, 'latest');
    expect(await toldOf(j.work_order)).toHaveLength(toldSoFar);

    await moveTo(j, `${date}T13:00:00Z`, `${date}T14:00:00Z`, 'back');
    expect(await brokenOf(j.id)).toEqual([[]]);
    expect((await activity(j.id)).rules_broken).toBe(false);
  });

  it("judges one person's 20 jobs re-timed at once one after another: only the first delay breaks the rest rule, so only it is flagged and told", async () => {
    const day = '2036-06-12';
    const userId = await insertUser(t, { email: 'crew.parallel@tarmac.test', role_id: roleIds.technician, regions: ['EUR-W'] });
    const techId = await newTechnician(t, c, { userId });
    const jobs: Job[] = [];
    for (let n = 0; n < 20; n++) {
      const minutes = 6 * 60 + 30 * n;
      const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      jobs.push(await job('AMS', day, hhmm(minutes), hhmm(minutes + 25)));
      await assign(t, jobs[n].id, techId);
    }
    // Each job to 17:30–21:00 local: the first to land stretches the day; after it, every other one already fails the rule.
    const sends = jobs.map((j) =>
      postJson(admin, {
        flight_no: j.inbound_flight_no,
        flight_date: day,
        station: 'AMS',
        eta: `${day}T15:30:00Z`,
        etd: `${day}T19:00:00Z`,
        source_id: `together-${j.id}`,
      }),
    );
    for (const res of await Promise.all(sends)) expect(res.json().messages[0].movements[0].outcome, res.body).toBe('applied');
    const flagged = (await t.database.db.select().from(activityAssignments).where(eq(activityAssignments.technician_id, techId))).filter(
      (a) => a.broken_rules.length,
    );
    expect(flagged.map((a) => a.broken_rules)).toEqual([['rest_rules']]);
    const told = (await t.database.db.select().from(notifications).where(eq(notifications.user_id, userId))).filter(
      (n) => n.type === 'rules_broken',
    );
    expect(told).toHaveLength(1);
  });

  it('does not hand a broken rule over with the job: the person a bar is dragged to starts with none', async () => {
    const j = await job('AMS', date, '10:00', '11:00');
    const [from, to] = [await newTechnician(t, c), await newTechnician(t, c)];
    await assign(t, j.id, from);
    await t.database.db
      .update(activityAssignments)
      .set({ broken_rules: ['rest_rules'] })
      .where(eq(activityAssignments.activity_id, j.id));
    const work = await workAs(t, 'admin@tarmac.test');
    const moved = await work.reschedule(j.id, { version: (await activity(j.id)).version, from_technician_id: from, to_technician_id: to });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await brokenOf(j.id)).toEqual([[]]);
  });

  it('does not blame a re-timing for a rule the crew broke before it, nor for one set aside with a reason', async () => {
    const j = await job('AMS', date, '15:00', '16:00');
    const unrostered = await newTechnician(t, c, { rostered: false });
    const excused = await newTechnician(t, c);
    await assign(t, j.id, unrostered);
    await t.database.db.insert(activityAssignments).values({
      activity_id: j.id,
      technician_id: excused,
      role: 'support',
      overridden_rules: ['rostered', 'rest_rules'],
      override_reason: 'Overtime agreed with the shift lead',
    });
    const moved = await moveTo(j, `${date}T18:00:00Z`, `${date}T19:00:00Z`, 'excused');
    expect(moved.json().messages[0].movements[0]).toMatchObject({ outcome: 'applied', activity_id: j.id });
    expect(await brokenOf(j.id)).toEqual([[], []]);
    expect(await toldOf(j.work_order)).toEqual([]);
  });
});

describe('POST /api/flight_movements/:id/replan', () => {
  it('proposes releasing whom the new time double-books, changing nothing, then applies it through the unassign and auto-assign paths', async () => {
    const date = '2035-01-22';
    const moved = await job('AMS', date, '10:00', '11:00');
    const next = await job('AMS', date, '12:00', '13:00');
    const techId = await technicianOf(t, 'tech@tarmac.test');
    await assign(t, moved.id, techId);
    await assign(t, next.id, techId);
    const res = await postJson(admin, {
      flight_no: moved.outbound_flight_no,
      flight_date: date,
      station: 'AMS',
      etd: `${date}T11:30:00Z`,
      source_id: `clash-${moved.id}`,
    });
    const [movement] = res.json().messages[0].movements;
    expect(movement).toMatchObject({ outcome: 'applied', activity_id: moved.id });
    const crew = async (activityId: number) =>
      (await t.database.db.select().from(activityAssignments).where(eq(activityAssignments.activity_id, activityId))).map(
        (a) => a.technician_id,
      );

    const proposal = await t.send('POST', `/api/flight_movements/${movement.id}/replan`, admin, { dry_run: true });
    expect(proposal.statusCode, proposal.body).toBe(200);
    expect(proposal.json()).toMatchObject({
      movement_id: movement.id,
      activity_id: moved.id,
      releases: [{ technician_id: techId, activity_id: moved.id, work_order: moved.work_order }],
      proposal: { date, station_id: c.station.AMS },
    });
    expect(await crew(moved.id)).toEqual([techId]);

    const applied = await t.send('POST', `/api/flight_movements/${movement.id}/replan`, admin, { dry_run: false });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await crew(moved.id)).not.toContain(techId);
    expect(await crew(next.id)).toEqual([techId]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'flight_movements'), eq(auditLog.record_id, String(movement.id))));
    expect(audits.map((a) => a.action)).toEqual(['replan']);
    expect((await t.send('POST', '/api/flight_movements/999999/replan', admin, { dry_run: true })).statusCode).toBe(404);
  });
});

describe('POST /api/flight_movements/mvt', () => {
  const today = new Date().toISOString().slice(0, 10);
  const dd = today.slice(8, 10);

  it('reads a batch: a delay re-times its job, a malformed message is refused with its reasons and stops nothing', async () => {
    const j = await job('CDG', today, '22:00', '23:00');
    const text = [
      'QU PARKMAF',
      '.HDQOOAF 010000',
      'MVT',
      `${j.outbound_flight_no}/${dd}.FGKXA.CDG`,
      `ED${dd}2330`,
      'DL93/0130',
      'NNNN',
      'MVT',
      'THIS IS NOT A FLIGHT LINE',
      'AD12',
      'NNNN',
    ].join('\n');
    const res = await postMvt(admin, text);
    expect(res.statusCode, res.body).toBe(200);
    const [good, bad] = res.json().messages;
    expect(good).toMatchObject({ status: 'read', movements: [{ outcome: 'applied', activity_id: j.id }] });
    expect((await activity(j.id)).etd_at).toBe(`${today}T23:30:00.000Z`);
    expect(bad.status).toBe('refused');
    expect(bad.errors.map((e: { key: string }) => e.key)).toContain('movements.mvt.flight_line');
    expect(bad.errors[0].message).not.toBe(bad.errors[0].key);
    expect((await postMvt(admin, text)).json().messages.map((m: { status: string }) => m.status)).toEqual(['duplicate', 'duplicate']);
  });

  it('answers every one of 20 batches naming the same jobs in opposite orders at once (no deadlock is lost)', async () => {
    const [first, second] = [await job('CDG', today, '20:00', '21:00'), await job('CDG', today, '20:00', '21:00')];
    const ed = (flight: string, minute: number) =>
      ['MVT', `${flight}/${dd}.FGKXA.CDG`, `ED${dd}22${String(minute).padStart(2, '0')}`].join('\n');
    const batches = Array.from({ length: 20 }, (_, n) => {
      const pair = [ed(first.outbound_flight_no, n), ed(second.outbound_flight_no, n)];
      return postMvt(admin, (n % 2 ? pair.reverse() : pair).join('\n'));
    });
    for (const res of await Promise.all(batches)) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().messages.map((m: { status: string }) => m.status)).toEqual(['read', 'read']);
    }
  });

  const delay = (flight: string, hhmm: string) => ['MVT', `${flight}/${dd}.FGKXA.CDG`, `ED${dd}${hhmm}`].join('\n');

  it('takes a chunk again message by message when a booked truck cannot follow its job: that one is refused with the clash, the others applied', async () => {
    // CDG in winter is UTC+1: the first job's truck would run into the second job's at 12:00 UTC.
    const [first, second, third] = [
      await job('CDG', today, '10:00', '11:00'),
      await job('CDG', today, '13:00', '14:00'),
      await job('CDG', today, '16:00', '17:00'),
    ];
    const truck = await resourceMaker(t, c).truck({}, 'CDG');
    const work = await workAs(t, 'admin@tarmac.test');
    for (const { id } of [first, second]) expect((await work.allocate(id, { kind: 'truck', resource_id: truck })).statusCode).toBe(201);

    const res = await postMvt(admin, [delay(first.outbound_flight_no, '1230'), delay(third.outbound_flight_no, '1630')].join('\n'));
    expect(res.statusCode, res.body).toBe(200);
    const [clashed, applied] = res.json().messages;
    expect(clashed).toMatchObject({ status: 'refused', errors: [{ key: 'resource_allocation.overlap' }] });
    expect(applied).toMatchObject({ status: 'read', movements: [{ outcome: 'applied', activity_id: third.id }] });
    expect((await activity(first.id)).etd_at).toBeNull();
    expect((await activity(third.id)).etd_at).toBe(`${today}T16:30:00.000Z`);
  });

  it('tells a double booking once when both its jobs are re-timed in one batch, on the first of them', async () => {
    const [first, second] = [await job('CDG', today, '06:00', '07:00'), await job('CDG', today, '07:30', '08:30')];
    const techId = await technicianOf(t, 'tech@tarmac.test');
    await assign(t, first.id, techId);
    await assign(t, second.id, techId);
    // 06:00–07:45 and 07:30–08:45 local: the technician is now on both at once.
    const res = await postMvt(admin, [delay(first.outbound_flight_no, '0645'), delay(second.outbound_flight_no, '0745')].join('\n'));
    expect(res.json().messages.map((m: { movements: { outcome: string }[] }) => m.movements[0].outcome)).toEqual(['applied', 'applied']);
    const told = (await t.database.db.select().from(notifications).where(eq(notifications.type, 'conflict'))).filter((n) =>
      [first.work_order, second.work_order].includes(String(n.params.work_order)),
    );
    expect(told.length).toBeGreaterThan(0);
    expect(told.map((n) => n.params.work_order)).toEqual(told.map(() => first.work_order));
    expect(new Set(told.map((n) => n.user_id)).size).toBe(told.length);
  });

  it('answers binary garbage message by message, never a 5xx, and refuses a batch over 1 MB with a 413', async () => {
    const garbage = Buffer.from(Array.from({ length: 4000 }, (_, n) => (n * 7919) % 256)).toString('latin1');
    const res = await postMvt(admin, garbage);
    expect(res.statusCode).toBeLessThan(500);
    const big = await postMvt(admin, `MVT\n${'SI '.padEnd(1_100_000, 'X')}`);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBeTruthy();
  });
});
