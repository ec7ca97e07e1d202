import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIds } from '../../../../model/roles';
import { createTestApp, insertUser, type TestApp } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from './fixtures';
import { newActivity, newTechnician, workAs, type WorkApi } from './workFixtures';

/**
 * docs/modules/scheduled.md: recording the work (a technician only on their own job), dragging an activity to
 * new times or another technician (re-judged, versioned), and the activity's history.
 */
let t: TestApp;
let c: ScheduledContext;
let admin: WorkApi;
let planner: WorkApi;
let worker: WorkApi;
let otherWorker: WorkApi;
let workerTechId: number;
let outsider: WorkApi;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  [admin, planner] = await Promise.all(['admin@tarmac.test', 'planner@tarmac.test'].map((email) => workAs(t, email)));
  const user = await insertUser(t, { email: 'work-tech@tarmac.test', role_id: roleIds.technician, regions: ['EUR-W'] });
  workerTechId = await newTechnician(t, c, { userId: user });
  worker = await workAs(t, 'work-tech@tarmac.test');
  const other = await insertUser(t, { email: 'work-other@tarmac.test', role_id: roleIds.technician, regions: ['EUR-W'] });
  await newTechnician(t, c, { userId: other });
  otherWorker = await workAs(t, 'work-other@tarmac.test');
  await insertUser(t, { email: 'nam-super@tarmac.test', role_id: roleIds.supervisor, regions: ['NAM'] });
  outsider = await workAs(t, 'nam-super@tarmac.test');
});
afterAll(() => t.close());

describe('PUT /api/activities/:id/services/:activity_service_id', () => {
  it('lets the assigned technician record work; the first service started starts the activity', async () => {
    const activity = await newActivity(admin, c, { date: '2036-07-01', services: ['TRANSIT', 'FUEL-SUP'] });
    const [transit, fuel] = activity.services.map((s) => s.id);
    // Nobody assigned yet: work cannot start.
    expect((await admin.service(activity.id, transit, 'in_progress')).statusCode).toBe(422);
    expect((await admin.assign(activity.id, { technician_id: workerTechId, role: 'lead' })).statusCode).toBe(201);

    const started = await worker.service(activity.id, transit, 'in_progress');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().status).toBe('in_progress');
    const done = await worker.service(activity.id, transit, 'done');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().services.find((s: { id: number }) => s.id === transit)).toMatchObject({
      status: 'done',
      completed_at: expect.any(String),
    });
    expect((await worker.service(activity.id, fuel, 'not_required')).json().services_done).toBe(2);
    expect(
      (await worker.service(activity.id, transit, 'pending')).json().services.find((s: { id: number }) => s.id === transit).completed_at,
    ).toBeNull();
  });

  it('refuses a tick sent with a stale version (a phone replaying what it did offline), and takes the current one', async () => {
    const activity = await newActivity(admin, c, { date: '2036-07-07', services: ['TRANSIT', 'FUEL-SUP'] });
    const [transit, fuel] = activity.services.map((s) => s.id);
    expect((await admin.assign(activity.id, { technician_id: workerTechId, role: 'lead' })).statusCode).toBe(201);
    const seen = (await worker.get(activity.id)).json().version;
    const started = await worker.service(activity.id, transit, 'done', seen);
    expect(started.statusCode, started.body).toBe(200);
    // The copy read before the tick is stale now: the job is not changed, and the answer holds it as it is.
    const stale = await worker.service(activity.id, fuel, 'done', seen);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().current).toMatchObject({ id: activity.id, version: started.json().version });
    expect((await worker.get(activity.id)).json().services.find((s: { id: number }) => s.id === fuel).status).toBe('pending');
    expect((await worker.service(activity.id, fuel, 'done', started.json().version)).statusCode).toBe(200);
  });

  it('refuses a technician not assigned to the activity, and a role without work_record', async () => {
    const activity = await newActivity(admin, c, { date: '2036-07-02' });
    expect((await admin.assign(activity.id, { technician_id: workerTechId, role: 'lead' })).statusCode).toBe(201);
    const serviceId = activity.services[0].id;
    const res = await otherWorker.service(activity.id, serviceId, 'in_progress');
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await planner.service(activity.id, serviceId, 'in_progress')).statusCode).toBe(403);
    expect((await admin.get(activity.id)).json().status).toBe('assigned');
  });

  it('refuses a bad status, and a service of another activity', async () => {
    const a = await newActivity(admin, c, { date: '2036-07-03' });
    const b = await newActivity(admin, c, { date: '2036-07-03', sta: '15:00', std: '16:00' });
    expect((await admin.service(a.id, a.services[0].id, 'finished')).statusCode).toBe(422);
    expect((await admin.service(a.id, b.services[0].id, 'done')).statusCode).toBe(404);
  });

  it('lets the technician enter actual minutes on their own assignment but not change roles', async () => {
    const activity = await newActivity(admin, c, { date: '2036-07-04' });
    const assignment = (await admin.assign(activity.id, { technician_id: workerTechId, role: 'lead' })).json();
    const res = await worker.updateAssignment(activity.id, assignment.id, { actual_minutes: 50 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assignments[0]).toMatchObject({ actual_minutes: 50 });
    expect((await worker.updateAssignment(activity.id, assignment.id, { role: 'support' })).statusCode).toBe(403);
    expect((await otherWorker.updateAssignment(activity.id, assignment.id, { actual_minutes: 5 })).statusCode).toBe(403);
  });
});

