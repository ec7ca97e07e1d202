import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIds } from '../../../../model/roles';
import { auditLog, technicianCourses } from '../../../../server/db/schema';
import { createTestApp, insertUser, type TestApp } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from '../scheduled/fixtures';
import { newActivity, newTechnician, workAs, type WorkApi } from '../scheduled/workFixtures';
import { courseId, hoursFromNow, multipart, newSession, trainingAs, type TrainingApi } from './trainingApi';

/**
 * Training sessions (docs/modules/training.md) on the CRUD engine (region scope, status flow, version → 409),
 * enrolment under the rules (capacity, overlapping work, status), results that write the
 * technician's course record, and certificates served to signed-in readers of the region only.
 */
let t: TestApp;
let c: ScheduledContext;
let supervisor: TrainingApi;
let technician: TrainingApi;
let outsider: TrainingApi;
let admin: WorkApi;
let hf: number;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  supervisor = await trainingAs(t, 'supervisor@tarmac.test');
  technician = await trainingAs(t, 'tech@tarmac.test');
  await insertUser(t, { email: 'nam-supervisor@tarmac.test', role_id: roleIds.supervisor, regions: ['NAM'] });
  outsider = await trainingAs(t, 'nam-supervisor@tarmac.test');
  admin = await workAs(t, 'admin@tarmac.test');
  hf = await courseId(t, 'HF-REC');
});
afterAll(() => t.close());

const failedReasons = (body: { rules: Record<string, { ok: boolean; reason?: string }[]> }, key: string) =>
  body.rules[key].filter((r) => !r.ok).map((r) => r.reason);

