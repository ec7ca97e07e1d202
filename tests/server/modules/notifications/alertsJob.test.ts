import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIds } from '../../../../model/roles';
import {
  appSettings,
  calibratedTools,
  notifications,
  regions,
  stations,
  technicianCourses,
  trainingCourses,
} from '../../../../server/db/schema';
import { startJobScheduler } from '../../../../server/jobs/scheduler';
import { notificationAlertsJob } from '../../../../server/modules/notifications/alertsJob';
import type { Database } from '../../../../server/db/client';
import { createTestApp, insertUser, type TestApp } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from '../scheduled/fixtures';
import { newTechnician } from '../scheduled/workFixtures';
import { userIdOf } from './notificationFixtures';

/**
 * The daily alerts (docs/modules/notifications.md) — calibration due or overdue for the supervisors and planners of the
 * tool's region, licences and training running out for the technician and the region's supervisors —
 * each once: across runs, and when two processes run the job at the same moment.
 */
let t: TestApp;
let c: ScheduledContext;
let db: Database;
let planner: number;
let sam: number;
let namSupervisor: number;
let techUser: number;
const log = { info: () => {}, error: () => {} };

/** The ISO day `days` from today in Amsterdam (the EUR-W region's clock), as the job reads it. */
async function dayFromToday(days: number): Promise<string> {
  const { rows } = (await db.execute(
    sql`select to_char((now() at time zone 'Europe/Amsterdam')::date + ${days}::int, 'YYYY-MM-DD') as day`,
  )) as { rows: { day: string }[] };
  return rows[0].day;
}

const runJob = (now = new Date()) => db.transaction((tx) => notificationAlertsJob.run(tx as unknown as Database, now));
const alertsFor = (dedupeKey: string) =>
  db
    .select({ user_id: notifications.user_id, key: notifications.key, link: notifications.link, params: notifications.params })
    .from(notifications)
    .where(eq(notifications.dedupe_key, dedupeKey));
const recipients = async (dedupeKey: string) => (await alertsFor(dedupeKey)).map((row) => row.user_id).sort((a, b) => a - b);

