import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIds } from '../../../../model/roles';
import { bearer, insertUser } from '../../helper';
import { barrier, heard, startLiveApp, type LiveTestApp } from '../../live/liveFixtures';
import { loadRosterContext } from './rosterFixtures';

/**
 * A roster save is announced on the live stream (topic `roster`, the database trigger of 0006) to
 * the station's region with the days it touched, so another supervisor's open grid reloads; another
 * region hears nothing, and a refused save announces nothing.
 */
let t: LiveTestApp;
beforeAll(async () => {
  t = await startLiveApp();
  // Supervisors: the roster topic is heard by those who read the roster (manpower_tab).
  await insertUser(t, { email: 'roster-west@tarmac.test', role_id: roleIds.supervisor, regions: ['EUR-W'] });
  await insertUser(t, { email: 'roster-nam@tarmac.test', role_id: roleIds.supervisor, regions: ['NAM'] });
});
afterAll(() => t?.close());

describe('roster live events', () => {
  it('tells the region which station and days changed, and no one else; a refused save tells nothing', async () => {
    const c = await loadRosterContext(t);
    const [west, nam] = [
      await t.stream(await t.tokenFor('roster-west@tarmac.test')),
      await t.stream(await t.tokenFor('roster-nam@tarmac.test')),
    ];
    const supervisor = bearer(await t.tokenFor('supervisor@tarmac.test'));
    const changes = ['2036-10-20', '2036-10-21'].map((local_date) => ({
      technician_id: c.cdg[0],
      local_date,
      shift_type_id: c.shift.D,
      version: null,
    }));
    expect((await t.send('PUT', '/api/roster', supervisor, { station_id: c.station.CDG, changes })).statusCode).toBe(200);
    const event = await west.nextEvent((e) => e.topic === 'roster');
    expect(event.data.station_ids).toEqual([c.station.CDG]);
    expect([...(event.data.dates as string[])].sort()).toEqual(['2036-10-20', '2036-10-21']);

    // The same cells on the versions nobody holds any more: a 409, and no event.
    expect((await t.send('PUT', '/api/roster', supervisor, { station_id: c.station.CDG, changes })).statusCode).toBe(409);
    await barrier(t.database.db, west, nam);
    expect(heard(west).filter((e) => e.topic === 'roster')).toHaveLength(1);
    expect(heard(nam)).toEqual([]);
  });
});
