import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatsUp } from '../../../../model/modules/home/whatsUp';
import { activityServices, services } from '../../../../server/db/schema';
import { createTestApp, type TestApp } from '../../helper';
import { homeAs, insertActivity } from '../home/homeFixtures';
import { loadScheduledContext } from '../scheduled/fixtures';
import { loadRosterContext, rosterAs } from './rosterFixtures';

/**
 * Issue 14 §2 on What's up: the staffing of the day is the roster's — technicians rostered on a
 * working shift in the region, the hours of those shifts, against the person-hours the day's
 * activities need (standard minutes × technicians needed; cancelled work and services not required
 * need nobody). Another region's roster and work never count.
 */
let t: TestApp;
const day = '2036-08-12';
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function withService(activityId: number, code: string, status: 'pending' | 'not_required' = 'pending') {
  const [service] = await t.database.db.select().from(services).where(eq(services.code, code));
  await t.database.db.insert(activityServices).values({ activity_id: activityId, service_id: service.id, standard_minutes: service.standard_minutes, status });
  return service.standard_minutes * service.technicians_needed;
}

describe('What’s up staffing from the roster', () => {
  it('counts who is on duty and the hours rostered against the hours the day needs, in the active region only', async () => {
    const r = await loadRosterContext(t);
    const c = await loadScheduledContext(t.database.db);
    const [first, second, third] = r.cdg;
    const supervisor = await rosterAs(t, 'supervisor@tarmac.test');
    const saved = await supervisor.save({
      station_id: r.station.CDG,
      changes: [
        { technician_id: first, local_date: day, shift_type_id: r.shift.D, version: null },
        { technician_id: second, local_date: day, shift_type_id: r.shift.N, version: null },
        { technician_id: third, local_date: day, shift_type_id: r.shift.O, version: null },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const admin = await rosterAs(t, 'admin@tarmac.test');
    expect((await admin.save({ station_id: r.station.JFK, changes: [{ technician_id: r.jfk[0], local_date: day, shift_type_id: r.shift.D, version: null }] })).statusCode).toBe(200);

    const planned = await insertActivity(t, c, { station: 'AMS', date: day, sta: '08:00', std: '09:30' });
    const needed = (await withService(planned, 'TRANSIT')) + (await withService(planned, 'DAILY'));
    await withService(planned, 'FUEL-SUP', 'not_required');
    await withService(await insertActivity(t, c, { station: 'CDG', date: day, status: 'cancelled' }), 'DAILY');
    await withService(await insertActivity(t, c, { station: 'JFK', date: day }), 'DAILY');

    const body = (await (await homeAs(t, 'admin@tarmac.test')).whatsUp(day)).json() as WhatsUp;
    // A day (06:00–14:30) and a night (22:00–06:30) shift: 8.5 h each; the day off is not duty.
    expect(body.technicians).toEqual({ assigned: 0, on_duty: 2, rostered_minutes: 1020, needed_minutes: needed });
    expect(needed).toBeGreaterThan(0);
  });
});
