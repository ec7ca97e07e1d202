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
  users,
} from '../../../../server/db/schema';
import { startJobScheduler } from '../../../../server/jobs/scheduler';
import { notificationAlertsJob } from '../../../../server/modules/notifications/alertsJob';
import type { Database } from '../../../../server/db/client';
import { bearer, createTestApp, insertUser, type TestApp } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from '../scheduled/fixtures';
import { newTechnician } from '../scheduled/workFixtures';
import { userIdOf } from './notificationFixtures';

/**
 * The daily alerts (docs/modules/notifications.md) — calibration due or overdue for the supervisors and planners of the
 * tool's region, licences and training running out for the technician and the region's supervisors —
 * one notification per station, type and day (the technician's own still per item), each once: across
 * runs, and when two processes run the job at the same moment. These expectations changed on purpose
 * from one notification per item when the alerts were grouped.
 */
let t: TestApp;
let c: ScheduledContext;
let db: Database;
let planner: number;
let sam: number;
let namSupervisor: number;
let techUser: number;
const log = { info: () => {}, error: () => {} };

/** The ISO day `days` from today in Amsterdam (the EUR-W region's clock; or another zone's), as the job reads it. */
async function dayFromToday(days: number, zone = 'Europe/Amsterdam'): Promise<string> {
  const { rows } = (await db.execute(sql`select to_char((now() at time zone ${zone})::date + ${days}::int, 'YYYY-MM-DD') as day`)) as {
    rows: { day: string }[];
  };
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

/** The filter a grouped alert's link opens its list with. */
const filterOf = (link: string | null) => JSON.parse(new URL(link!, 'http://x').searchParams.get('filter')!) as Record<string, unknown>;
/** A station's alert of one type on the region's today (its dedupe key), as each recipient holds it. */
const stationAlert = async (type: string, station: keyof ScheduledContext['station'], today?: string) =>
  alertsFor(`${type}:station:${c.station[station]}:${today ?? (await dayFromToday(0))}`);
/** Tools of a station the calibration alert counts: in use, due within `days` (or overdue). */
async function dueToolCount(station: keyof ScheduledContext['station'], days = 30): Promise<number> {
  const { rows } = (await db.execute(sql`
    select count(*)::int as n from calibrated_tools where station_id = ${c.station[station]} and status <> 'retired'
      and next_due <= (now() at time zone 'Europe/Amsterdam')::date + ${days}::int`)) as { rows: { n: number }[] };
  return Number(rows[0].n);
}
/** Each test reads the day as new: the grouped alerts of earlier tests (today's keys) are gone. */
const forgetGroupedAlerts = () => db.delete(notifications).where(like(notifications.dedupe_key, '%:station:%'));

describe('calibration alerts, one per station and day', () => {
  it('tells the region’s planners and supervisors of a station’s due tools at once — count, first date, filtered list — however often the job runs', async () => {
    await forgetGroupedAlerts();
    const [soon, later, overdue] = [await dayFromToday(5), await dayFromToday(6), await dayFromToday(-3)];
    const tools = await Promise.all([newTool(soon), newTool(later), newTool(overdue)]);
    await runJob();
    await runJob();
    const rows = await stationAlert('calibration_due', 'AMS');
    expect(rows.map((r) => r.user_id).sort((a, b) => a - b)).toEqual([planner, sam].sort((a, b) => a - b));
    const count = await dueToolCount('AMS');
    expect(count).toBeGreaterThanOrEqual(3);
    expect(rows[0]).toMatchObject({ key: 'calibration_due_station', params: { count, station: 'AMS' } });
    expect(String(rows[0].params.due_date) <= overdue).toBe(true);
    const filter = filterOf(rows[0].link);
    expect(rows[0].link).toMatch(/^\/calibrated_tools\?filter=/);
    expect(filter).toMatchObject({ station_id: c.station.AMS });
    expect(String(filter.next_due_lte) >= later).toBe(true);
    expect(await recipients(`calibration_due:station:${c.station.AMS}:${await dayFromToday(0)}`)).not.toContain(namSupervisor);
    expect(await recipients(`calibration_due:station:${c.station.AMS}:${await dayFromToday(0)}`)).not.toContain(techUser);
    // Per station: no one line per tool any more.
    for (const tool of tools)
      expect(
        await db
          .select()
          .from(notifications)
          .where(like(notifications.dedupe_key, `calibration_due:tool:${tool}:%`)),
      ).toEqual([]);
  });

  it('reads "1 tool" and "3 tools" in the reader’s language, as the list renders it', async () => {
    const [row] = await t.database.db
      .select({ id: notifications.id, user_id: notifications.user_id })
      .from(notifications)
      .where(and(like(notifications.dedupe_key, 'calibration_due:station:%'), eq(notifications.user_id, sam)))
      .limit(1);
    await db
      .update(notifications)
      .set({ params: { count: 1, station: 'AMS', due_date: '2036-12-01' } })
      .where(eq(notifications.id, row.id));
    const headers = bearer(await t.tokenFor('supervisor@tarmac.test'));
    const one = (await t.send('GET', `/api/notifications/${row.id}`, headers)).json();
    expect(one.title).toBe('1 tool due for calibration at AMS');
    await db
      .update(notifications)
      .set({ params: { count: 3, station: 'AMS', due_date: '2036-12-01' } })
      .where(eq(notifications.id, row.id));
    const many = (await t.send('GET', `/api/notifications/${row.id}`, { ...headers, 'accept-language': 'fr' })).json();
    expect(many.title).toBe('3 outils à étalonner à AMS');
    expect(many.text).toMatch(/^Le premier doit être étalonné le 01 déc\.? 2036\./);
  });

  it('counts neither a tool due later than the lead time nor a retired one', async () => {
    await forgetGroupedAlerts();
    const before = await dueToolCount('AMS');
    await newTool(await dayFromToday(31));
    const retired = await newTool(await dayFromToday(2));
    await db.update(calibratedTools).set({ status: 'retired' }).where(eq(calibratedTools.id, retired));
    await runJob();
    const [row] = await stationAlert('calibration_due', 'AMS');
    expect(row.params.count).toBe(before);
  });

  it('raises the next day’s summary the next day', async () => {
    await forgetGroupedAlerts();
    await runJob();
    const tomorrow = new Date(Date.now() + 86_400_000);
    await runJob(tomorrow);
    expect(await stationAlert('calibration_due', 'AMS')).toHaveLength(2);
    expect(await stationAlert('calibration_due', 'AMS', await dayFromToday(1))).toHaveLength(2);
  });

  it('reads the lead time from the settings page (app_settings)', async () => {
    await forgetGroupedAlerts();
    await db.update(appSettings).set({ calibration_alert_days: 3 });
    try {
      await newTool(await dayFromToday(10));
      await runJob();
      const [row] = await stationAlert('calibration_due', 'AMS');
      expect(row.params.count).toBe(await dueToolCount('AMS', 3));
    } finally {
      await db.update(appSettings).set({ calibration_alert_days: 30 });
    }
  });
});

describe('licence and training alerts', () => {
  it('tells the technician of their own licence (their training page) and the supervisors of the station’s at once (the technicians list, filtered)', async () => {
    await forgetGroupedAlerts();
    const expiry = await dayFromToday(10);
    const technician = await newTechnician(t, c, { name: 'Lena Licence', userId: techUser, licenceExpiry: expiry });
    await newTechnician(t, c, { name: 'Luc Licence', licenceExpiry: await dayFromToday(12) });
    const outOfScope = await newTechnician(t, c, { name: 'Inactive Ian', licenceExpiry: expiry, active: false });
    await runJob();
    const own = await alertsFor(`licence_expiring:technician:${technician}:${expiry}`);
    expect(own.map((r) => [r.user_id, r.key, r.link])).toEqual([[techUser, 'licence_expiring', '/training']]);
    expect(own[0].params).toMatchObject({ technician: 'Lena Licence', station: 'AMS', due_date: expiry });
    expect(await alertsFor(`licence_expiring:technician:${outOfScope}:${expiry}`)).toEqual([]);

    const grouped = await stationAlert('licence_expiring', 'AMS');
    expect(grouped.map((r) => r.user_id)).toEqual([sam]);
    expect(grouped[0].key).toBe('licence_expiring_station');
    expect(Number(grouped[0].params.count)).toBeGreaterThanOrEqual(2);
    expect(grouped[0].link).toMatch(/^\/technicians\?filter=/);
    const filter = filterOf(grouped[0].link);
    expect(filter).toMatchObject({ home_station_id: c.station.AMS, active: true });
    expect(String(filter.licence_expiry_lte) >= (await dayFromToday(12))).toBe(true);
  });

  it('reads a technician’s latest record of a course: a renewed course does not alert, a lapsing one does', async () => {
    await forgetGroupedAlerts();
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
    expect(rows.map((r) => r.user_id)).toEqual([techUser]);
    expect(rows[0].params).toMatchObject({ course: course.name, due_date: soon });
    const grouped = await stationAlert('training_expiring', 'AMS');
    expect(grouped.map((r) => [r.user_id, r.key])).toEqual([[sam, 'training_expiring_station']]);
    expect(filterOf(grouped[0].link)).toMatchObject({ home_station_id: c.station.AMS, active: true });
  });
});

describe('regions and mutes', () => {
  it('writes each alert with its region; a supervisor who muted the type gets none, the others still do', async () => {
    await forgetGroupedAlerts();
    await newTool(await dayFromToday(4), 'JFK');
    await db
      .update(users)
      .set({ muted_notification_types: ['calibration_due'] })
      .where(eq(users.id, planner));
    try {
      await runJob();
    } finally {
      await db.update(users).set({ muted_notification_types: [] }).where(eq(users.id, planner));
    }
    const ams = await stationAlert('calibration_due', 'AMS');
    expect(ams.map((r) => r.user_id)).toEqual([sam]);
    const [eur] = await db.select({ id: regions.id }).from(regions).where(eq(regions.code, 'EUR-W'));
    const [row] = await db
      .select({ region_id: notifications.region_id })
      .from(notifications)
      .where(eq(notifications.dedupe_key, `calibration_due:station:${c.station.AMS}:${await dayFromToday(0)}`));
    expect(row.region_id).toBe(eur.id);
    const jfk = await alertsFor(`calibration_due:station:${c.station.JFK}:${await dayFromToday(0, 'America/Toronto')}`);
    expect(jfk.map((r) => r.user_id)).toContain(namSupervisor);
    expect(jfk.map((r) => r.user_id)).not.toContain(sam);
  });
});

describe('exactly once across processes', () => {
  it('two runs at the same moment (two connections) add each alert once', async () => {
    await forgetGroupedAlerts();
    await newTool(await dayFromToday(6));
    const expiry = await dayFromToday(8);
    const technician = await newTechnician(t, c, { userId: techUser, licenceExpiry: expiry });
    await Promise.all([runJob(), runJob(), runJob()]);
    expect(await stationAlert('calibration_due', 'AMS')).toHaveLength(2);
    expect(await stationAlert('licence_expiring', 'AMS')).toHaveLength(1);
    expect(await recipients(`licence_expiring:technician:${technician}:${expiry}`)).toEqual([techUser]);
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
      await forgetGroupedAlerts();
      await newTool(await dayFromToday(3));
      await runJob();
      expect(await stationAlert('calibration_due', 'AMS')).toEqual([]);
    } finally {
      await db
        .update(regions)
        .set({ active: true })
        .where(and(eq(regions.code, 'EUR-W')));
    }
  });
});
