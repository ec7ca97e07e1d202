import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceBookings, trucks } from '../../../../server/db/schema';
import { bearer, createTestApp, type TestApp } from '../../helper';
import { loadDeIcingContext, newTypeIVFluid, oneStep, type DeIcingContext } from '../de_icing/deIcingFixtures';
import { insertCdgTechnician, loadOnCallContext, onCallAs, takeCall, type OnCallApi, type OnCallContext } from '../on_call/onCallApi';
import { resourcesApi, type ResourcesApi } from './resourceFixtures';

/** The trucks taken on the On-Call and De-Icing pages are bookings too. */
let t: TestApp;
let onCall: OnCallContext;
let deIcing: DeIcingContext;
let desk: OnCallApi;
let planner: ResourcesApi;
let fluidId: number;

const liveBookings = (truckId: number) => t.database.db.select().from(resourceBookings).where(eq(resourceBookings.truck_id, truckId));
const failed = (body: { rules: { rule: string; ok: boolean }[] }) => body.rules.filter((r) => !r.ok).map((r) => r.rule);
async function newCdgTruck(
  type: 'service_van' | 'de_icing_truck',
  status: 'serviceable' | 'unserviceable' | 'in_maintenance' = 'serviceable',
) {
  const station = deIcing.station.CDG;
  const [row] = await t.database.db
    .insert(trucks)
    .values({
      region_id: station.region_id,
      station_id: station.id,
      registration: `JT-${type}-${Math.random().toString(36).slice(2, 7)}`,
      type,
      status,
    })
    .returning({ id: trucks.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  onCall = await loadOnCallContext(t);
  deIcing = await loadDeIcingContext(t);
  desk = await onCallAs(t, 'supervisor@tarmac.test');
  planner = resourcesApi(t, bearer(await t.tokenFor('planner@tarmac.test')));
  const fluid = await newTypeIVFluid(t, deIcing, 'Jobs Polar IV');
  fluidId = fluid.fluidId;
  const delivery = await t.send('POST', '/api/de_icing/deliveries', deIcing.headers.supervisor, {
    station_id: deIcing.station.CDG.id,
    material_id: fluid.materialId,
    litres: 500,
    delivered_at: '2027-02-01T08:00:00Z',
    reference: 'DN-JOBS-1',
  });
  expect(delivery.statusCode, delivery.body).toBe(201);
});
afterAll(() => t.close());

describe('on-call dispatch books its truck', () => {
  it('a truck booked now refuses the dispatch with 409; a free one is booked from dispatch to ETA + 4 h and released on cancellation', async () => {
    const van = await newCdgTruck('service_van');
    const now = Date.now();
    const reservation = await planner.book({
      kind: 'truck',
      resource_id: van,
      starts_at: new Date(now - 3_600_000).toISOString(),
      ends_at: new Date(now + 3_600_000).toISOString(),
      note: 'Tyre change',
    });
    expect(reservation.statusCode, reservation.body).toBe(201);

    const call = await takeCall(desk, onCall);
    const technician = await insertCdgTechnician(t, onCall);
    const dispatch = {
      version: call.version,
      station_id: onCall.station.CDG,
      truck_id: van,
      technicians: [{ technician_id: technician.id, role: 'lead' }],
      override_reason: 'Only technician free',
    };
    const refused = await desk.dispatch(call.id, dispatch);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().conflicts.map((c: { label: string }) => c.label)).toEqual(['Tyre change']);

    expect((await planner.release(reservation.json().id)).statusCode).toBe(200);
    const dispatched = await desk.dispatch(call.id, dispatch);
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    const [booking] = (await liveBookings(van)).filter((b) => b.purpose === 'on_call' && !b.released_at);
    expect(booking.on_call_request_id).toBe(call.id);
    expect(booking.ends_at.getTime()).toBe(new Date(dispatched.json().eta_at).getTime() + 4 * 3_600_000);

    const cancelled = await desk.step(call.id, { version: dispatched.json().version, to: 'cancelled', cancel_reason: 'Crew fixed it' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await liveBookings(van)).filter((b) => b.purpose === 'on_call' && !b.released_at)).toEqual([]);
  });

  it('completing the job ends its truck booking at the real end', async () => {
    const van = await newCdgTruck('service_van');
    const call = await takeCall(desk, onCall);
    const technician = await insertCdgTechnician(t, onCall);
    let record = (
      await desk.dispatch(call.id, {
        version: call.version,
        station_id: onCall.station.CDG,
        truck_id: van,
        technicians: [{ technician_id: technician.id, role: 'lead' }],
        override_reason: 'Only technician free',
      })
    ).json();
    for (const to of ['en_route', 'on_site', 'completed']) {
      const res = await desk.step(call.id, {
        version: record.version,
        to,
        ...(to === 'completed' ? { first_time_fix: true, resolution: 'Replaced the wheel' } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      record = res.json();
    }
    const [booking] = (await liveBookings(van)).filter((b) => !b.released_at);
    expect(booking.ends_at.getTime()).toBe(new Date(record.completed_at).getTime());
  });

  it('an unserviceable truck is refused, even with an override reason (EASA Part-145 145.A.40)', async () => {
    const van = await newCdgTruck('service_van', 'unserviceable');
    const call = await takeCall(desk, onCall);
    const technician = await insertCdgTechnician(t, onCall);
    const refused = await desk.dispatch(call.id, {
      version: call.version,
      station_id: onCall.station.CDG,
      truck_id: van,
      technicians: [{ technician_id: technician.id, role: 'lead' }],
      override_reason: 'Only truck left',
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(failed(refused.json())).toEqual(['resource_status']);
    expect(refused.json().errors.truck_id).toHaveLength(1);
    expect(await liveBookings(van)).toEqual([]);
  });
});

describe('a de-icing treatment books its truck', () => {
  it('a truck in maintenance is refused (EASA Part-145 145.A.40); one taken before it went into maintenance stays on its corrected record', async () => {
    const post = (body: Record<string, unknown>) => t.send('POST', '/api/de_icing_treatments', deIcing.headers.supervisor, body);
    const broken = await newCdgTruck('de_icing_truck', 'in_maintenance');
    const refused = await post({ ...oneStep(deIcing, 'CDG', fluidId, '2027-02-03T07:00:00Z'), truck_id: broken });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(failed(refused.json())).toEqual(['resource_status']);
    expect(refused.json().errors.truck_id).toHaveLength(1);

    const rig = await newCdgTruck('de_icing_truck');
    const first = await post({ ...oneStep(deIcing, 'CDG', fluidId, '2027-02-03T08:00:00Z'), truck_id: rig });
    expect(first.statusCode, first.body).toBe(201);
    await t.database.db.update(trucks).set({ status: 'in_maintenance' }).where(eq(trucks.id, rig));
    const corrected = await t.send('PUT', `/api/de_icing_treatments/${first.json().id}`, deIcing.headers.supervisor, {
      ...oneStep(deIcing, 'CDG', fluidId, '2027-02-03T08:00:00Z', 12),
      truck_id: rig,
      version: first.json().version,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const other = await post({ ...oneStep(deIcing, 'CDG', fluidId, '2027-02-03T09:00:00Z'), truck_id: rig });
    expect(other.statusCode, other.body).toBe(422);
  });

  it('over its steps; a second treatment with the truck at the same time is refused with 409; cancelling frees it', async () => {
    const rig = await newCdgTruck('de_icing_truck');
    const post = (body: Record<string, unknown>) => t.send('POST', '/api/de_icing_treatments', deIcing.headers.supervisor, body);
    const first = await post({ ...oneStep(deIcing, 'CDG', fluidId, '2027-02-02T07:00:00Z'), truck_id: rig });
    expect(first.statusCode, first.body).toBe(201);
    const [booking] = await liveBookings(rig);
    expect(booking).toMatchObject({ purpose: 'de_icing', de_icing_treatment_id: first.json().id, released_at: null });
    expect([booking.starts_at.toISOString(), booking.ends_at.toISOString()]).toEqual([
      '2027-02-02T07:00:00.000Z',
      '2027-02-02T07:05:00.000Z',
    ]);

    const clash = await post({ ...oneStep(deIcing, 'CDG', fluidId, '2027-02-02T07:03:00Z'), truck_id: rig });
    expect(clash.statusCode, clash.body).toBe(409);
    expect((await post({ ...oneStep(deIcing, 'CDG', fluidId, '2027-02-02T07:05:00Z'), truck_id: rig })).statusCode).toBe(201);

    const cancel = await t.send('POST', `/api/de_icing_treatments/${first.json().id}/cancel`, deIcing.headers.supervisor, {
      version: first.json().version,
      reason: 'Flight cancelled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await liveBookings(rig)).filter((b) => !b.released_at).map((b) => b.starts_at.toISOString())).toEqual([
      '2027-02-02T07:05:00.000Z',
    ]);
  });
});