describe('POST /api/activities/:id/reschedule', () => {
  it('moves the activity to new times and to another technician, re-judging them', async () => {
    const activity = await newActivity(admin, c, { date: '2036-07-05', sta: '10:00', std: '11:00' });
    const from = await newTechnician(t, c);
    const to = await newTechnician(t, c);
    expect((await planner.assign(activity.id, { technician_id: from, role: 'lead' })).statusCode).toBe(201);
    const { version } = (await planner.get(activity.id)).json();
    const res = await planner.reschedule(activity.id, {
      sta_at: '2036-07-05T12:00:00Z',
      std_at: '2036-07-05T13:00:00Z',
      from_technician_id: from,
      to_technician_id: to,
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sta_at: expect.stringContaining('12:00:00'), technician_ids: [to], lead_technician_id: to });
    // The version moved on: the old copy is stale.
    expect((await planner.reschedule(activity.id, { sta_at: '2036-07-05T12:30:00Z', version })).statusCode).toBe(409);
  });

  it('refuses a move to a technician the rules refuse, naming every failed rule, unless overridden by who may', async () => {
    const activity = await newActivity(admin, c, { date: '2036-07-06' });
    const from = await newTechnician(t, c);
    const to = await newTechnician(t, c, { licence: 'easa_b2', coursesMissing: ['HF-REC'] });
    expect((await planner.assign(activity.id, { technician_id: from, role: 'lead' })).statusCode).toBe(201);
    const { version } = (await planner.get(activity.id)).json();
    const res = await planner.reschedule(activity.id, { from_technician_id: from, to_technician_id: to, version });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.to_technician_id).toHaveLength(2);
    const reason = 'Only engineer on shift; supervisor agreed by phone.';
    expect(
      (await planner.reschedule(activity.id, { from_technician_id: from, to_technician_id: to, override_reason: reason, version }))
        .statusCode,
    ).toBe(403);
    const supervisor = await workAs(t, 'supervisor@tarmac.test');
    const allowed = await supervisor.reschedule(activity.id, {
      from_technician_id: from,
      to_technician_id: to,
      override_reason: reason,
      version,
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().assignments[0]).toMatchObject({
      technician_id: to,
      override_reason: reason,
      overridden_rules: ['licence_category', 'mandatory_training'],
    });
  });

  it('refuses new times that double-book someone staying on the activity', async () => {
    const techId = await newTechnician(t, c);
    const busy = await newActivity(admin, c, { date: '2036-07-07', sta: '14:00', std: '15:00' });
    expect((await planner.assign(busy.id, { technician_id: techId, role: 'lead' })).statusCode).toBe(201);
    const activity = await newActivity(admin, c, { date: '2036-07-07', sta: '08:00', std: '09:00' });
    expect((await planner.assign(activity.id, { technician_id: techId, role: 'lead' })).statusCode).toBe(201);
    const { version } = (await planner.get(activity.id)).json();
    // 14:00 Amsterdam summer time is 12:00 UTC.
    const res = await planner.reschedule(activity.id, { sta_at: '2036-07-07T12:15:00Z', std_at: '2036-07-07T12:45:00Z', version });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.sta_at[0]).toContain(busy.work_order);
    expect((await planner.get(activity.id)).json().version).toBe(version);
  });

  it('refuses a move from someone not on the activity, and a body that moves nothing', async () => {
    const activity = await newActivity(admin, c, { date: '2036-07-08' });
    const { version } = (await planner.get(activity.id)).json();
    const stranger = await newTechnician(t, c);
    const res = await planner.reschedule(activity.id, {
      from_technician_id: stranger,
      to_technician_id: await newTechnician(t, c),
      version,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['from_technician_id']);
    expect((await planner.reschedule(activity.id, { version })).statusCode).toBe(422);
  });
});

describe('GET /api/activities/:id/history', () => {
  it('lists the activity’s audit trail newest first, with who did it', async () => {
    const activity = await newActivity(admin, c, { date: '2036-07-09' });
    expect((await planner.assign(activity.id, { technician_id: workerTechId, role: 'lead' })).statusCode).toBe(201);
    expect((await worker.service(activity.id, activity.services[0].id, 'in_progress')).statusCode).toBe(200);
    const res = await worker.history(activity.id);
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json() as { action: string; user_name: string; created_at: string; changes: Record<string, unknown> }[];
    expect(entries.map((e) => e.action)).toEqual(['service', 'assign', 'create']);
    expect(entries.map((e) => e.user_name)).toEqual(['work-tech', 'Pat Planner', 'Ada Admin']);
    expect(entries[1].changes).toMatchObject({ technician_id: workerTechId, status: { from: 'planned', to: 'assigned' } });
  });
});

describe('region isolation', () => {
  it('answers 404 to a user of another region on the work, reschedule and history routes', async () => {
    const activity = await newActivity(admin, c, { date: '2036-07-10' });
    const assignment = (await admin.assign(activity.id, { technician_id: workerTechId, role: 'lead' })).json();
    const { version } = (await admin.get(activity.id)).json();
    for (const res of [
      await outsider.service(activity.id, activity.services[0].id, 'in_progress'),
      await outsider.updateAssignment(activity.id, assignment.id, { actual_minutes: 5 }),
      await outsider.reschedule(activity.id, { sta_at: '2036-07-10T06:00:00Z', version }),
      await outsider.history(activity.id),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await admin.get(activity.id)).json().version).toBe(version);
  });
});