describe('sessions (training_activities)', () => {
  it('a supervisor creates, lists, reads and edits a session; technicians read it, not write it; every write is audited', async () => {
    const created = await newSession(supervisor, c, hf, { location: 'Hangar 3' });
    expect(created).toMatchObject({ status: 'planned', region_id: c.regionId });
    const list = await technician.list({ course_id: hf, q: 'human' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((s: { id: number }) => s.id)).toContain(created.id);
    expect(list.json().find((s: { id: number }) => s.id === created.id)).toMatchObject({
      course_code: 'HF-REC',
      station_code: 'CDG',
      attendee_count: 0,
    });
    expect((await technician.update(created.id, { version: created.version, capacity: 4 })).statusCode).toBe(403);
    const edited = await supervisor.update(created.id, { version: created.version, capacity: 4 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ capacity: 4, version: created.version + 1 });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'training_activities'), eq(auditLog.record_id, String(created.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('a stale version is a 409, the end before the start a 422', async () => {
    const created = await newSession(supervisor, c, hf);
    expect((await supervisor.update(created.id, { version: created.version, remarks: 'first' })).statusCode).toBe(200);
    expect((await supervisor.update(created.id, { version: created.version, remarks: 'second' })).statusCode).toBe(409);
    const bad = await supervisor.create({ course_id: hf, starts_at: hoursFromNow(10), ends_at: hoursFromNow(9), capacity: 5 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.ends_at).toBeDefined();
  });

  it('another region’s session is not found for reading nor writing', async () => {
    const created = await newSession(supervisor, c, hf);
    expect((await outsider.get(created.id)).statusCode).toBe(404);
    expect((await outsider.update(created.id, { version: created.version, capacity: 2 })).statusCode).toBe(404);
    expect((await outsider.attendees(created.id)).statusCode).toBe(404);
    expect((await outsider.enrol(created.id, [await newTechnician(t, c, { station: 'JFK' })])).statusCode).toBe(404);
    expect((await outsider.list()).json().map((s: { id: number }) => s.id)).not.toContain(created.id);
  });

  it('the status moves along the flow only; an illegal jump is refused with the reason', async () => {
    const created = await newSession(supervisor, c, hf);
    const jump = await supervisor.update(created.id, { version: created.version, status: 'completed' });
    expect(jump.statusCode).toBe(422);
    expect(jump.json().rules[0]).toMatchObject({ rule: 'status_transition', reason: 'training.rules.status_transition.illegal' });
    expect(jump.json().errors.status[0]).not.toMatch(/^training\./);
    const opened = await supervisor.update(created.id, { version: created.version, status: 'open' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().status).toBe('open');
  });
});

describe('enrolment', () => {
  it('enrols several technicians at once; over capacity is refused for all, naming the rule', async () => {
    const session = await newSession(supervisor, c, hf, { capacity: 2 });
    const [a, b, d] = [await newTechnician(t, c), await newTechnician(t, c), await newTechnician(t, c)];
    const refused = await supervisor.enrol(session.id, [a, b, d]);
    expect(refused.statusCode).toBe(422);
    expect(failedReasons(refused.json(), String(a))).toEqual(['training.rules.capacity.full']);
    expect((await supervisor.attendees(session.id)).json()).toEqual([]);
    const ok = await supervisor.enrol(session.id, [a, b]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(
      ok
        .json()
        .map((row: { technician_id: number }) => row.technician_id)
        .sort(),
    ).toEqual([a, b].sort());
    expect((await supervisor.enrol(session.id, [a])).json().errors.technician_ids).toBeDefined();
  });

  it('refuses a technician booked on overlapping work: an activity or another session', async () => {
    const tech = await newTechnician(t, c);
    const activity = await newActivity(admin, c, { station: 'CDG', date: '2036-07-01', sta: '09:00', std: '11:00' });
    expect((await admin.assign(activity.id, { technician_id: tech, role: 'lead' })).statusCode).toBe(201);
    // 08:00–16:00 UTC on the same day covers the 09:00–11:00 Paris turnaround.
    const session = await newSession(supervisor, c, hf, { starts_at: '2036-07-01T06:00:00Z', ends_at: '2036-07-01T14:00:00Z' });
    const refused = await supervisor.enrol(session.id, [tech]);
    expect(refused.statusCode).toBe(422);
    expect(failedReasons(refused.json(), String(tech))).toEqual(['training.rules.no_overlap.activity']);
    expect(refused.json().errors[`technician_ids.${tech}`][0]).toContain(activity.work_order);

    const other = await newTechnician(t, c);
    const first = await newSession(supervisor, c, hf, { starts_at: '2036-08-01T06:00:00Z', ends_at: '2036-08-01T14:00:00Z' });
    expect((await supervisor.enrol(first.id, [other])).statusCode).toBe(201);
    const second = await newSession(supervisor, c, hf, { starts_at: '2036-08-01T12:00:00Z', ends_at: '2036-08-01T18:00:00Z' });
    const clash = await supervisor.enrol(second.id, [other]);
    expect(failedReasons(clash.json(), String(other))).toEqual(['training.rules.no_overlap.session']);
    const candidates = (await supervisor.candidates(second.id)).json() as { id: number; rules: { ok: boolean }[] }[];
    expect(candidates.find((p) => p.id === other)!.rules.some((r) => !r.ok)).toBe(true);
  });

  it('a cancelled session takes nobody', async () => {
    const session = await newSession(supervisor, c, hf);
    expect((await supervisor.update(session.id, { version: session.version, status: 'cancelled' })).statusCode).toBe(200);
    const tech = await newTechnician(t, c);
    const refused = await supervisor.enrol(session.id, [tech]);
    expect(failedReasons(refused.json(), String(tech))).toEqual(['training.rules.session_status.cancelled']);
  });
});

describe('results and course records', () => {
  async function endedSessionWith(tech: number) {
    const session = await newSession(supervisor, c, hf, { starts_at: hoursFromNow(-30), ends_at: hoursFromNow(-24), status: 'open' });
    const enrolled = await supervisor.enrol(session.id, [tech]);
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    return { session, attendee: enrolled.json()[0] as { id: number; version: number } };
  }
  const recordsOf = (attendeeId: number) =>
    t.database.db.select().from(technicianCourses).where(eq(technicianCourses.training_attendee_id, attendeeId));

  it('a result before the session ended is refused', async () => {
    const tech = await newTechnician(t, c);
    const session = await newSession(supervisor, c, hf, { starts_at: hoursFromNow(-1), ends_at: hoursFromNow(5) });
    const [attendee] = (await supervisor.enrol(session.id, [tech])).json();
    const res = await supervisor.result(session.id, attendee.id, { result: 'fail', version: attendee.version });
    expect(res.statusCode).toBe(422);
    expect(failedReasons(res.json(), String(attendee.id))).toEqual(['training.rules.session_ended.not_ended']);
  });

  it('a pass writes the course record (expiry = completion + validity); fail removes it; a stale version is a 409', async () => {
    const tech = await newTechnician(t, c);
    const { session, attendee } = await endedSessionWith(tech);
    const completed = hoursFromNow(-24).slice(0, 10);
    const pass = await supervisor.result(session.id, attendee.id, {
      result: 'pass',
      completed_on: completed,
      certificate_no: 'HF-777',
      version: attendee.version,
    });
    expect(pass.statusCode, pass.body).toBe(200);
    const row = pass.json().find((r: { id: number }) => r.id === attendee.id);
    const [y, m, d] = completed.split('-').map(Number);
    expect(row).toMatchObject({ result: 'pass', completed_on: completed, certificate_no: 'HF-777' });
    expect(row.expires_on.slice(5)).toBe(`${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`.replace('02-29', '02-28'));
    expect(Number(row.expires_on.slice(0, 4))).toBe(y + 2);
    expect(await recordsOf(attendee.id)).toMatchObject([
      { technician_id: tech, course_id: hf, completed_on: completed, certificate_no: 'HF-777' },
    ]);

    expect((await supervisor.result(session.id, attendee.id, { result: 'fail', version: attendee.version })).statusCode).toBe(409);
    const fail = await supervisor.result(session.id, attendee.id, { result: 'fail', version: row.version });
    expect(fail.statusCode, fail.body).toBe(200);
    expect(await recordsOf(attendee.id)).toEqual([]);
  });

  it('a pass needs a completion date not before the start; removing a passed attendee removes the record', async () => {
    const tech = await newTechnician(t, c);
    const { session, attendee } = await endedSessionWith(tech);
    const early = await supervisor.results(session.id, [
      { attendee_id: attendee.id, result: 'pass', completed_on: '2020-01-01', version: attendee.version },
    ]);
    expect(failedReasons(early.json(), String(attendee.id))).toEqual(['training.rules.completion_date.before_start']);
    const ok = await supervisor.results(session.id, [
      { attendee_id: attendee.id, result: 'pass', completed_on: hoursFromNow(-24).slice(0, 10), version: attendee.version },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await recordsOf(attendee.id)).toHaveLength(1);
    expect((await supervisor.remove(session.id)).statusCode).toBe(409);
    expect((await supervisor.unenrol(session.id, attendee.id)).statusCode).toBe(200);
    expect(await recordsOf(attendee.id)).toEqual([]);
  });
});

describe('certificates', () => {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 32)]);
  const upload = (api: TrainingApi, sessionId: number, attendeeId: number, name: string, content: Buffer, headers = api.headers) => {
    const body = multipart('file', name, content, 'application/pdf');
    return t.app.inject({
      method: 'POST',
      url: `/api/training_activities/${sessionId}/attendees/${attendeeId}/certificate`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('uploads a PDF judged by its bytes, serves it to signed-in readers of the region only', async () => {
    const tech = await newTechnician(t, c);
    const session = await newSession(supervisor, c, hf);
    const [attendee] = (await supervisor.enrol(session.id, [tech])).json();
    const fake = await upload(supervisor, session.id, attendee.id, 'cert.pdf', Buffer.from('<html>not a pdf at all</html>'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.file).toBeDefined();
    const stored = await upload(supervisor, session.id, attendee.id, 'cert.pdf', pdf);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()[0]).toMatchObject({ has_certificate: true, certificate_name: 'cert.pdf' });

    const download = await technician.certificate(session.id, attendee.id);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/training_activities/${session.id}/attendees/${attendee.id}/certificate` }))
        .statusCode,
    ).toBe(401);
    expect((await outsider.certificate(session.id, attendee.id)).statusCode).toBe(404);
    expect((await upload(technician, session.id, attendee.id, 'cert.pdf', pdf)).statusCode).toBe(403);
  });
});
