import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aircraftType, notifications, onCallTechnicians, rosterShifts, shiftTypes, technicians, users } from '../../../../server/db/schema';
import { createTestApp, demoEmails, type TestApp } from '../../helper';
import {
  dispatchedCall,
  insertCdgTechnician,
  loadOnCallContext,
  onCallAs,
  takeCall,
  type OnCallApi,
  type OnCallContext,
} from './onCallApi';

/** Dispatch (docs/modules/on_call.md): the nearest stations, the crew judged by the Scheduled rules, refusal and override, notifications. */
let t: TestApp;
let c: OnCallContext;
let supervisor: OnCallApi;
let planner: OnCallApi;
let a20n: number;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadOnCallContext(t);
  supervisor = await onCallAs(t, demoEmails.supervisor);
  planner = await onCallAs(t, demoEmails.planner);
  [{ id: a20n }] = await t.database.db.select({ id: aircraftType.id }).from(aircraftType).where(eq(aircraftType.icao, 'A20N'));
});
afterAll(() => t.close());

interface Suggested {
  station_id: number;
  code: string;
  source: string;
  travel_minutes: number;
  distance_km: number;
  road_trip_id: number | null;
  eta_at: string;
  trucks: { id: number }[];
  technicians: { technician_id: number; ok: boolean; rostered: boolean; on_standby: boolean; rules: { rule: string; ok: boolean }[] }[];
}

describe('dispatch suggestions', () => {
  it('ranks the region’s stations by the road trip to the airport when there is one (AMS → BRU 140 min, CDG → BRU 190 min), else by great circle', async () => {
    const call = await takeCall(supervisor, c, { airport_id: c.airport.BRU });
    const res = await supervisor.suggestions(call.id);
    expect(res.statusCode, res.body).toBe(200);
    const stations = res.json().stations as Suggested[];
    expect(stations.length).toBeLessThanOrEqual(5);
    expect(stations.slice(0, 2).map((s) => [s.code, s.source, s.travel_minutes, s.distance_km])).toEqual([
      ['AMS', 'road_trip', 140, 205],
      ['CDG', 'road_trip', 190, 300],
    ]);
    expect(stations[2].source).toBe('great_circle');
    expect(stations[2].road_trip_id).toBeNull();
    // Every station of the answer is of the caller's region; the ETA is now + travel.
    expect(stations.map((s) => s.station_id)).not.toContain(c.station.JFK);
    expect(Math.abs(Date.parse(stations[0].eta_at) - (Date.now() + 140 * 60_000))).toBeLessThan(60_000);
  });

  it('a station at the airport itself comes first with no travel; the technicians are judged by every Scheduled rule', async () => {
    const tech = await insertCdgTechnician(t, c);
    const call = await takeCall(supervisor, c, { airport_id: c.airport.CDG, aircraft_type_id: a20n });
    const stations = (await supervisor.suggestions(call.id)).json().stations as Suggested[];
    expect(stations[0]).toMatchObject({ code: 'CDG', source: 'great_circle', travel_minutes: 0, distance_km: 0 });
    expect(stations[0].trucks.length).toBeGreaterThan(0);
    const judged = stations[0].technicians.find((member) => member.technician_id === tech.id)!;
    expect(judged.rules.map((r) => r.rule)).toEqual([
      'technician_active',
      'same_region',
      'licence_category',
      'type_authorisation',
      'licence_valid',
      'mandatory_training',
      'competence',
      'no_overlap',
      'rostered',
      'rest_rules',
    ]);
    expect(judged.rules.filter((r) => !r.ok).map((r) => r.rule)).toEqual(expect.arrayContaining(['type_authorisation', 'rostered']));
    expect(judged).toMatchObject({ ok: false, rostered: false });
  });

  it('takes a technician on standby as well as one on shift: the rostered rule passes for both, and the answer says which', async () => {
    const [standbyType] = await t.database.db.select({ id: shiftTypes.id }).from(shiftTypes).where(eq(shiftTypes.kind, 'standby')).limit(1);
    const [workType] = await t.database.db.select({ id: shiftTypes.id }).from(shiftTypes).where(eq(shiftTypes.kind, 'work')).limit(1);
    const [onStandby, onShift, off] = [await insertCdgTechnician(t, c), await insertCdgTechnician(t, c), await insertCdgTechnician(t, c)];
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    const day = { region_id: c.regionId, station_id: c.station.CDG, local_date: new Date().toISOString().slice(0, 10) };
    await t.database.db.insert(rosterShifts).values([
      { ...day, technician_id: onStandby.id, shift_type_id: standbyType.id, standby_starts_at: hours(-2), standby_ends_at: hours(22) },
      { ...day, technician_id: onShift.id, shift_type_id: workType.id, starts_at: hours(-2), ends_at: hours(8) },
    ]);
    const call = await takeCall(supervisor, c, { airport_id: c.airport.CDG });
    const crew = ((await supervisor.suggestions(call.id, c.station.CDG)).json().stations as Suggested[])[0].technicians;
    const verdict = (id: number) => crew.find((member) => member.technician_id === id)!;
    const rosteredRule = (id: number) => verdict(id).rules.find((rule) => rule.rule === 'rostered')!.ok;
    expect([rosteredRule(onStandby.id), rosteredRule(onShift.id), rosteredRule(off.id)]).toEqual([true, true, false]);
    expect(verdict(onStandby.id)).toMatchObject({ rostered: false, on_standby: true });
    expect(verdict(onShift.id)).toMatchObject({ rostered: true, on_standby: false });
  });

  it('answers one chosen station (ORY from CDG: the 55-minute road trip)', async () => {
    const call = await takeCall(supervisor, c, { airport_id: c.airport.ORY });
    const stations = (await supervisor.suggestions(call.id, c.station.CDG)).json().stations as Suggested[];
    expect(stations.map((s) => [s.code, s.source, s.travel_minutes])).toEqual([['CDG', 'road_trip', 55]]);
    expect((await supervisor.suggestions(call.id, c.station.JFK)).json().stations).toEqual([]);
  });
});

