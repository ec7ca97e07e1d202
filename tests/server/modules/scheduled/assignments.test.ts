import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIds } from '../../../../model/roles';
import {
  activityAssignments,
  auditLog,
  rosterShifts,
  serviceCourses,
  shiftTypes,
  technicianCourses,
  trainingCourses,
} from '../../../../server/db/schema';
import { createTestApp, insertUser, type TestApp } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from './fixtures';
import { newActivity, newTechnician, workAs, type WorkApi } from './workFixtures';

/**
 * POST /activities/:id/assignments (docs/modules/scheduled.md) under the rules — every failed rule named at once,
 * who may override what, the status that follows the people — and the eligible list.
 */
let t: TestApp;
let c: ScheduledContext;
let admin: WorkApi;
let planner: WorkApi;
let supervisor: WorkApi;
let outsider: WorkApi;

type Rule = { rule: string; ok: boolean; reason?: string };
const failed = (rules: Rule[]) => rules.filter((r) => !r.ok).map((r) => r.rule);

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  [admin, planner, supervisor] = await Promise.all(
    ['admin@tarmac.test', 'planner@tarmac.test', 'supervisor@tarmac.test'].map((email) => workAs(t, email)),
  );
  await insertUser(t, { email: 'nam-planner@tarmac.test', role_id: roleIds.planner, regions: ['NAM'] });
  outsider = await workAs(t, 'nam-planner@tarmac.test');
});
afterAll(() => t.close());

