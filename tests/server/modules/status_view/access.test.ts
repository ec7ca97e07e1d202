import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { utcToLocal } from '../../../../model/core/localTime';
import { roleIds } from '../../../../model/roles';
import { regions, stations } from '../../../../server/db/schema';
import { createTestApp, insertUser, type TestApp } from '../../helper';
import { activitiesOf, insertSchedule, loadScheduledContext, type ScheduledContext } from '../scheduled/fixtures';
import { as } from '../scheduled/scheduledApi';
import { boardAs, cardOf } from './statusViewApi';

/** The status board (docs/modules/status_view.md): whose board it is (the active region only), its default date, bad input, who may read it. */
let t: TestApp;
let c: ScheduledContext;
const day = '2036-05-20';

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
});
afterAll(() => t.close());

const regionStationCodes = async (code: string) =>
  (
    await t.database.db
      .select({ code: stations.code })
      .from(stations)
      .innerJoin(regions, eq(regions.id, stations.region_id))
      .where(eq(regions.code, code))
      .orderBy(stations.code)
  ).map((s) => s.code);

describe('the status board’s region', () => {
  it('never shows another region’s stations or activities, even to a member of both', async () => {
    const scheduleId = await insertSchedule(t.database.db, c, { station: 'JFK' });
    const admin = await as(t, 'admin@tarmac.test');
    // Planned while NAM is the admin's active region (plan works in the active region).
    await t.app.inject({
      method: 'POST',
      url: '/api/changeSession',
      headers: { authorization: `Bearer ${await t.tokenFor('admin@tarmac.test')}` },
      payload: { instance_id: c.otherRegionId },
    });
    expect((await admin.plan({ date: day, station_id: c.station.JFK })).statusCode).toBe(200);
    const [jfk] = await activitiesOf(t.database.db, scheduleId, day);

    // The viewer's only region is NAM: the JFK card is on its board.
    const viewer = await boardAs(t, 'viewer@tarmac.test', `?date=${day}`);
    expect(viewer.board!.stations.map((s) => s.code)).toEqual(await regionStationCodes('NAM'));
    expect(cardOf(viewer.board!, jfk.id)?.station).toBe('JFK');
    expect(viewer.board!.time_zone).toBe('America/Toronto');

    // The planner belongs to EUR-W and EUR-N, active EUR-W: neither NAM nor EUR-N appears.
    const planner = await boardAs(t, 'planner@tarmac.test', `?date=${day}`);
    expect(planner.board!.stations.map((s) => s.code)).toEqual(await regionStationCodes('EUR-W'));
    expect(cardOf(planner.board!, jfk.id)).toBeNull();
  });

  it('is empty for an account without a region', async () => {
    await insertUser(t, { email: 'no-region@tarmac.test', role_id: roleIds.viewer });
    const { res, board } = await boardAs(t, 'no-region@tarmac.test', `?date=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(board).toMatchObject({ date: day, region_id: null, stations: [] });
  });
});

describe('the status board’s date', () => {
  it('is today on the region’s clock when the URL names none', async () => {
    for (const [email, zone] of [
      ['supervisor@tarmac.test', 'Europe/Paris'],
      ['viewer@tarmac.test', 'America/Toronto'],
    ] as const) {
      const before = utcToLocal(new Date(), zone).date;
      const { res, board } = await boardAs(t, email);
      const after = utcToLocal(new Date(), zone).date;
      expect(res.statusCode, res.body).toBe(200);
      expect([before, after]).toContain(board!.date);
      expect(board!.time_zone).toBe(zone);
      expect(Date.now() - Date.parse(board!.generated_at)).toBeLessThan(60_000);
    }
  });

  it('shows the demo day: today’s activities on the supervisor’s board', async () => {
    const { board } = await boardAs(t, 'supervisor@tarmac.test');
    expect(board!.stations.flatMap((s) => s.activities).length).toBeGreaterThan(0);
  });

  it.each(['2036-13-01', '2036-02-30', 'today', '0000-01-01', ''])('refuses date=%j with a 422 on date', async (date) => {
    const { res } = await boardAs(t, 'supervisor@tarmac.test', `?date=${encodeURIComponent(date)}`);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['date']);
  });

  it('refuses an unknown query parameter with a 422', async () => {
    const { res } = await boardAs(t, 'supervisor@tarmac.test', `?date=${day}&station=CDG`);
    expect(res.statusCode, res.body).toBe(422);
  });
});

describe('who may read the status board', () => {
  it('every role holding whatsupp_tab; not an account without it, nor anyone signed out', async () => {
    for (const email of ['admin@tarmac.test', 'planner@tarmac.test', 'supervisor@tarmac.test', 'tech@tarmac.test', 'viewer@tarmac.test']) {
      expect((await boardAs(t, email, `?date=${day}`)).res.statusCode, email).toBe(200);
    }
    await insertUser(t, { email: 'roleless-board@tarmac.test', role_id: null, regions: ['EUR-W'] });
    expect((await boardAs(t, 'roleless-board@tarmac.test', `?date=${day}`)).res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/status_view?date=${day}` })).statusCode).toBe(401);
  });
});