describe('dispatch', () => {
  it('refuses a crew the rules refuse, naming every failed rule of every technician', async () => {
    const [first, second] = [await insertCdgTechnician(t, c), await insertCdgTechnician(t, c)];
    const call = await takeCall(supervisor, c, { aircraft_type_id: a20n });
    const res = await supervisor.dispatch(call.id, {
      version: call.version,
      station_id: c.station.CDG,
      technicians: [
        { technician_id: first.id, role: 'lead' },
        { technician_id: second.id, role: 'support' },
      ],
    });
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors)).toEqual(['technicians.0', 'technicians.1']);
    expect(body.errors['technicians.0'].some((text: string) => text.startsWith(`${first.name}: `) && text.includes('A20N'))).toBe(true);
    expect(body.technicians.map((tech: { technician_id: number }) => tech.technician_id)).toEqual([first.id, second.id]);
    expect((await supervisor.get(call.id)).json().status).toBe('new');
  });

  it('licence rules are set aside by a supervisor only (a planner is 403); a technician of another region never', async () => {
    const tech = await insertCdgTechnician(t, c);
    const call = await takeCall(planner, c, { aircraft_type_id: a20n });
    const body = {
      version: call.version,
      station_id: c.station.CDG,
      technicians: [{ technician_id: tech.id, role: 'lead' }],
      override_reason: 'AOG, only technician within reach',
    };
    expect((await planner.dispatch(call.id, body)).statusCode).toBe(403);
    const [nam] = await t.database.db
      .select({ id: technicians.id })
      .from(technicians)
      .where(and(eq(technicians.region_id, c.otherRegionId), eq(technicians.active, true)))
      .limit(1);
    const foreign = await supervisor.dispatch(call.id, { ...body, technicians: [{ technician_id: nam.id, role: 'lead' }] });
    expect(foreign.statusCode).toBe(422);
    const res = await supervisor.dispatch(call.id, body);
    expect(res.statusCode, res.body).toBe(200);
    const dispatched = res.json();
    expect(dispatched).toMatchObject({
      status: 'dispatched',
      station_id: c.station.CDG,
      station_code: 'CDG',
      road_trip_id: expect.any(Number),
      travel_km: 47,
      version: call.version + 1,
    });
    expect(dispatched.technicians).toMatchObject([
      { technician_id: tech.id, role: 'lead', override_reason: 'AOG, only technician within reach' },
    ]);
    expect(dispatched.technicians[0].overridden_rules).toEqual(expect.arrayContaining(['type_authorisation', 'rostered']));
    expect(Math.abs(Date.parse(dispatched.eta_at) - Date.parse(dispatched.dispatched_at) - 55 * 60_000)).toBeLessThan(1000);
    // Dispatched once: the flow refuses a second dispatch; a stale copy is a 409.
    expect((await supervisor.dispatch(call.id, { ...body, version: dispatched.version })).statusCode).toBe(422);
    expect((await supervisor.dispatch(call.id, body)).statusCode).toBe(409);
  });

  it('refuses a truck of another station and a station of another region', async () => {
    const call = await takeCall(supervisor, c);
    const tech = await insertCdgTechnician(t, c);
    const base = {
      version: call.version,
      technicians: [{ technician_id: tech.id, role: 'lead' }],
      override_reason: 'Only technician free tonight',
    };
    const stations = (await supervisor.suggestions(call.id)).json().stations as Suggested[];
    const oryTruck = stations.find((s) => s.code === 'ORY')!.trucks[0].id;
    expect(
      Object.keys((await supervisor.dispatch(call.id, { ...base, station_id: c.station.CDG, truck_id: oryTruck })).json().errors),
    ).toEqual(['truck_id']);
    expect(Object.keys((await supervisor.dispatch(call.id, { ...base, station_id: c.station.JFK })).json().errors)).toEqual(['station_id']);
  });

  it('tells the dispatched technician and the station’s supervisors, in keys and params', async () => {
    const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoEmails.technician));
    const tech = await insertCdgTechnician(t, c, { userId: account.id });
    const call = await dispatchedCall(t, planner, c, { technicianId: tech.id });
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/on_call?request_id=${call.id}`));
    const mine = rows.find((row) => row.user_id === account.id)!;
    expect(mine).toMatchObject({
      type: 'dispatch',
      key: 'dispatch_you',
      params: { request_no: call.request_no, airport: 'ORY', station: 'CDG', technicians: tech.name },
    });
    const others = rows.filter((row) => row.user_id !== account.id);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((row) => row.key === 'dispatch')).toBe(true);
  });
});

describe('a technician already on a call', () => {
  it('is refused for another call at the same time (no_overlap names the first call), until the first is closed', async () => {
    const tech = await insertCdgTechnician(t, c);
    const first = await dispatchedCall(t, supervisor, c, { technicianId: tech.id });
    const second = await takeCall(supervisor, c);
    const res = await supervisor.dispatch(second.id, {
      version: second.version,
      station_id: c.station.CDG,
      technicians: [{ technician_id: tech.id, role: 'lead' }],
    });
    expect(res.statusCode).toBe(422);
    const overlap = res.json().technicians[0].rules.find((rule: { rule: string }) => rule.rule === 'no_overlap');
    expect(overlap).toMatchObject({ ok: false, params: { work_orders: first.request_no } });
    await supervisor.step(first.id, { version: first.version, to: 'cancelled', cancel_reason: 'Aircraft swapped' });
    const suggestions = (await supervisor.suggestions(second.id, c.station.CDG)).json().stations as Suggested[];
    expect(
      suggestions[0].technicians.find((member) => member.technician_id === tech.id)!.rules.find((rule) => rule.rule === 'no_overlap')!.ok,
    ).toBe(true);
  });
});

describe('crew after dispatch', () => {
  it('adds a technician under the same rules, records worked minutes, removes one', async () => {
    const call = await dispatchedCall(t, supervisor, c);
    const extra = await insertCdgTechnician(t, c);
    const refused = await supervisor.addCrew(call.id, { version: call.version, technician_id: extra.id, role: 'support' });
    expect(refused.statusCode).toBe(422);
    const added = await supervisor.addCrew(call.id, {
      version: call.version,
      technician_id: extra.id,
      role: 'support',
      override_reason: 'Second pair of hands for the valve',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().technicians).toHaveLength(2);
    const worked = await supervisor.updateCrew(call.id, extra.id, { version: added.json().version, worked_minutes: 150 });
    expect(worked.json().technicians.find((m: { technician_id: number }) => m.technician_id === extra.id).worked_minutes).toBe(150);
    const removed = await supervisor.removeCrew(call.id, extra.id);
    expect(removed.json().technicians).toHaveLength(1);
    expect((await supervisor.removeCrew(call.id, extra.id)).statusCode).toBe(404);
    const rows = await t.database.db.select().from(onCallTechnicians).where(eq(onCallTechnicians.request_id, call.id));
    expect(rows).toHaveLength(1);
  });
});
