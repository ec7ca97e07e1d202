import { eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportSchedules, reportViews, stations, technicians, userRegions, users } from '../../../../server/db/schema';
import { createTestApp, demoEmails, type TestApp } from '../../helper';
import { demoPeriod, loadReportingContext } from './reportingFixtures';

/**
 * Saved views and schedules keep their filters to the report's region: a station or technician of
 * another region answers exactly as an id that names nothing (422 "does not exist" on the parameter),
 * and nothing is stored; the caller's own region's records are saved as before (docs/security.md).
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof loadReportingContext>>;
const unknownId = 2_000_000_000;
const missing = { 'params.station_id': ['The selected record does not exist.'] };

/** The caller's user id, their first region, and a station and a technician of a region they are not a member of. */
async function placesOf(email: string) {
  const db = t.database.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const memberOf = (await db.select({ region_id: userRegions.region_id }).from(userRegions).where(eq(userRegions.user_id, user.id)))
    .map((row) => row.region_id)
    .sort((a, b) => a - b);
  const regionId = memberOf[0];
  const [ownStation] = await db.select({ id: stations.id }).from(stations).where(eq(stations.region_id, regionId)).limit(1);
  const [foreignStation] = await db.select({ id: stations.id }).from(stations).where(notInArray(stations.region_id, memberOf)).limit(1);
  const [foreignTechnician] = await db
    .select({ id: technicians.id })
    .from(technicians)
    .where(notInArray(technicians.region_id, memberOf))
    .limit(1);
  expect([regionId, ownStation, foreignStation, foreignTechnician].every(Boolean), email).toBe(true);
  return {
    userId: user.id,
    regionId,
    ownStation: ownStation.id,
    foreignStation: foreignStation.id,
    foreignTechnician: foreignTechnician.id,
  };
}

const storedCount = async (userId: number) => {
  const db = t.database.db;
  const views = await db.select({ id: reportViews.id }).from(reportViews).where(eq(reportViews.user_id, userId));
  const schedules = await db.select({ id: reportSchedules.id }).from(reportSchedules).where(eq(reportSchedules.owner_id, userId));
  return views.length + schedules.length;
};

beforeAll(async () => {
  t = await createTestApp();
  c = await loadReportingContext(t);
});
afterAll(async () => t?.close());

