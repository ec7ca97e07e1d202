import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIds } from '../../../../model/roles';
import { addDays } from '../../../../model/modules/manpower/calendarDays';
import {
  aircraftType,
  auditLog,
  customers,
  deIcingFluids,
  deIcingSteps,
  deIcingTreatments,
  manHourSignals,
  notifications,
  onCallRequests,
  rosterShifts,
  stations,
  technicians,
  users,
} from '../../../../server/db/schema';
import { raiseManHourSignal } from '../../../../server/modules/manpower';
import { manHourSignalsJob } from '../../../../server/modules/manpower/manHourSignals';
import { createTestApp, insertUser, type TestApp } from '../../helper';
import { insertRosterClerk, loadRosterContext, rosterAs, type RosterApi } from './rosterFixtures';

/**
 * GET/PUT /api/roster (docs/modules/manpower.md) as the roster screen's contract says — the shape, region
 * isolation, batch saves with optimistic concurrency per cell, and rest-rule breaches that need a
 * reason and the override permission. Days in 2036, clear of the seeded month.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof loadRosterContext>> & { regionId: number };
let supervisor: RosterApi;
let secondSupervisor: RosterApi;
let clerk: RosterApi;

beforeAll(async () => {
  t = await createTestApp();
  const context = await loadRosterContext(t);
  const [cdg] = await t.database.db.select({ region_id: stations.region_id }).from(stations).where(eq(stations.id, context.station.CDG));
  c = { ...context, regionId: cdg.region_id };
  await insertUser(t, { email: 'second-supervisor@tarmac.test', role_id: roleIds.supervisor, regions: ['EUR-W'] });
  await insertUser(t, { email: 'nam-planner@tarmac.test', role_id: roleIds.planner, regions: ['NAM'] });
  await insertRosterClerk(t, 'clerk@tarmac.test');
  [supervisor, secondSupervisor, clerk] = await Promise.all(
    ['supervisor@tarmac.test', 'second-supervisor@tarmac.test', 'clerk@tarmac.test'].map((email) => rosterAs(t, email)),
  );
});
afterAll(() => t.close());

const cell = (technician_id: number, local_date: string, shift_type_id: number | null, version: number | null = null) => ({
  technician_id,
  local_date,
  shift_type_id,
  version,
});

describe('GET /api/roster', () => {
  it('answers the station, its shift types, technicians sorted by name, shifts, violations, demand per day and band, and the rules', async () => {
    const res = await supervisor.get(c.station.CDG, '2036-05-04', '2036-05-10');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.station).toEqual({
      id: c.station.CDG,
      code: 'CDG',
      name: expect.any(String),
      region_id: expect.any(Number),
      time_zone: 'Europe/Paris',
      country: 'FR',
      us_weekly_rest_basis: 'seven_days',
    });
    expect(body).toMatchObject({ from: '2036-05-04', to: '2036-05-10', shifts: [], violations: [] });
    expect(body.shift_types.find((s: { code: string }) => s.code === 'N')).toMatchObject({
      kind: 'work',
      start_time: '22:00',
      end_time: '06:30',
      paid_minutes: 480,
      active: true,
    });
    expect(body.shift_types.find((s: { code: string }) => s.code === 'O')).toMatchObject({ kind: 'off', start_time: null, end_time: null });
    expect(body.technicians.map((p: { id: number }) => p.id).sort()).toEqual([...c.cdg].sort());
    const names = body.technicians.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(body.demand).toHaveLength(7);
    expect(body.demand[0].bands.map((b: { from_hour: number; to_hour: number }) => [b.from_hour, b.to_hour])).toEqual([
      [0, 4],
      [4, 8],
      [8, 12],
      [12, 16],
      [16, 20],
      [20, 24],
    ]);
    expect(
      body.rules.map((r: { rule: string; value: number; unit: string; applies: boolean }) => [r.rule, r.value, r.unit, r.applies]),
    ).toEqual([
      ['daily_rest', 11, 'hours', true],
      ['weekly_rest', 35, 'hours', true],
      ['average_weekly_hours', 48, 'hours', true],
      ['average_weekly_hours', 17, 'weeks', true],
      ['us_weekly_off', 24, 'hours', false],
      ['consecutive_days', 6, 'days', true],
    ]);
    expect(body.rules[0].citation_key).toBe('manpower.rules.daily_rest.citation');
  });

  it('counts the station’s on-call jobs and de-icing treatments in the demand, in the bands they fall in (station-local)', async () => {
    const db = t.database.db;
    const [station] = await db.select({ airport_id: stations.airport_id }).from(stations).where(eq(stations.id, c.station.CDG));
    const [customer] = await db.select({ id: customers.id }).from(customers).limit(1);
    const [type] = await db.select({ id: aircraftType.id }).from(aircraftType).limit(1);
    // 10:00–13:00 in Paris (CEST), one technician: 120 minutes in 08–12, 60 in 12–16.
    await db.insert(onCallRequests).values({
      region_id: c.regionId,
      request_no: 'AOG-CDG-DEMAND',
      customer_id: customer.id,
      station_id: c.station.CDG,
      airport_id: station.airport_id,
      caller_name: 'Ops',
      caller_phone: '+33 1 00 00 00 00',
      priority: 'aog',
      defect: 'Bird strike inspection',
      status: 'closed',
      requested_at: new Date('2036-05-21T07:45:00Z'),
      dispatched_at: new Date('2036-05-21T08:00:00Z'),
      completed_at: new Date('2036-05-21T11:00:00Z'),
    });
    // 06:00–06:10 in Paris, no operators recorded: a driver and a sprayer, 20 minutes in 04–08.
    const [fluid] = await db
      .insert(deIcingFluids)
      .values({ name: 'Roster demand fluid I', fluid_type: 'I' })
      .returning({ id: deIcingFluids.id });
    const [treatment] = await db
      .insert(deIcingTreatments)
      .values({
        region_id: c.regionId,
        station_id: c.station.CDG,
        local_date: '2036-05-21',
        customer_id: customer.id,
        aircraft_type_id: type.id,
        registration: 'F-DEMD',
        oat_c: 1,
        precipitation: 'frost',
        procedure: 'one_step',
        status: 'completed',
      })
      .returning({ id: deIcingTreatments.id });
    await db.insert(deIcingSteps).values({
      treatment_id: treatment.id,
      position: 1,
      purpose: 'de_icing',
      fluid_id: fluid.id,
      fluid_type: 'I',
      concentration: 55,
      litres: 150,
      started_at: new Date('2036-05-21T04:00:00Z'),
      ended_at: new Date('2036-05-21T04:10:00Z'),
    });

    const body = (await supervisor.get(c.station.CDG, '2036-05-21', '2036-05-21')).json();
    expect(body.demand[0].bands.map((b: { needed_minutes: number }) => b.needed_minutes)).toEqual([0, 20, 120, 60, 0, 0]);
  });

  it('applies the US rule at a US station', async () => {
    const admin = await rosterAs(t, 'admin@tarmac.test');
    const body = (await admin.get(c.station.JFK, '2036-05-04', '2036-05-04')).json();
    expect(body.station.country).toBe('US');
    expect(body.rules.find((r: { rule: string }) => r.rule === 'us_weekly_off').applies).toBe(true);
  });

  it('reads 121.377 on the station’s basis: nine days in a row with four days off later in the month pass on the calendar-month basis, and a month with three is flagged on its last working day (14 CFR 121.377)', async () => {
    const admin = await rosterAs(t, 'admin@tarmac.test');
    const [j] = c.jfk;
    const june = (pattern: string) =>
      [...pattern].map((code, i) => cell(j, addDays('2036-06-01', i), code === 'D' ? c.shift.D : c.shift.O));
    const saved = await admin.save({ station_id: c.station.JFK, changes: june('DDDDDDDDDOOOODDDDDDDDDDDDDDDDD'), reason: 'Test month' });
    expect(saved.statusCode, saved.body).toBe(200);
    const usOff = async () =>
      (await admin.get(c.station.JFK, '2036-06-01', '2036-06-30'))
        .json()
        .violations.filter((v: { rule: string; technician_id: number }) => v.rule === 'us_weekly_off' && v.technician_id === j);
    expect((await usOff()).length).toBeGreaterThan(0);

    const [jfk] = await t.database.db.select({ version: stations.version }).from(stations).where(eq(stations.id, c.station.JFK));
    const station = await t.app.inject({
      method: 'PUT',
      url: `/api/stations/${c.station.JFK}`,
      headers: admin.headers,
      payload: { us_weekly_rest_basis: 'calendar_month', version: jfk.version },
    });
    expect(station.statusCode, station.body).toBe(200);
    expect(station.json().us_weekly_rest_basis).toBe('calendar_month');
    expect(await usOff()).toEqual([]);

    const shifts = (await admin.get(c.station.JFK, '2036-06-01', '2036-06-30')).json().shifts as { local_date: string; version: number }[];
    const versionOn = (date: string) => shifts.find((s) => s.local_date === date)!.version;
    const threeOff = await admin.save({
      station_id: c.station.JFK,
      changes: [cell(j, '2036-06-10', c.shift.D, versionOn('2036-06-10'))],
      reason: 'Test month',
    });
    expect(threeOff.statusCode, threeOff.body).toBe(200);
    expect(await usOff()).toEqual([
      expect.objectContaining({
        local_date: '2036-06-30',
        reason: 'manpower.rules.us_weekly_off.month_short',
        params: { periods: 3, needed: 4, min: 24, month: '2036-06' },
      }),
    ]);
    await t.database.db.update(stations).set({ us_weekly_rest_basis: 'seven_days' }).where(eq(stations.id, c.station.JFK));
  });

  it('answers 404 for a station outside the caller’s regions, 403 without manpower_tab, 401 without a token', async () => {
    expect((await supervisor.get(c.station.JFK, '2036-05-04', '2036-05-10')).statusCode).toBe(404);
    const namPlanner = await rosterAs(t, 'nam-planner@tarmac.test');
    expect((await namPlanner.get(c.station.CDG, '2036-05-04', '2036-05-10')).statusCode).toBe(404);
    const viewer = await rosterAs(t, 'viewer@tarmac.test');
    expect((await viewer.get(c.station.JFK, '2036-05-04', '2036-05-10')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/roster?station_id=${c.station.CDG}&from=2036-05-04&to=2036-05-10` })).statusCode,
    ).toBe(401);
  });

  it('refuses a bad query with 422 per field: end before start, more than 62 days, a station id that is not a number', async () => {
    const backwards = await supervisor.get(c.station.CDG, '2036-05-10', '2036-05-04');
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors)).toEqual(['to']);
    const tooLong = await supervisor.get(c.station.CDG, '2036-05-01', '2036-07-03');
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['to']);
    expect((await supervisor.get(c.station.CDG, '2036-05-01', '2036-07-02')).statusCode).toBe(200);
    const notAnId = await supervisor.get('abc', '2036-05-01', '2036-05-02');
    expect(notAnId.statusCode).toBe(422);
    expect(Object.keys(notAnId.json().errors)).toEqual(['station_id']);
  });
});

describe('PUT /api/roster', () => {
  it('saves a batch of cells and answers them as GET shows them; a null shift type clears the day', async () => {
    const [a, b] = c.cdg;
    const res = await supervisor.save({
      station_id: c.station.CDG,
      changes: [
        cell(a, '2036-06-02', c.shift.D),
        cell(a, '2036-06-03', c.shift.D),
        cell(b, '2036-06-02', c.shift.N),
        cell(b, '2036-06-03', c.shift.O),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.saved).toBe(4);
    expect(body.shifts).toHaveLength(4);
    expect(body.shifts[0]).toEqual({
      id: expect.any(Number),
      technician_id: a,
      local_date: '2036-06-02',
      shift_type_id: c.shift.D,
      version: 1,
      breach_rules: [],
      breach_reason: null,
    });
    expect(body.violations).toEqual([]);

    const [night] = await t.database.db
      .select()
      .from(rosterShifts)
      .where(and(eq(rosterShifts.technician_id, b), eq(rosterShifts.local_date, '2036-06-02')));
    // 22:00 CEST to 06:30 CEST next morning.
    expect([night.starts_at?.toISOString(), night.ends_at?.toISOString()]).toEqual([
      '2036-06-02T20:00:00.000Z',
      '2036-06-03T04:30:00.000Z',
    ]);

    const read = (await supervisor.get(c.station.CDG, '2036-06-01', '2036-06-07')).json();
    expect(read.shifts.map((s: { technician_id: number; local_date: string }) => `${s.technician_id} ${s.local_date}`).sort()).toEqual(
      [`${a} 2036-06-02`, `${a} 2036-06-03`, `${b} 2036-06-02`, `${b} 2036-06-03`].sort(),
    );
    const cleared = await supervisor.save({ station_id: c.station.CDG, changes: [cell(a, '2036-06-03', null, 1)] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ saved: 1, shifts: [] });
    expect(
      (await supervisor.get(c.station.CDG, '2036-06-03', '2036-06-03'))
        .json()
        .shifts.map((s: { technician_id: number }) => s.technician_id),
    ).toEqual([b]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resource, 'roster_shifts'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'roster_save', record_id: String(c.station.CDG) });
  });

  it('a standby day keeps its hours for on-call dispatch but no working time: a late shift before it breaks no rest rule', async () => {
    const [a] = c.cdg;
    const res = await supervisor.save({
      station_id: c.station.CDG,
      changes: [cell(a, '2036-09-15', c.shift.E), cell(a, '2036-09-16', c.shift.SB)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().violations).toEqual([]);
    const [standby] = await t.database.db
      .select()
      .from(rosterShifts)
      .where(and(eq(rosterShifts.technician_id, a), eq(rosterShifts.local_date, '2036-09-16')));
    // 06:00 CEST for 24 hours; no working interval.
    expect([standby.starts_at, standby.ends_at]).toEqual([null, null]);
    expect([standby.standby_starts_at?.toISOString(), standby.standby_ends_at?.toISOString()]).toEqual([
      '2036-09-16T04:00:00.000Z',
      '2036-09-17T04:00:00.000Z',
    ]);
  });

  it('two supervisors on the same cell: the second save, made on the version both read, is a 409 naming the cell, and nothing of it is kept', async () => {
    const [a, b] = c.cdg;
    const first = await supervisor.save({ station_id: c.station.CDG, changes: [cell(a, '2036-06-16', c.shift.D)] });
    const read = first.json().shifts[0];
    const mine = await supervisor.save({ station_id: c.station.CDG, changes: [cell(a, '2036-06-16', c.shift.E, read.version)] });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().shifts[0].version).toBe(read.version + 1);

    const theirs = await secondSupervisor.save({
      station_id: c.station.CDG,
      changes: [cell(b, '2036-06-16', c.shift.D), cell(a, '2036-06-16', c.shift.N, read.version)],
    });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toEqual({ message: expect.any(String), conflicts: [{ technician_id: a, local_date: '2036-06-16' }] });
    const day = (await supervisor.get(c.station.CDG, '2036-06-16', '2036-06-16')).json().shifts;
    expect(day).toEqual([expect.objectContaining({ technician_id: a, shift_type_id: c.shift.E })]);

    // A shift where the client saw none is a conflict too.
    const blind = await secondSupervisor.save({ station_id: c.station.CDG, changes: [cell(a, '2036-06-16', c.shift.D, null)] });
    expect(blind.statusCode).toBe(409);
    expect(blind.json().conflicts).toEqual([{ technician_id: a, local_date: '2036-06-16' }]);
  });

  it('a late shift followed by an early one (EU 2003/88/EC Art. 3, 11 h daily rest): 422 without a reason, 403 with a reason but without roster_override, kept with the reason and audited by a supervisor', async () => {
    const [a] = c.cdg;
    const changes = [cell(a, '2036-07-07', c.shift.E), cell(a, '2036-07-08', c.shift.D)];
    const noReason = await supervisor.save({ station_id: c.station.CDG, changes });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toHaveLength(1);
    expect(noReason.json().errors.reason[0]).toContain('7.5');
    expect(noReason.json().violations).toEqual([
      {
        technician_id: a,
        local_date: '2036-07-08',
        rule: 'daily_rest',
        reason: 'manpower.rules.daily_rest.short_rest',
        params: { hours: 7.5, min: 11 },
      },
    ]);

    const withoutPermission = await clerk.save({ station_id: c.station.CDG, changes, reason: 'Cover for a sick colleague' });
    expect(withoutPermission.statusCode).toBe(403);
    expect(withoutPermission.json().violations).toHaveLength(1);
    expect((await supervisor.get(c.station.CDG, '2036-07-07', '2036-07-08')).json().shifts).toEqual([]);

    const kept = await supervisor.save({ station_id: c.station.CDG, changes, reason: 'Cover for a sick colleague' });
    expect(kept.statusCode, kept.body).toBe(200);
    const early = kept.json().shifts.find((s: { local_date: string }) => s.local_date === '2036-07-08');
    expect(early).toMatchObject({ breach_rules: ['daily_rest'], breach_reason: 'Cover for a sick colleague' });
    expect(kept.json().shifts.find((s: { local_date: string }) => s.local_date === '2036-07-07')).toMatchObject({
      breach_rules: [],
      breach_reason: null,
    });
    expect(kept.json().violations).toEqual([expect.objectContaining({ technician_id: a, local_date: '2036-07-08', rule: 'daily_rest' })]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resource, 'roster_shifts'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit.action).toBe('roster_override');
    expect(JSON.parse(audit.changes!)).toMatchObject({
      reason: 'Cover for a sick colleague',
      violations: [expect.objectContaining({ rule: 'daily_rest' })],
    });

    // The breach was accepted once: editing the late shift again without a reason is allowed.
    const late = kept.json().shifts.find((s: { local_date: string }) => s.local_date === '2036-07-07');
    const again = await supervisor.save({ station_id: c.station.CDG, changes: [cell(a, '2036-07-07', c.shift.E, late.version)] });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('a late shift put before an early one already rostered: the early shift, unchanged, keeps the reason and is answered with its new version', async () => {
    const [, b] = c.cdg;
    const early = (await supervisor.save({ station_id: c.station.CDG, changes: [cell(b, '2036-07-22', c.shift.D)] })).json().shifts[0];
    const res = await supervisor.save({
      station_id: c.station.CDG,
      changes: [cell(b, '2036-07-21', c.shift.E)],
      reason: 'Late arrival of the AOG spares',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().saved).toBe(1);
    expect(res.json().shifts.find((s: { id: number }) => s.id === early.id)).toMatchObject({
      version: early.version + 1,
      breach_rules: ['daily_rest'],
      breach_reason: 'Late arrival of the AOG spares',
    });
  });

  it('the clerk saves what breaks no rule', async () => {
    const res = await clerk.save({ station_id: c.station.CDG, changes: [cell(c.cdg[0], '2036-08-04', c.shift.D)] });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses another region’s technician, an unknown shift type and a cell named twice with 422 on the field; another region’s station with 404', async () => {
    const [a] = c.cdg;
    const res = await supervisor.save({
      station_id: c.station.CDG,
      changes: [
        cell(c.jfk[0], '2036-09-01', c.shift.D),
        cell(a, '2036-09-01', 999_999),
        cell(a, '2036-09-02', c.shift.D),
        cell(a, '2036-09-02', c.shift.E),
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['changes.0.technician_id', 'changes.1.shift_type_id', 'changes.3.local_date']);
    expect((await supervisor.save({ station_id: c.station.JFK, changes: [cell(c.jfk[0], '2036-09-01', c.shift.D)] })).statusCode).toBe(404);
    const admin = await rosterAs(t, 'admin@tarmac.test');
    const crossRegion = await admin.save({ station_id: c.station.CDG, changes: [cell(c.jfk[0], '2036-09-01', c.shift.D)] });
    expect(crossRegion.statusCode).toBe(422);
    expect(Object.keys(crossRegion.json().errors)).toEqual(['changes.0.technician_id']);
  });

  it('saves eight weeks of the region’s technicians in one batch, and refuses more than 2000 cells', async () => {
    const people = (await t.database.db.select({ id: technicians.id }).from(technicians).where(eq(technicians.region_id, c.regionId))).map(
      (p) => p.id,
    );
    // Monday 3 November 2036: five early shifts and a weekend off, every week — no rule broken.
    const days = Array.from({ length: 56 }, (_, i) => addDays('2036-11-03', i));
    const changes = people.flatMap((id) => days.map((day, i) => cell(id, day, i % 7 < 5 ? c.shift.D : c.shift.O)));
    const res = await supervisor.save({ station_id: c.station.CDG, changes });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json().saved).toBe(changes.length);
    expect(res.json().violations).toEqual([]);
    const tooMany = await supervisor.save({
      station_id: c.station.CDG,
      changes: Array.from({ length: 2001 }, (_, i) => cell(people[0], addDays('2037-01-01', i), c.shift.D)),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['changes']);
  });

  it('refuses a malformed body with 422, and a planner without roster_write with 403', async () => {
    expect((await supervisor.save({ station_id: c.station.CDG, changes: [] })).statusCode).toBe(422);
    expect(
      (
        await supervisor.save({
          station_id: c.station.CDG,
          changes: [{ technician_id: c.cdg[0], local_date: '2036-13-01', shift_type_id: null, version: null }],
        })
      ).statusCode,
    ).toBe(422);
    const planner = await rosterAs(t, 'planner@tarmac.test');
    expect((await planner.save({ station_id: c.station.CDG, changes: [cell(c.cdg[0], '2036-09-10', c.shift.D)] })).statusCode).toBe(403);
  });
});

describe('the man-hour plan and its deficit signal (EASA Part-145 145.A.30(d), AMC1: over 25 % short is reported)', () => {
  /** A 48-hour on-call job at CDG from the 10th of the month: 2880 minutes of demand. */
  async function onCallDemand(month: string) {
    const db = t.database.db;
    const [station] = await db.select({ airport_id: stations.airport_id }).from(stations).where(eq(stations.id, c.station.CDG));
    const [customer] = await db.select({ id: customers.id }).from(customers).limit(1);
    await db.insert(onCallRequests).values({
      region_id: c.regionId,
      request_no: `AOG-CDG-PLAN-${month}`,
      customer_id: customer.id,
      station_id: c.station.CDG,
      airport_id: station.airport_id,
      caller_name: 'Ops',
      caller_phone: '+33 1 00 00 00 00',
      priority: 'aog',
      defect: 'Engine change',
      status: 'closed',
      requested_at: new Date(`${month}-10T07:45:00Z`),
      dispatched_at: new Date(`${month}-10T08:00:00Z`),
      completed_at: new Date(`${month}-12T08:00:00Z`),
    });
  }
  const managers = async () => {
    const quality = await insertUser(t, { email: 'plan-quality@tarmac.test', role_id: roleIds.quality_manager, regions: ['EUR-W'] });
    const accountable = await insertUser(t, {
      email: 'plan-accountable@tarmac.test',
      role_id: roleIds.accountable_manager,
      regions: ['EUR-W'],
    });
    const elsewhere = await insertUser(t, { email: 'plan-quality-nam@tarmac.test', role_id: roleIds.quality_manager, regions: ['NAM'] });
    const inactive = await insertUser(t, {
      email: 'plan-quality-old@tarmac.test',
      role_id: roleIds.quality_manager,
      regions: ['EUR-W'],
      active: false,
    });
    const planner = await insertUser(t, { email: 'plan-planner@tarmac.test', role_id: roleIds.planner, regions: ['EUR-W'] });
    const seeded = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, ['quality@tarmac.test', 'accountable@tarmac.test']));
    return { told: [quality, accountable, ...seeded.map((u) => u.id)], notTold: [elsewhere, inactive, planner] };
  };
  const told = async (month: string) =>
    (
      await t.database.db
        .select({ user_id: notifications.user_id })
        .from(notifications)
        .where(
          and(eq(notifications.type, 'man_hour_deficit'), eq(notifications.dedupe_key, `man_hour_deficit:${c.station.CDG}:${month}-01`)),
        )
    ).map((row) => row.user_id);
  let people: Awaited<ReturnType<typeof managers>>;
  beforeAll(async () => {
    people = await managers();
  });

  it('a roster save that leaves the month more than 25 % short raises one signal, to the region’s active quality and accountable managers only', async () => {
    await onCallDemand('2036-09');
    const [a] = c.cdg;
    const saved = await supervisor.save({ station_id: c.station.CDG, changes: [cell(a, '2036-09-10', c.shift.D)] });
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = await t.database.db.select().from(manHourSignals).where(eq(manHourSignals.station_id, c.station.CDG));
    const september = rows.filter((row) => row.month === '2036-09-01');
    expect(september).toHaveLength(1);
    expect(september[0]).toMatchObject({ region_id: c.regionId, demand_minutes: 2880 });
    expect(september[0].deficit_percent).toBeGreaterThan(25);
    expect(september[0].supply_minutes).toBeLessThan(2880 * 0.75);
    expect((await told('2036-09')).sort()).toEqual([...people.told].sort());

    // Saved again: still one signal, nobody told twice.
    const again = await supervisor.save({
      station_id: c.station.CDG,
      changes: [cell(a, '2036-09-10', c.shift.E, saved.json().shifts[0].version)],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await t.database.db.select().from(manHourSignals).where(eq(manHourSignals.month, '2036-09-01'))).length).toBe(1);
    expect((await told('2036-09')).length).toBe(people.told.length);

    // The quality manager reads the month in the Manpower tab.
    const quality = await rosterAs(t, 'plan-quality@tarmac.test');
    const view = (await quality.get(c.station.CDG, '2036-09-07', '2036-09-13')).json();
    expect(view.man_hour_plan).toMatchObject({ month: '2036-09-01', demand_minutes: 2880, signal_percent: 25 });
    expect(view.man_hour_plan.deficit_percent).toBeGreaterThan(25);
    expect(view.man_hour_signals).toEqual(expect.arrayContaining([expect.objectContaining({ month: '2036-09-01' })]));
  });

  it('twenty evaluations at once raise the month once and tell each manager once (unique station and month, ON CONFLICT DO NOTHING)', async () => {
    await onCallDemand('2036-10');
    const [station] = await t.database.db
      .select({ id: stations.id, code: stations.code, region_id: stations.region_id })
      .from(stations)
      .where(eq(stations.id, c.station.CDG));
    const raised = await Promise.all(
      Array.from({ length: 20 }, () => raiseManHourSignal(t.database.db, { ...station, time_zone: 'Europe/Paris' }, '2036-10-01')),
    );
    expect(raised.filter(Boolean)).toHaveLength(1);
    expect((await t.database.db.select().from(manHourSignals).where(eq(manHourSignals.month, '2036-10-01'))).length).toBe(1);
    const recipients = await told('2036-10');
    expect(recipients.sort()).toEqual([...people.told].sort());
    expect(recipients.some((id) => people.notTold.includes(id))).toBe(false);
  });

  it('the hourly job raises the current month of each station, once however often it runs (demand grows without a roster save)', async () => {
    await onCallDemand('2036-08');
    const now = new Date('2036-08-15T12:00:00Z');
    await manHourSignalsJob.run(t.database.db, now);
    await manHourSignalsJob.run(t.database.db, now);
    const august = await t.database.db.select().from(manHourSignals).where(eq(manHourSignals.month, '2036-08-01'));
    expect(august.map((row) => row.station_id)).toEqual([c.station.CDG]);
    expect((await told('2036-08')).sort()).toEqual([...people.told].sort());
  });

  it('a month within 25 % raises nothing', async () => {
    const [station] = await t.database.db
      .select({ id: stations.id, code: stations.code, region_id: stations.region_id })
      .from(stations)
      .where(eq(stations.id, c.station.CDG));
    expect(await raiseManHourSignal(t.database.db, { ...station, time_zone: 'Europe/Paris' }, '2036-11-01')).toBe(false);
    expect((await t.database.db.select().from(manHourSignals).where(eq(manHourSignals.month, '2036-11-01'))).length).toBe(0);
  });
});