describe('POST /api/activities/:id/assignments', () => {
  it('assigns a technician who passes every rule; the first one moves a planned activity to assigned, removing the last moves it back', async () => {
    const activity = await newActivity(admin, c, { date: '2036-05-01' });
    const techId = await newTechnician(t, c);
    const res = await planner.assign(activity.id, { technician_id: techId, role: 'lead' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      technician_id: techId,
      role: 'lead',
      override_reason: null,
      overridden_rules: [],
      planned_minutes: c.service.TRANSIT.minutes,
    });
    const record = (await planner.get(activity.id)).json();
    expect(record).toMatchObject({ status: 'assigned', technician_ids: [techId], lead_technician_id: techId });
    expect(record.version).toBeGreaterThan(activity.version);

    const removed = await planner.unassign(activity.id, res.json().id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ status: 'planned', technician_ids: [] });
  });

  // Each rule alone, then all of them at once.
  const lonelyFailures: [string, () => Promise<number>][] = [
    ['technician_active', () => newTechnician(t, c, { active: false })],
    ['same_region', () => newTechnician(t, c, { station: 'JFK' })],
    ['licence_category', () => newTechnician(t, c, { licence: 'easa_b2' })],
    ['type_authorisation', () => newTechnician(t, c, { authorisations: [] })],
    ['licence_valid', () => newTechnician(t, c, { licenceExpiry: '2036-04-30' })],
    ['mandatory_training', () => newTechnician(t, c, { coursesMissing: ['HF-REC'] })],
    ['rostered', () => newTechnician(t, c, { rostered: false })],
  ];
  for (const [rule, technician] of lonelyFailures) {
    it(`refuses with 422 naming the ${rule} rule`, async () => {
      // 14:00 in Amsterdam is 08:00 in New York: inside the fixture shift of a JFK technician too, so
      // the other region is the only thing wrong with them.
      const activity = await newActivity(admin, c, { date: '2036-05-02', sta: '14:00', std: '15:00' });
      const res = await admin.assign(activity.id, { technician_id: await technician(), role: 'support' });
      expect(res.statusCode, res.body).toBe(422);
      const body = res.json();
      expect(failed(body.rules)).toEqual([rule]);
      expect(body.errors.technician_id).toHaveLength(1);
      expect(body.errors.technician_id[0]).not.toMatch(/^scheduled\./);
      expect((await admin.get(activity.id)).json().technician_ids).toEqual([]);
    });
  }

  it('refuses with 422 naming the rest_rules rule (EU WTD 2003/88/EC Art. 3): a job that stretches the 06:00–18:00 shift to 19:30 makes a day longer than 24 − 11 h', async () => {
    const activity = await newActivity(admin, c, { date: '2036-05-02', sta: '17:00', std: '19:30' });
    const res = await admin.assign(activity.id, { technician_id: await newTechnician(t, c), role: 'support' });
    expect(res.statusCode, res.body).toBe(422);
    expect(failed(res.json().rules)).toEqual(['rest_rules']);
    expect(res.json().errors.technician_id[0]).toContain('19:30');
  });

  it('refuses a technician whose roster shift that day is a training shift, with its own reason (rostered)', async () => {
    const db = t.database.db;
    const techId = await newTechnician(t, c);
    const [training] = await db
      .insert(shiftTypes)
      .values({ code: 'FIX-T', name: 'Fixture training', kind: 'training', start_time: '06:00', end_time: '18:00', paid_minutes: 690 })
      .onConflictDoNothing()
      .returning({ id: shiftTypes.id });
    const trainingId = training?.id ?? (await db.select({ id: shiftTypes.id }).from(shiftTypes).where(eq(shiftTypes.code, 'FIX-T')))[0].id;
    await db
      .update(rosterShifts)
      .set({ shift_type_id: trainingId })
      .where(and(eq(rosterShifts.technician_id, techId), eq(rosterShifts.local_date, '2036-05-03')));
    const activity = await newActivity(admin, c, { date: '2036-05-03', sta: '12:00', std: '13:00' });
    const res = await admin.assign(activity.id, { technician_id: techId, role: 'lead' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().rules.find((r: Rule) => r.rule === 'rostered')).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.rostered.training',
    });
    expect(failed(res.json().rules)).toEqual(['rostered']);
  });

  it('assigns a technician holding B2 and B1 to B1 work (Part-66 66.A.20: every category held counts)', async () => {
    const activity = await newActivity(admin, c, { date: '2036-05-03', sta: '15:00', std: '16:00' });
    const techId = await newTechnician(t, c, { licence: ['easa_b2', 'easa_b1'] });
    const res = await admin.assign(activity.id, { technician_id: techId, role: 'lead' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().overridden_rules).toEqual([]);
  });

  it('refuses a double booking, travel between stations included (no_overlap)', async () => {
    const techId = await newTechnician(t, c);
    const first = await newActivity(admin, c, { station: 'CDG', date: '2036-05-03', sta: '10:00', std: '11:00' });
    expect((await admin.assign(first.id, { technician_id: techId, role: 'lead' })).statusCode).toBe(201);
    // Amsterdam 11:30 leaves half an hour after Paris: not enough to get there.
    const second = await newActivity(admin, c, { station: 'AMS', date: '2036-05-03', sta: '11:30', std: '12:30' });
    const res = await admin.assign(second.id, { technician_id: techId, role: 'lead' });
    expect(res.statusCode, res.body).toBe(422);
    expect(failed(res.json().rules)).toEqual(['no_overlap']);
    expect(res.json().errors.technician_id[0]).toContain(first.work_order);
  });

  it('names every failed rule at once, in the caller’s language', async () => {
    const techId = await newTechnician(t, c, {
      licence: 'easa_b2',
      licenceExpiry: '2030-01-01',
      authorisations: [],
      coursesMissing: 'all',
    });
    const busy = await newActivity(admin, c, { date: '2036-05-04', sta: '10:00', std: '11:00' });
    expect(
      (await admin.assign(busy.id, { technician_id: techId, role: 'lead', override_reason: 'Set up the double booking for the test.' }))
        .statusCode,
    ).toBe(201);
    const activity = await newActivity(admin, c, { date: '2036-05-04', sta: '10:30', std: '11:30' });
    const res = await t.send(
      'POST',
      `/api/activities/${activity.id}/assignments`,
      { ...admin.headers, 'accept-language': 'fr' },
      { technician_id: techId, role: 'lead' },
    );
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(failed(body.rules)).toEqual(['licence_category', 'type_authorisation', 'licence_valid', 'mandatory_training', 'no_overlap']);
    expect(body.errors.technician_id).toHaveLength(5);
    expect(body.errors.technician_id.join(' ')).toMatch(/licence a expiré le 2030-01-01/);
    // No reason sent: the rules alone. A reason sent blank (the override field left empty) is flagged on that field too.
    expect(body.errors).not.toHaveProperty('override_reason');
    const blank = await t.send(
      'POST',
      `/api/activities/${activity.id}/assignments`,
      { ...admin.headers, 'accept-language': 'fr' },
      { technician_id: techId, role: 'lead', override_reason: '' },
    );
    expect(blank.statusCode, blank.body).toBe(422);
    expect(blank.json().errors).toEqual({
      technician_id: body.errors.technician_id,
      override_reason: ['Écrivez pourquoi les règles sont outrepassées.'],
    });
  });

  it('refuses a technician the caller cannot reach, and one already on the activity', async () => {
    const activity = await newActivity(admin, c, { date: '2036-05-05' });
    const namTech = await newTechnician(t, c, { station: 'JFK' });
    const res = await supervisor.assign(activity.id, { technician_id: namTech, role: 'lead' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['technician_id']);
    const techId = await newTechnician(t, c);
    expect((await supervisor.assign(activity.id, { technician_id: techId, role: 'lead' })).statusCode).toBe(201);
    expect((await supervisor.assign(activity.id, { technician_id: techId, role: 'support' })).statusCode).toBe(422);
  });

  it('refuses a bad body with a 422 per field', async () => {
    const activity = await newActivity(admin, c, { date: '2036-05-05' });
    const res = await admin.assign(activity.id, { technician_id: 'x', role: 'boss', override_reason: 'short', extra: 1 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['extra', 'override_reason', 'role', 'technician_id']);
  });
});

describe('overriding the rules', () => {
  const reason = 'Customer accepted the B2 for this transit; QA informed.';

  it('lets a supervisor override a licence rule with a reason: kept on the assignment and audited with the rules', async () => {
    const activity = await newActivity(admin, c, { date: '2036-05-06' });
    const techId = await newTechnician(t, c, { licence: 'easa_b2' });
    const res = await supervisor.assign(activity.id, { technician_id: techId, role: 'lead', override_reason: reason });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ override_reason: reason, overridden_rules: ['licence_category'] });
    const record = (await supervisor.get(activity.id)).json();
    expect(record.assignments[0]).toMatchObject({ technician_id: techId, override_reason: reason, overridden_rules: ['licence_category'] });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'activities'), eq(auditLog.record_id, String(activity.id)), eq(auditLog.action, 'assign')))
      .orderBy(desc(auditLog.id));
    expect(JSON.parse(audit.changes!)).toMatchObject({
      technician_id: techId,
      override_reason: reason,
      overridden_rules: ['licence_category'],
    });
  });

  it('refuses a planner’s override of a licence rule with 403, but takes it on a non-licence rule', async () => {
    const activity = await newActivity(admin, c, { date: '2036-05-07' });
    const unlicensed = await newTechnician(t, c, { licenceExpiry: '2036-01-01' });
    const res = await planner.assign(activity.id, { technician_id: unlicensed, role: 'lead', override_reason: reason });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await planner.get(activity.id)).json().technician_ids).toEqual([]);

    const untrained = await newTechnician(t, c, { coursesMissing: ['RAMP-SAFE'] });
    const allowed = await planner.assign(activity.id, { technician_id: untrained, role: 'lead', override_reason: reason });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json().overridden_rules).toEqual(['mandatory_training']);
  });

  it('refuses a technician without the course a service requires, naming it (EASA Part-145 145.A.30(e)); only a supervisor overrides it, with a reason', async () => {
    const db = t.database.db;
    const [tow] = await db.select({ id: trainingCourses.id }).from(trainingCourses).where(eq(trainingCourses.code, 'TOW'));
    await db.insert(serviceCourses).values({ service_id: c.service['FUEL-SUP'].id, course_id: tow.id });
    try {
      const activity = await newActivity(admin, c, { date: '2036-05-10', services: ['TRANSIT', 'FUEL-SUP'] });
      const untrained = await newTechnician(t, c);
      const refused = await admin.assign(activity.id, { technician_id: untrained, role: 'lead' });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(failed(refused.json().rules)).toEqual(['competence']);
      expect(refused.json().errors.technician_id[0]).toContain('TOW');
      // The licence rules' policy: a planner may not set it aside, a supervisor may, and the reason is kept.
      const denied = await planner.assign(activity.id, { technician_id: untrained, role: 'lead', override_reason: reason });
      expect(denied.statusCode, denied.body).toBe(403);
      const kept = await supervisor.assign(activity.id, { technician_id: untrained, role: 'lead', override_reason: reason });
      expect(kept.statusCode, kept.body).toBe(201);
      expect(kept.json()).toMatchObject({ override_reason: reason, overridden_rules: ['competence'] });
      // Holding it, valid on the day of the work: no rule fails.
      const trained = await newTechnician(t, c);
      await db
        .insert(technicianCourses)
        .values({ technician_id: trained, course_id: tow.id, completed_on: '2035-06-01', expires_on: '2037-06-01' });
      const ok = await admin.assign(activity.id, { technician_id: trained, role: 'support' });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().overridden_rules).toEqual([]);
    } finally {
      await db.delete(serviceCourses).where(eq(serviceCourses.service_id, c.service['FUEL-SUP'].id));
    }
  });

  it('never overrides a hard rule, not even for an admin', async () => {
    const activity = await newActivity(admin, c, { date: '2036-05-08', sta: '14:00', std: '15:00' });
    for (const techId of [await newTechnician(t, c, { active: false }), await newTechnician(t, c, { station: 'JFK' })]) {
      const res = await admin.assign(activity.id, { technician_id: techId, role: 'lead', override_reason: reason });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.technician_id).toHaveLength(1);
    }
    expect(await t.database.db.select().from(activityAssignments).where(eq(activityAssignments.activity_id, activity.id))).toEqual([]);
  });
});