describe.each(['supervisor', 'planner', 'viewer'] as const)('%s: report filters naming another region’s records', (role) => {
  it('refuses a view and a schedule with another region’s station as if it did not exist (422), stores nothing; accepts their own', async () => {
    const headers = c.headers[role];
    const places = await placesOf(demoEmails[role]);
    const recipients = (await t.send('GET', `/api/report_schedules/recipients?region_id=${places.regionId}`, headers)).json() as {
      id: number;
    }[];
    const recipientId = recipients.find((r) => r.id === places.userId)?.id ?? recipients[0].id;
    const view = (name: string, stationId: number) => ({
      report: 'work_billing',
      name,
      params: { ...demoPeriod, region_id: places.regionId, station_id: stationId },
    });
    const schedule = (name: string, stationId: number) => ({
      report: 'work_billing',
      name,
      region_id: places.regionId,
      params: { station_id: stationId },
      frequency: 'weekly',
      hour: 6,
      recipient_ids: [recipientId],
    });
    const before = await storedCount(places.userId);

    for (const [url, body] of [
      ['/api/report_views', view],
      ['/api/report_schedules', schedule],
    ] as const) {
      const foreign = await t.send('POST', url, headers, body('Abroad', places.foreignStation));
      expect(foreign.statusCode, `${url}: ${foreign.body}`).toBe(422);
      expect(foreign.json().errors).toEqual(missing);
      const unknown = await t.send('POST', url, headers, body('Nowhere', unknownId));
      expect(unknown.statusCode, `${url}: ${unknown.body}`).toBe(422);
      // Another region's station and no station at all are answered alike: nothing tells them apart.
      expect(foreign.json()).toEqual(unknown.json());
    }
    expect(await storedCount(places.userId)).toBe(before);

    const ownView = await t.send('POST', '/api/report_views', headers, view('Home station', places.ownStation));
    expect(ownView.statusCode, ownView.body).toBe(201);
    const ownSchedule = await t.send('POST', '/api/report_schedules', headers, schedule('Home station weekly', places.ownStation));
    expect(ownSchedule.statusCode, ownSchedule.body).toBe(201);

    // An update may not move a stored filter abroad either; the stored record stays as it was.
    const { report: _report, ...viewBody } = view('Home station', places.foreignStation);
    const movedView = await t.send('PUT', `/api/report_views/${ownView.json().id}`, headers, {
      name: viewBody.name,
      params: viewBody.params,
      version: 1,
    });
    expect(movedView.statusCode, movedView.body).toBe(422);
    expect(movedView.json().errors).toEqual(missing);
    const { report: _scheduled, ...scheduleBody } = schedule('Home station weekly', places.foreignStation);
    const movedSchedule = await t.send('PUT', `/api/report_schedules/${ownSchedule.json().id}`, headers, { ...scheduleBody, version: 1 });
    expect(movedSchedule.statusCode, movedSchedule.body).toBe(422);
    expect(movedSchedule.json().errors).toEqual(missing);
    const [storedView] = await t.database.db.select().from(reportViews).where(eq(reportViews.id, ownView.json().id));
    const [storedSchedule] = await t.database.db.select().from(reportSchedules).where(eq(reportSchedules.id, ownSchedule.json().id));
    expect([storedView.version, (storedView.params as { station_id: number }).station_id]).toEqual([1, places.ownStation]);
    expect([storedSchedule.version, (storedSchedule.params as { station_id: number }).station_id]).toEqual([1, places.ownStation]);

    await t.database.db.delete(reportViews).where(inArray(reportViews.id, [ownView.json().id]));
    await t.database.db.delete(reportSchedules).where(inArray(reportSchedules.id, [ownSchedule.json().id]));
  });
});

describe('other id filters of a stored report', () => {
  it('refuses another region’s technician and an unknown customer or service; a customer of the shared catalogue is anyone’s', async () => {
    const places = await placesOf(demoEmails.planner);
    const save = (report: string, name: string, filters: Record<string, unknown>) =>
      t.send('POST', '/api/report_views', c.headers.planner, {
        report,
        name,
        params: { ...demoPeriod, region_id: places.regionId, ...filters },
      });
    const technician = await save('expenses', 'Abroad technician', { technician_id: places.foreignTechnician });
    expect(technician.statusCode, technician.body).toBe(422);
    expect(technician.json().errors).toEqual({ 'params.technician_id': ['The selected record does not exist.'] });
    const nothing = await save('work_billing', 'Nobody', { customer_id: unknownId, service_id: unknownId });
    expect(nothing.statusCode, nothing.body).toBe(422);
    expect(Object.keys(nothing.json().errors).sort()).toEqual(['params.customer_id', 'params.service_id']);
    // Customers carry no region (server/db/schema/network.ts): any existing one may be named.
    expect((await save('work_billing', 'Customer 1', { customer_id: 1 })).statusCode).toBe(201);
  });
});

describe('a report run directly', () => {
  it('counts nothing of another region’s station and does not name it in the export’s header', async () => {
    const places = await placesOf(demoEmails.planner);
    const [foreign] = await t.database.db.select({ code: stations.code }).from(stations).where(eq(stations.id, places.foreignStation));
    const query = new URLSearchParams({
      ...demoPeriod,
      region_id: String(places.regionId),
      station_id: String(places.foreignStation),
    }).toString();
    const csv = await t.send('GET', `/api/reports/work_billing/export.csv?${query}`, c.headers.planner);
    expect(csv.statusCode, csv.body).toBe(200);
    const header = csv.body.split('\n')[0];
    expect(header).toContain(String(places.foreignStation));
    expect(header).not.toContain(foreign.code);
  });
});
