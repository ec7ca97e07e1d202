import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeDay } from '../../../../model/modules/home/homeDay';
import {
  activityServices,
  deIcingFluids,
  deIcingOperators,
  deIcingSteps,
  deIcingTreatments,
  onCallRequests,
  onCallTechnicians,
  services,
  stations,
} from '../../../../server/db/schema';
import { createTestApp, type TestApp } from '../../helper';
import { homeAs, insertActivity } from '../home/homeFixtures';
import { loadScheduledContext } from '../scheduled/fixtures';
import { loadRosterContext, rosterAs } from './rosterFixtures';

/**
 * The roster (docs/modules/manpower.md) on What's up: the staffing of the day is the roster's — technicians rostered on a
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
  await t.database.db
    .insert(activityServices)
    .values({ activity_id: activityId, service_id: service.id, standard_minutes: service.standard_minutes, status });
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
    expect(
      (
        await admin.save({
          station_id: r.station.JFK,
          changes: [{ technician_id: r.jfk[0], local_date: day, shift_type_id: r.shift.D, version: null }],
        })
      ).statusCode,
    ).toBe(200);

    const planned = await insertActivity(t, c, { station: 'AMS', date: day, sta: '08:00', std: '09:30' });
    const needed = (await withService(planned, 'TRANSIT')) + (await withService(planned, 'DAILY'));
    await withService(planned, 'FUEL-SUP', 'not_required');
    await withService(await insertActivity(t, c, { station: 'CDG', date: day, status: 'cancelled' }), 'DAILY');
    await withService(await insertActivity(t, c, { station: 'JFK', date: day }), 'DAILY');

    const body = (await (await homeAs(t, 'admin@tarmac.test')).homeDay(day)).json() as HomeDay;
    // A day (06:00–14:30) and a night (22:00–06:30) shift: 8.5 h each; the day off is not duty.
    expect(body.technicians).toEqual({ assigned: 0, on_duty: 2, rostered_minutes: 1020, needed_minutes: needed });
    expect(needed).toBeGreaterThan(0);
  });

  it('adds the crews of on-call jobs (from dispatch to completion, on the station’s local day) and of de-icing treatments, never cancelled ones or another region’s', async () => {
    const r = await loadRosterContext(t);
    const c = await loadScheduledContext(t.database.db);
    const db = t.database.db;
    const date = '2036-08-19';
    const admin = await homeAs(t, 'admin@tarmac.test');
    const before = ((await admin.homeDay(date)).json() as HomeDay).technicians.needed_minutes;

    const airportOf = async (stationId: number) =>
      (await db.select({ airport_id: stations.airport_id }).from(stations).where(eq(stations.id, stationId)))[0].airport_id;
    const insertRequest = async (
      station: number,
      region: number,
      no: string,
      times: { dispatched: string; completed: string },
      status: 'closed' | 'cancelled' = 'closed',
    ) => {
      const [row] = await db
        .insert(onCallRequests)
        .values({
          region_id: region,
          request_no: no,
          customer_id: c.customerId,
          station_id: station,
          airport_id: await airportOf(station),
          caller_name: 'Ops',
          caller_phone: '+33 1 00 00 00 00',
          priority: 'aog',
          defect: 'Hydraulic leak',
          status,
          cancel_reason: status === 'cancelled' ? 'Fixed by crew' : null,
          requested_at: new Date(Date.parse(times.dispatched) - 15 * 60_000),
          dispatched_at: new Date(times.dispatched),
          completed_at: new Date(times.completed),
        })
        .returning({ id: onCallRequests.id });
      return row.id;
    };
    const [cdg, jfk] = [r.station.CDG, r.station.JFK];
    // Dispatched 21:30Z on the 18th is 23:30 on the 18th in Paris: not this day.
    const counted = await insertRequest(cdg, c.regionId, 'AOG-TST-1', {
      dispatched: '2036-08-19T08:00:00Z',
      completed: '2036-08-19T11:00:00Z',
    });
    await db.insert(onCallTechnicians).values([
      { request_id: counted, technician_id: r.cdg[0] },
      { request_id: counted, technician_id: r.cdg[1] },
    ]);
    await insertRequest(cdg, c.regionId, 'AOG-TST-2', { dispatched: '2036-08-18T21:30:00Z', completed: '2036-08-18T22:30:00Z' });
    await insertRequest(
      cdg,
      c.regionId,
      'AOG-TST-3',
      { dispatched: '2036-08-19T12:00:00Z', completed: '2036-08-19T13:00:00Z' },
      'cancelled',
    );
    await insertRequest(jfk, c.otherRegionId, 'AOG-TST-4', { dispatched: '2036-08-19T12:00:00Z', completed: '2036-08-19T13:00:00Z' });

    const [fluid] = await db
      .insert(deIcingFluids)
      .values({ name: 'Staffing test fluid IV', fluid_type: 'IV' })
      .returning({ id: deIcingFluids.id });
    const treatment = async (station: number, region: number, status: 'completed' | 'cancelled' = 'completed') => {
      const [row] = await db
        .insert(deIcingTreatments)
        .values({
          region_id: region,
          station_id: station,
          local_date: date,
          customer_id: c.customerId,
          aircraft_type_id: c.aircraftTypeId,
          registration: 'F-TEST',
          oat_c: -2,
          precipitation: 'snow',
          procedure: 'one_step',
          status,
          cancel_reason: status === 'cancelled' ? 'Flight cancelled' : null,
        })
        .returning({ id: deIcingTreatments.id });
      await db.insert(deIcingSteps).values({
        treatment_id: row.id,
        position: 1,
        purpose: 'anti_icing',
        fluid_id: fluid.id,
        fluid_type: 'IV',
        concentration: 100,
        litres: 300,
        started_at: new Date(`${date}T06:00:00Z`),
        ended_at: new Date(`${date}T06:12:00Z`),
      });
      return row.id;
    };
    const sprayed = await treatment(r.station.CDG, c.regionId);
    await db
      .insert(deIcingOperators)
      .values([r.cdg[0], r.cdg[1], r.cdg[2]].map((technician_id) => ({ treatment_id: sprayed, technician_id })));
    await treatment(r.station.CDG, c.regionId, 'cancelled');
    await treatment(r.station.JFK, c.otherRegionId);

    const after = ((await admin.homeDay(date)).json() as HomeDay).technicians.needed_minutes;
    // On call: 3 h × 2 technicians; de-icing: 12 min × 3 operators.
    expect(after - before).toBe(360 + 36);
  });
});