describe('GET /api/activities/:id/eligible_technicians', () => {
  it('ranks the region’s technicians with their rule results: fewest failures, then home station, then name', async () => {
    const activity = await newActivity(admin, c, { station: 'AMS', date: '2036-05-09' });
    const home = await newTechnician(t, c, { name: 'Zz Home', station: 'AMS' });
    const away = await newTechnician(t, c, { name: 'Aa Away', station: 'CDG' });
    const oneFailure = await newTechnician(t, c, { name: 'Aa One failure', coursesMissing: ['HF-REC'] });
    const twoFailures = await newTechnician(t, c, { name: 'Aa Two failures', licence: 'easa_b2', coursesMissing: ['HF-REC'] });
    const inactive = await newTechnician(t, c, { name: 'Aa Inactive', active: false });
    const nam = await newTechnician(t, c, { name: 'Aa NAM', station: 'JFK' });
    const res = await planner.eligible(activity.id);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as { technician_id: number; ok: boolean; rules: Rule[] }[];
    const ids = rows.map((r) => r.technician_id);
    const ours = ids.filter((id) => [home, away, oneFailure, twoFailures].includes(id));
    expect(ours).toEqual([home, away, oneFailure, twoFailures]);
    expect(ids).not.toContain(inactive);
    expect(ids).not.toContain(nam);
    const row = (id: number) => rows.find((r) => r.technician_id === id)!;
    expect(row(home)).toMatchObject({ ok: true });
    expect(row(home).rules.map((r) => r.rule)).toEqual([
      'technician_active',
      'same_region',
      'licence_category',
      'type_authorisation',
      'licence_valid',
      'mandatory_training',
      'competence',
      'no_overlap',
      'rostered',
      'rest_rules',
    ]);
    expect(failed(row(twoFailures).rules)).toEqual(['licence_category', 'mandatory_training']);
    // Those on the activity already are not candidates.
    expect((await planner.assign(activity.id, { technician_id: home, role: 'lead' })).statusCode).toBe(201);
    expect(((await planner.eligible(activity.id)).json() as { technician_id: number }[]).map((r) => r.technician_id)).not.toContain(home);
  });
});

