import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeDay, HomeDayAlert } from '../../../../model/modules/home/homeDay';
import { eq } from 'drizzle-orm';
import {
  appSettings,
  calibratedTools,
  rosterShifts,
  shiftTypes,
  technicianCourses,
  technicians,
  trainingCourses,
} from '../../../../server/db/schema';
import { createTestApp, type TestApp } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from '../scheduled/fixtures';
import { newTechnician } from '../scheduled/workFixtures';
import { homeAs, type HomeApi } from './homeFixtures';

/**
 * What's up's alerts (docs/modules/home.md): calibration due or overdue, licences and training expiring within the lead
 * times of the settings page; each count is the total of the settings list its link opens.
 */
let t: TestApp;
let c: ScheduledContext;
let admin: HomeApi;
const day = '2036-05-12';

const alertsOf = async (api: HomeApi, date = day) =>
  Object.fromEntries(((await api.homeDay(date)).json() as HomeDay).alerts.map((alert) => [alert.kind, alert])) as Record<
    string,
    HomeDayAlert
  >;

async function tool(station: 'AMS' | 'JFK', lastCalibrated: string, status: 'in_service' | 'retired' = 'in_service') {
  const [row] = await t.database.db
    .insert(calibratedTools)
    .values({
      region_id: station === 'JFK' ? c.otherRegionId : c.regionId,
      station_id: c.station[station],
      tool_no: `HOME-${station}-${lastCalibrated}-${status}`,
      description: 'Torque wrench 20–100 Nm',
      calibration_interval_days: 365,
      last_calibrated: lastCalibrated,
      status,
    })
    .returning({ id: calibratedTools.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  admin = await homeAs(t, 'admin@tarmac.test');
});
afterAll(() => t.close());

describe('What’s up alerts', () => {
  it('use the lead times of the settings page and count exactly the records of their lists', async () => {
    await t.database.db.update(appSettings).set({ calibration_alert_days: 20, training_alert_days: 45 });
    const alerts = await alertsOf(admin);
    expect(alerts.calibration).toMatchObject({ lead_days: 20, cutoff: '2036-06-01' });
    expect(alerts.licences).toMatchObject({ lead_days: 45, cutoff: '2036-06-26' });
    expect(alerts.training).toMatchObject({ lead_days: 45, cutoff: '2036-06-26' });
    for (const alert of Object.values(alerts)) {
      if (!alert.list) continue;
      expect(await admin.listTotal(alert.list.resource, alert.list.filter), alert.kind).toBe(alert.count);
      expect(alert.items.length).toBe(Math.min(alert.count, 5));
    }
  });

  it('flag a tool due within the lead time or overdue, in service and of the region only', async () => {
    const before = (await alertsOf(admin, '2020-01-10')).calibration.count;
    const overdue = await tool('AMS', '2019-01-01');
    const dueSoon = await tool('AMS', '2019-01-20');
    await tool('AMS', '2019-06-01');
    await tool('AMS', '2019-01-05', 'retired');
    await tool('JFK', '2019-01-05');
    const alert = (await alertsOf(admin, '2020-01-10')).calibration;
    expect(alert.count - before).toBe(2);
    expect(alert.items.filter((item) => [overdue, dueSoon].includes(item.id)).map((item) => [item.id, item.level, item.detail])).toEqual([
      [overdue, 'overdue', 'AMS'],
      [dueSoon, 'due_soon', 'AMS'],
    ]);
    expect(await admin.listTotal('calibrated_tools', alert.list!.filter)).toBe(alert.count);
  });

  it('flag licences expiring within the lead time, of active technicians of the region', async () => {
    const date = '2001-03-01';
    const before = (await alertsOf(admin, date)).licences.count;
    const soon = await newTechnician(t, c, { name: 'Lena Soon', licenceExpiry: '2001-03-20' });
    await newTechnician(t, c, { name: 'Ivo Inactive', licenceExpiry: '2001-03-20', active: false });
    await newTechnician(t, c, { name: 'Nat Abroad', station: 'JFK', licenceExpiry: '2001-03-20' });
    await newTechnician(t, c, { name: 'Len Later', licenceExpiry: '2045-01-01' });
    const alert = (await alertsOf(admin, date)).licences;
    expect(alert.count - before).toBe(1);
    expect(alert.items.find((item) => item.id === soon)).toMatchObject({ label: 'Lena Soon', due_date: '2001-03-20', level: 'due_soon' });
    expect(await admin.listTotal('technicians', alert.list!.filter)).toBe(alert.count);
  });

  it('flag training by each course’s latest record: a renewed course no longer counts', async () => {
    const date = '2002-06-01';
    const before = (await alertsOf(admin, date)).training.count;
    const [first, second] = await t.database.db
      .select({ id: trainingCourses.id, code: trainingCourses.code })
      .from(trainingCourses)
      .orderBy(trainingCourses.code)
      .limit(2);
    const renewed = await newTechnician(t, c, { name: 'Rene Renewed', coursesMissing: 'all' });
    const lapsing = await newTechnician(t, c, { name: 'Lapi Lapsing', coursesMissing: 'all' });
    await t.database.db.insert(technicianCourses).values([
      { technician_id: renewed, course_id: first.id, completed_on: '2000-06-01', expires_on: '2002-06-10' },
      { technician_id: renewed, course_id: first.id, completed_on: '2002-05-01', expires_on: '2004-05-01' },
      { technician_id: lapsing, course_id: first.id, completed_on: '2000-06-01', expires_on: null },
      { technician_id: lapsing, course_id: second.id, completed_on: '2000-06-01', expires_on: '2002-06-15' },
    ]);
    const alert = (await alertsOf(admin, date)).training;
    expect(alert.count - before).toBe(1);
    expect(alert.items.find((item) => item.id === lapsing)).toMatchObject({ detail: second.code, due_date: '2002-06-15' });
    expect(alert.items.find((item) => item.id === renewed)).toBeUndefined();
    expect(await admin.listTotal('technicians', alert.list!.filter)).toBe(alert.count);
    // The technicians list reads the same day: the soonest expiry of what they hold.
    const record = await t.app.inject({ method: 'GET', url: `/api/technicians/${lapsing}`, headers: admin.headers });
    expect(record.json().training_expires).toBe('2002-06-15');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/technicians/${renewed}`, headers: admin.headers })).json().training_expires,
    ).toBe('2004-05-01');
  });

  it('name each technician rostered over their contract hours in the week or month of the day on show (docs/modules/manpower.md, "Overtime")', async () => {
    const db = t.database.db;
    await db.update(appSettings).set({ week_starts_monday: true });
    const [work] = await db.select({ id: shiftTypes.id }).from(shiftTypes).where(eq(shiftTypes.kind, 'work')).limit(1);
    // Twelve hours a day, Monday to Friday of the week of Wednesday 4 March 2037: 60 h.
    const rostered = async (technicianId: number, station: 'AMS' | 'JFK', days: number) => {
      for (let n = 0; n < days; n++) {
        const date = `2037-03-0${2 + n}`;
        await db.insert(rosterShifts).values({
          region_id: station === 'JFK' ? c.otherRegionId : c.regionId,
          station_id: c.station[station],
          technician_id: technicianId,
          local_date: date,
          shift_type_id: work.id,
          starts_at: new Date(`${date}T06:00:00Z`),
          ends_at: new Date(`${date}T18:00:00Z`),
        });
      }
    };
    const busy = await newTechnician(t, c, { name: 'Overtime Olga' });
    const contracted = await newTechnician(t, c, { name: 'Contract Carl' });
    await db.update(technicians).set({ contract_weekly_hours: 60 }).where(eq(technicians.id, contracted));
    const abroad = await newTechnician(t, c, { name: 'Overtime Otto', station: 'JFK' });
    await rostered(busy, 'AMS', 5);
    await rostered(contracted, 'AMS', 5);
    await rostered(abroad, 'JFK', 5);

    const alert = (await alertsOf(admin, '2037-03-04')).overtime;
    expect(alert).toMatchObject({ lead_days: 0, list: null });
    expect(alert.items.filter((item) => item.id === busy)).toEqual([
      {
        id: busy,
        label: 'Overtime Olga',
        detail: '60.0 h / 40.0 h',
        due_date: '2037-03-08',
        level: 'due_soon',
        overtime: { period: 'week', from: '2037-03-02', worked_minutes: 3600, contract_minutes: 2400 },
      },
    ]);
    expect(alert.items.some((item) => item.id === contracted || item.id === abroad)).toBe(false);
    // The week after: 60 h in March is within its 177.1 h contract (40 × 31 / 7).
    expect((await alertsOf(admin, '2037-03-10')).overtime.items.some((item) => item.id === busy)).toBe(false);
  });

  it('flag deferred defects by their own lead time: two days, or a tenth of a long MEL limit (docs/modules/defects.md)', async () => {
    const date = '2003-04-10';
    const deferral = async (registration: string, due_on: string, limit_days: number, region = c.regionId) => {
      const { rows } = (await t.database.db.execute(sql`insert into defects (region_id, registration, description, found_at, found_on,
          state, mel_item, deferral_category, limit_days, due_on, tech_log_ref, on_call_request_id)
        values (${region}, ${registration}, 'Cabin light inoperative', now(), '2003-04-01', 'deferred', '33-20-01', 'C', ${limit_days},
          ${due_on}, 'TL 1', (select id from on_call_requests order by id limit 1)) returning id`)) as { rows: { id: number }[] };
      return rows[0].id;
    };
    const before = (await alertsOf(admin, date)).deferrals.count;
    const tomorrow = await deferral('PH-AL1', '2003-04-11', 10);
    const longLimit = await deferral('PH-AL2', '2003-04-20', 120);
    await deferral('PH-AL3', '2003-04-15', 10);
    await deferral('N-AL4', '2003-04-11', 10, c.otherRegionId);
    const alert = (await alertsOf(admin, date)).deferrals;
    expect(alert.count - before).toBe(2);
    expect(alert.list).toBeNull();
    expect(alert.items.filter((item) => [tomorrow, longLimit].includes(item.id)).map((item) => [item.label, item.level])).toEqual([
      ['PH-AL1 · MEL 33-20-01', 'due_soon'],
      ['PH-AL2 · MEL 33-20-01', 'due_soon'],
    ]);
    expect((await alertsOf(admin, '2003-04-12')).deferrals.items.find((item) => item.id === tomorrow)?.level).toBe('overdue');
  });
});
