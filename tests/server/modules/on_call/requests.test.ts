import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aircraftType, auditLog, onCallEvents, onCallRequests } from '../../../../server/db/schema';
import { createTestApp, demoEmails, type TestApp } from '../../helper';
import {
  deskAndAbroad,
  dispatchedCall,
  insertCdgTechnician,
  loadOnCallContext,
  onCallAs,
  takeCall,
  testRegistration,
  type OnCallApi,
  type OnCallContext,
} from './onCallApi';

/** On-call requests (docs/modules/on_call.md): intake, edit, the status flow, permissions and region scope. */
let t: TestApp;
let c: OnCallContext;
let desk: OnCallApi;
let nam: OnCallApi;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadOnCallContext(t);
  ({ desk, nam } = await deskAndAbroad(t, 'oncall-nam@tarmac.test'));
});
afterAll(() => t.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('intake', () => {
  it('numbers the request by priority, airport and UTC day, starts it new in the active region and logs the step', async () => {
    const first = await takeCall(desk, c, {
      priority: 'urgent',
      requested_at: '2026-03-14T23:50:00Z',
      ata_chapter: '36',
      part_numbers: ['3214552-4', '3214552-4'],
    });
    const second = await takeCall(desk, c, { priority: 'urgent', requested_at: '2026-03-14T08:00:00Z' });
    expect(first).toMatchObject({
      request_no: 'URGENT-ORY-260314-01',
      status: 'new',
      region_id: c.regionId,
      airport_iata: 'ORY',
      customer_name: c.customer.name,
      ata_chapter: '36',
      part_numbers: ['3214552-4'],
    });
    expect(first.response_target_minutes).toBe(c.customer.response_target_urgent_minutes);
    expect(second.request_no).toBe('URGENT-ORY-260314-02');
    expect(first.events).toMatchObject([
      { from_status: null, to_status: 'new', at: '2026-03-14T23:50:00.000Z', recorded_by_name: expect.any(String) },
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, String(first.id)));
    expect(audit.some((row) => row.resource === 'on_call_requests' && row.action === 'create')).toBe(true);
  });

  it('flags the open requests of the same registration, as it answers and while typing', async () => {
    const registration = testRegistration();
    const first = await takeCall(desk, c, { registration });
    const second = await takeCall(desk, c, { registration: registration.toLowerCase() });
    expect(second.duplicates).toEqual([{ id: first.id, request_no: first.request_no, status: 'new' }]);
    expect(
      (await desk.duplicates(registration))
        .json()
        .map((d: { id: number }) => d.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect((await nam.duplicates(registration)).json()).toEqual([]);
  });

  it('knows the last aircraft type of a registration', async () => {
    const registration = testRegistration();
    await takeCall(desk, c, { registration, aircraft_type_id: await typeId() });
    expect((await desk.aircraft(registration)).json()).toEqual({ aircraft_type_id: await typeId() });
    expect((await desk.aircraft('ZZ-NONE')).json()).toEqual({ aircraft_type_id: null });
  });

  it('refuses bad input with a 422 per field, never a 500', async () => {
    const res = await desk.intake({
      customer_id: c.customer.id,
      airport_id: c.airport.ORY,
      priority: 'aog',
      caller_name: 'X',
      caller_phone: 'call me',
      defect: '',
      ata_chapter: '04',
      extra: 1,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['ata_chapter', 'caller_phone', 'defect', 'extra'].sort());
    const missing = await desk.intake({
      customer_id: 999999,
      airport_id: 999999,
      priority: 'aog',
      caller_name: 'X',
      caller_phone: '+33 1 23 45',
      defect: 'Tyre',
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['airport_id', 'customer_id']);
  });
});

async function typeId(): Promise<number> {
  const [row] = await t.database.db.select({ id: aircraftType.id }).from(aircraftType).where(eq(aircraftType.icao, 'A20N'));
  return row.id;
}

describe('list and edit', () => {
  it('lists with the computed columns, the open filter and search', async () => {
    const call = await takeCall(desk, c, { flight_no: 'KL1234' });
    const res = await desk.list({ open: true, q: call.registration });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject([{ id: call.id, airport_iata: 'ORY', open: true, technician_names: null }]);
    expect((await desk.list({ q: 'KL1234' })).json().map((r: { id: number }) => r.id)).toContain(call.id);
    expect((await desk.list({ open: false, q: call.registration })).json()).toEqual([]);
  });

  it('edits the intake with the version read (stale → 409), never the status', async () => {
    const call = await takeCall(desk, c);
    const res = await desk.update(call.id, { defect: 'Bleed valve replaced? No: duct leak', version: call.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ defect: 'Bleed valve replaced? No: duct leak', version: call.version + 1 });
    expect((await desk.update(call.id, { defect: 'Again', version: call.version })).statusCode).toBe(409);
    const status = await desk.update(call.id, { status: 'closed', version: call.version + 1 });
    expect((await desk.get(call.id)).json().status).toBe('new');
    expect(status.json().status).toBe('new');
  });

  it('deletes a mistaken intake only while new', async () => {
    const call = await takeCall(desk, c);
    expect((await desk.remove(call.id)).statusCode).toBe(200);
    const dispatched = await dispatchedCall(t, desk, c);
    expect((await desk.remove(dispatched.id)).statusCode).toBe(409);
  });
});

describe('status flow', () => {
  it('goes dispatched → en route → on site → completed → closed, each instant stored and logged', async () => {
    const call = await dispatchedCall(t, desk, c);
    let version = call.version;
    const step = async (body: Record<string, unknown>) => {
      const res = await desk.step(call.id, { version, ...body });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().version;
      return res.json();
    };
    await step({ to: 'en_route' });
    await step({ to: 'on_site', note: 'At stand G12' });
    const completed = await step({ to: 'completed', first_time_fix: true, resolution: 'Bleed valve replaced, ops check OK' });
    expect(completed).toMatchObject({ status: 'completed', first_time_fix: true, resolution: 'Bleed valve replaced, ops check OK' });
    const closed = await step({ to: 'closed' });
    expect(closed.events.map((e: { to_status: string }) => e.to_status)).toEqual([
      'new',
      'dispatched',
      'en_route',
      'on_site',
      'completed',
      'closed',
    ]);
    expect(closed.events[3].note).toBe('At stand G12');
    const [row] = await t.database.db.select().from(onCallRequests).where(eq(onCallRequests.id, call.id));
    for (const column of ['dispatched_at', 'en_route_at', 'on_site_at', 'completed_at', 'closed_at'] as const)
      expect(row[column]).toBeInstanceOf(Date);
    // Closed is final, and the intake no longer changes.
    const after = await desk.step(call.id, { version, to: 'cancelled', cancel_reason: 'Too late' });
    expect(after.statusCode).toBe(422);
    expect(after.json().rules.map((r: { reason: string }) => r.reason)).toEqual(['on_call.rules.status.illegal_step']);
    expect((await desk.update(call.id, { defect: 'x', version })).statusCode).toBe(422);
  });

  it('refuses illegal steps naming every reason: close or complete too early, future, before the previous step, cancel without reason', async () => {
    const call = await takeCall(desk, c, { requested_at: minutesAgo(60) });
    const refusal = async (body: Record<string, unknown>) => {
      const res = await desk.step(call.id, { version: call.version, ...body });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.to.length).toBeGreaterThan(0);
      return res.json().rules.map((r: { reason: string }) => r.reason);
    };
    expect(await refusal({ to: 'on_site' })).toEqual(['on_call.rules.status.illegal_step']);
    expect(await refusal({ to: 'completed' })).toEqual(['on_call.rules.status.complete_before_on_site']);
    expect(await refusal({ to: 'closed' })).toEqual(['on_call.rules.status.close_before_completed']);
    expect(await refusal({ to: 'cancelled' })).toEqual(['on_call.rules.status.cancel_reason_required']);
    expect(await refusal({ to: 'cancelled', cancel_reason: 'Fixed by crew', at: new Date(Date.now() + 3_600_000).toISOString() })).toEqual([
      'on_call.rules.status.in_future',
    ]);
    expect(await refusal({ to: 'cancelled', cancel_reason: 'Fixed by crew', at: minutesAgo(90) })).toEqual([
      'on_call.rules.status.before_previous',
    ]);
    const cancelled = await desk.step(call.id, { version: call.version, to: 'cancelled', cancel_reason: 'Fixed by the flight crew' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancel_reason: 'Fixed by the flight crew' });
  });

  it('a stale version is a 409; the dispatch has its own endpoint', async () => {
    const call = await takeCall(desk, c);
    expect((await desk.step(call.id, { version: call.version + 5, to: 'cancelled', cancel_reason: 'x' })).statusCode).toBe(409);
    expect((await desk.step(call.id, { version: call.version, to: 'dispatched' })).statusCode).toBe(422);
  });

  it('a dispatched technician records their own field steps, not closing; another technician is refused', async () => {
    const technicianUser = await t.database.db.query.users.findFirst({
      where: (u, { eq: equals }) => equals(u.email, demoEmails.technician),
    });
    const own = await insertCdgTechnician(t, c, { userId: technicianUser!.id });
    const call = await dispatchedCall(t, desk, c, { technicianId: own.id });
    const field = await onCallAs(t, demoEmails.technician);
    const enRoute = await field.step(call.id, { version: call.version, to: 'en_route' });
    expect(enRoute.statusCode, enRoute.body).toBe(200);
    expect(enRoute.json().permissions).toEqual({ write: false, record: true, sign: false });
    expect((await field.step(call.id, { version: enRoute.json().version, to: 'cancelled', cancel_reason: 'No' })).statusCode).toBe(403);
    const other = await dispatchedCall(t, desk, c);
    expect((await field.step(other.id, { version: other.version, to: 'en_route' })).statusCode).toBe(403);
  });
});

describe('permissions and region scope', () => {
  it('a viewer (no on_call_tab) is refused every read and write', async () => {
    const viewer = await onCallAs(t, demoEmails.viewer);
    const call = await takeCall(desk, c);
    expect((await viewer.list()).statusCode).toBe(403);
    expect((await viewer.get(call.id)).statusCode).toBe(403);
    expect((await viewer.board()).statusCode).toBe(403);
    expect((await viewer.intake({})).statusCode).toBe(403);
  });

  it('a technician reads but may not take calls', async () => {
    const field = await onCallAs(t, demoEmails.technician);
    expect((await field.list()).statusCode).toBe(200);
    expect((await field.intake({})).statusCode).toBe(403);
  });

  it('another region’s user sees a 404 on every request endpoint and nothing in lists', async () => {
    const call = await dispatchedCall(t, desk, c);
    expect((await nam.get(call.id)).statusCode).toBe(404);
    expect((await nam.update(call.id, { defect: 'x', version: call.version })).statusCode).toBe(404);
    expect((await nam.step(call.id, { version: call.version, to: 'en_route' })).statusCode).toBe(404);
    expect((await nam.suggestions(call.id)).statusCode).toBe(404);
    expect((await nam.addPart(call.id, { station_id: 1, material_id: 1, quantity: 1 })).statusCode).toBe(404);
    expect((await nam.list({ q: call.registration })).json()).toEqual([]);
    expect((await nam.board()).json().map((r: { id: number }) => r.id)).not.toContain(call.id);
    const events = await t.database.db.select().from(onCallEvents).where(eq(onCallEvents.request_id, call.id));
    expect(events).toHaveLength(2);
  });
});