describe('region isolation', () => {
  it('answers 404 to a user of another region on every assignment route', async () => {
    const activity = await newActivity(admin, c, { date: '2036-05-10' });
    const techId = await newTechnician(t, c);
    const assigned = await admin.assign(activity.id, { technician_id: techId, role: 'lead' });
    const assignmentId = assigned.json().id as number;
    for (const res of [
      await outsider.eligible(activity.id),
      await outsider.assign(activity.id, { technician_id: techId, role: 'lead' }),
      await outsider.updateAssignment(activity.id, assignmentId, { role: 'support' }),
      await outsider.unassign(activity.id, assignmentId),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await admin.get(activity.id)).json().technician_ids).toEqual([techId]);
  });

  it('answers 404 for an assignment of another activity', async () => {
    const a = await newActivity(admin, c, { date: '2036-05-11' });
    const b = await newActivity(admin, c, { date: '2036-05-11', sta: '14:00', std: '15:00' });
    const techId = await newTechnician(t, c);
    const assigned = (await admin.assign(a.id, { technician_id: techId, role: 'lead' })).json();
    expect((await admin.unassign(b.id, assigned.id)).statusCode).toBe(404);
    expect((await admin.unassign(a.id, 999999)).statusCode).toBe(404);
    expect((await t.send('DELETE', `/api/activities/${a.id}/assignments/x`, admin.headers)).statusCode).toBe(404);
  });
});
