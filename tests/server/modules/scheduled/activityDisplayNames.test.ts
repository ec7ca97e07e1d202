import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helper';
import { activitiesOf, insertSchedule, loadScheduledContext } from './fixtures';
import { as, assign, technicianOf } from './scheduledApi';

/**
 * The activity page and My work show the station (with its time zone), customer and aircraft
 * type to a technician, who may not read those settings: the activity rows name them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('activity rows name their station, zone, customer and aircraft type', () => {
  it('in the list, getOne and for a technician', async () => {
    const c = await loadScheduledContext(t.database.db);
    const admin = await as(t, 'admin@tarmac.test');
    const tech = await as(t, 'tech@tarmac.test');
    const date = '2035-05-07';
    const scheduleId = await insertSchedule(t.database.db, c, { station: 'AMS', sta: '10:00', std: '11:00' });
    expect((await admin.plan({ date, station_id: c.station.AMS })).statusCode).toBe(200);
    const [planned] = await activitiesOf(t.database.db, scheduleId, date);
    await assign(t, planned.id, await technicianOf(t, 'tech@tarmac.test'));

    const names = {
      station_code: 'AMS',
      station_time_zone: 'Europe/Amsterdam',
      customer_name: expect.stringMatching(/KLM/),
      aircraft_type_code: 'A20N',
    };
    const one = await tech.get(planned.id);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject(names);
    const list = await tech.list({ date, mine: true });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().find((row: { id: number }) => row.id === planned.id)).toMatchObject(names);
  });
});