let toolCounter = 0;
async function newTool(nextDue: string, station: keyof ScheduledContext['station'] = 'AMS'): Promise<number> {
  const [stationRow] = await db.select({ region_id: stations.region_id }).from(stations).where(eq(stations.id, c.station[station]));
  const interval = 180;
  const [row] = await db
    .insert(calibratedTools)
    .values({
      region_id: stationRow.region_id,
      station_id: c.station[station],
      tool_no: `TW-TEST-${++toolCounter}`,
      description: 'Torque wrench 20–100 Nm',
      calibration_interval_days: interval,
      last_calibrated: sql`${nextDue}::date - ${interval}::int`,
    })
    .returning({ id: calibratedTools.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  c = await loadScheduledContext(db);
  await db.update(appSettings).set({ calibration_alert_days: 30, training_alert_days: 20 });
  planner = await userIdOf(t, 'planner@tarmac.test');
  sam = await userIdOf(t, 'supervisor@tarmac.test');
  namSupervisor = await insertUser(t, { email: 'nam-sup@alerts.test', role_id: roleIds.supervisor, regions: ['NAM'] });
  techUser = await insertUser(t, { email: 'tech@alerts.test', role_id: roleIds.technician, regions: ['EUR-W'] });
});
afterAll(() => t.close());

describe('calibration alerts', () => {
  it('tells the region’s planners and supervisors once of a tool due within calibration_alert_days, however often the job runs', async () => {
    const due = await dayFromToday(5);
    const tool = await newTool(due);
    await runJob();
    await runJob();
    const key = `calibration_due:tool:${tool}:${due}`;
    const rows = await alertsFor(key);
    expect(rows.map((r) => r.user_id).sort((a, b) => a - b)).toEqual([planner, sam].sort((a, b) => a - b));
    expect(rows[0]).toMatchObject({
      key: 'calibration_due',
      link: `/calibrated_tools/${tool}`,
      params: { tool_no: expect.stringMatching(/^TW-TEST-/), station: 'AMS', due_date: due },
    });
    expect(await recipients(key)).not.toContain(namSupervisor);
    expect(await recipients(key)).not.toContain(techUser);
  });

  it('says overdue for a date passed; says nothing of a tool due later or retired', async () => {
    const [overdueOn, later, soon] = [await dayFromToday(-3), await dayFromToday(31), await dayFromToday(2)];
    const overdue = await newTool(overdueOn);
    const notYet = await newTool(later);
    const retired = await newTool(soon);
    await db.update(calibratedTools).set({ status: 'retired' }).where(eq(calibratedTools.id, retired));
    await runJob();
    expect((await alertsFor(`calibration_due:tool:${overdue}:${overdueOn}`)).map((r) => r.key)).toEqual([
      'calibration_overdue',
      'calibration_overdue',
    ]);
    expect(await alertsFor(`calibration_due:tool:${notYet}:${later}`)).toEqual([]);
    expect(
      await db
        .select()
        .from(notifications)
        .where(like(notifications.dedupe_key, `calibration_due:tool:${retired}:%`)),
    ).toEqual([]);
  });

  it('alerts again once the tool is calibrated and its new due date comes near', async () => {
    const first = await dayFromToday(4);
    const tool = await newTool(first);
    await runJob();
    const next = await dayFromToday(9);
    await db
      .update(calibratedTools)
      .set({ last_calibrated: sql`${next}::date - ${180}::int` })
      .where(eq(calibratedTools.id, tool));
    await runJob();
    expect(await recipients(`calibration_due:tool:${tool}:${first}`)).toHaveLength(2);
    expect(await recipients(`calibration_due:tool:${tool}:${next}`)).toHaveLength(2);
  });

  it('reads the lead time from the settings page (app_settings)', async () => {
    await db.update(appSettings).set({ calibration_alert_days: 3 });
    try {
      const due = await dayFromToday(10);
      const tool = await newTool(due);
      await runJob();
      expect(await alertsFor(`calibration_due:tool:${tool}:${due}`)).toEqual([]);
    } finally {
      await db.update(appSettings).set({ calibration_alert_days: 30 });
    }
  });
});

describe('licence and training alerts', () => {
  it('tells the technician (their training page) and the region’s supervisors (the technician’s record) of a licence running out', async () => {
    const expiry = await dayFromToday(10);
    const technician = await newTechnician(t, c, { name: 'Lena Licence', userId: techUser, licenceExpiry: expiry });
    const outOfScope = await newTechnician(t, c, { name: 'Inactive Ian', licenceExpiry: expiry, active: false });
    await runJob();
    const rows = await alertsFor(`licence_expiring:technician:${technician}:${expiry}`);
    expect(rows.map((r) => [r.user_id, r.key, r.link]).sort()).toEqual(
      [
        [techUser, 'licence_expiring', '/training'],
        [sam, 'licence_expiring', `/technicians/${technician}`],
      ].sort(),
    );
    expect(rows[0].params).toMatchObject({ technician: 'Lena Licence', station: 'AMS', due_date: expiry });
    expect(await alertsFor(`licence_expiring:technician:${outOfScope}:${expiry}`)).toEqual([]);
  });

  it('reads a technician’s latest record of a course: a renewed course does not alert, a lapsing one does', async () => {
    const [course] = await db
      .select({ id: trainingCourses.id, name: trainingCourses.name })
      .from(trainingCourses)
      .where(eq(trainingCourses.active, true))
      .limit(1);
    const renewed = await newTechnician(t, c, { coursesMissing: 'all' });
    const lapsing = await newTechnician(t, c, { coursesMissing: 'all', userId: techUser });
    const [soon, later] = [await dayFromToday(7), await dayFromToday(400)];
    await db.insert(technicianCourses).values([
      { technician_id: renewed, course_id: course.id, completed_on: '2030-01-01', expires_on: soon },
      { technician_id: renewed, course_id: course.id, completed_on: '2031-01-01', expires_on: later },
      { technician_id: lapsing, course_id: course.id, completed_on: '2030-01-01', expires_on: soon },
    ]);
    await runJob();
    expect(await alertsFor(`training_expiring:technician:${renewed}:course:${course.id}:${soon}`)).toEqual([]);
    const rows = await alertsFor(`training_expiring:technician:${lapsing}:course:${course.id}:${soon}`);
    expect(rows.map((r) => r.user_id).sort((a, b) => a - b)).toEqual([sam, techUser].sort((a, b) => a - b));
    expect(rows[0].params).toMatchObject({ course: course.name, due_date: soon });
  });
});

describe('exactly once across processes', () => {
  it('two runs at the same moment (two connections) add each alert once', async () => {
    const due = await dayFromToday(6);
    const tool = await newTool(due);
    const expiry = await dayFromToday(8);
    const technician = await newTechnician(t, c, { userId: techUser, licenceExpiry: expiry });
    await Promise.all([runJob(), runJob(), runJob()]);
    expect(await recipients(`calibration_due:tool:${tool}:${due}`)).toHaveLength(2);
    expect(await recipients(`licence_expiring:technician:${technician}:${expiry}`)).toHaveLength(2);
  });

  it('two schedulers ticking together run the job once a day', async () => {
    const [first, second] = [startJobScheduler(db, [notificationAlertsJob], log), startJobScheduler(db, [notificationAlertsJob], log)];
    await Promise.all([first.stop(), second.stop()]);
    const now = new Date();
    const outcomes = await Promise.all([first.runDue(now), second.runDue(now)]);
    expect(outcomes.map((o) => o[notificationAlertsJob.name]).sort()).toEqual(['ran', expect.stringMatching(/^(locked|not_due)$/)].sort());
    const hourLater = new Date(now.getTime() + 60 * 60_000);
    expect((await first.runDue(hourLater))[notificationAlertsJob.name]).toBe('not_due');
  });

  it('finds nothing to say in a region that is switched off', async () => {
    await db.update(regions).set({ active: false }).where(eq(regions.code, 'EUR-W'));
    try {
      const due = await dayFromToday(3);
      const tool = await newTool(due);
      await runJob();
      expect(await alertsFor(`calibration_due:tool:${tool}:${due}`)).toEqual([]);
    } finally {
      await db
        .update(regions)
        .set({ active: true })
        .where(and(eq(regions.code, 'EUR-W')));
    }
  });
});
