import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localToUtc } from '../../../model/core/localTime';
import { formatWorkOrder } from '../../../model/modules/scheduled/workOrder';
import {
  activities,
  activityAssignments,
  activityServices,
  airport,
  onCallRequests,
  onCallTechnicians,
  resourceBookings,
  rosterShifts,
  shiftTypes,
  stations,
  trainingAttendees,
  trucks,
} from '../../../server/db/schema';
import { bearer, createTestApp, demoEmails, type TestApp } from '../helper';
import { loadScheduledContext, type ScheduledContext } from '../modules/scheduled/fixtures';
import { newTechnician, rosterEveryDay, workApi, type WorkApi } from '../modules/scheduled/workFixtures';
import { loadOnCallContext, onCallApi, testRegistration, type OnCallApi } from '../modules/on_call/onCallApi';
import { courseId, newSession, trainingApi, type TrainingApi } from '../modules/training/trainingApi';
import { loadDeIcingContext, newTypeIVFluid, oneStep, type DeIcingContext } from '../modules/de_icing/deIcingFixtures';

/**
 * The rules that read a person's or a resource's other commitments before writing hold under
 * concurrency (docs/concurrency.md): for each, data is set up so that the parallel requests together
 * would break the rule, they are sent at once (app.inject runs them concurrently; on PostgreSQL the
 * pool has several connections), and at most what the rule allows succeeds — the others are refused
 * with the rule's own answer — and the database holds no violation afterwards. On PGlite (one
 * connection) the same cases run serially and must give the same answers.
 */
const parallel = 20;

let t: TestApp;
let c: ScheduledContext;
/** The demo supervisor and planner, taking turns so the requests come from two people. */
let work: WorkApi[];
let onCall: OnCallApi[];
let training: TrainingApi;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  c = await loadScheduledContext(t.database.db);
  const headers = [bearer(await t.tokenFor(demoEmails.supervisor)), bearer(await t.tokenFor(demoEmails.planner))];
  work = headers.map((h) => workApi(t, h));
  onCall = headers.map((h) => onCallApi(t, h));
  training = trainingApi(t, headers[0]);
});
afterAll(() => t.close());

const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);
const count = (responses: LightMyRequestResponse[], status: number) => responses.filter((r) => r.statusCode === status).length;
/** Everything but the winners must be the rule's refusal, never a 500 (a deadlock or a lost update). */
function expectRefusedBy(responses: LightMyRequestResponse[], winners: number[], refusals: number[]) {
  for (const r of responses) expect([...winners, ...refusals], `${r.statusCode} ${r.body}`).toContain(r.statusCode);
}
/**
 * `n` planned activities (one TRANSIT each) at one station in the same station-local slot, inserted
 * in one statement: making them through the API is another suite's subject, and would cost seconds.
 */
async function sameSlot(n: number, station: 'AMS' | 'ORY', date: string, sta: string, std: string) {
  const db = t.database.db;
  const [place] = await db
    .select({ code: stations.code, zone: airport.time_zone })
    .from(stations)
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(eq(stations.id, c.station[station]));
  const rows = await db
    .insert(activities)
    .values(
      Array.from({ length: n }, (_, k) => ({
        region_id: c.regionId,
        station_id: c.station[station],
        local_date: date,
        customer_id: c.customerId,
        aircraft_type_id: c.aircraftTypeId,
        registration: 'PH-TAR',
        sta_at: localToUtc(date, sta, place.zone),
        std_at: localToUtc(date, std, place.zone),
        work_order: formatWorkOrder(place.code, date, k + 1),
      })),
    )
    .returning({ id: activities.id, version: activities.version });
  await db
    .insert(activityServices)
    .values(rows.map((row) => ({ activity_id: row.id, service_id: c.service.TRANSIT.id, standard_minutes: c.service.TRANSIT.minutes })));
  return rows;
}
/** A technician who passes every assignment rule on `date` at `station`: rostered that day only (a whole season costs seconds on PGlite). */
async function technicianOn(station: 'AMS' | 'ORY', date: string) {
  const id = await newTechnician(t, c, { station, rostered: false });
  await rosterEveryDay(t, c, id, station, [date]);
  return id;
}
const liveAssignmentsOf = (technicianId: number) =>
  t.database.db.select().from(activityAssignments).where(eq(activityAssignments.technician_id, technicianId));

describe(`${parallel} parallel decisions about one technician's or one truck's commitments`, () => {
  it('assignments: one technician assigned to activities in the same slot — one 201, the others 422 (no_overlap), one assignment kept', async () => {
    const date = '2036-06-10';
    const slot = await sameSlot(parallel, 'AMS', date, '10:00', '11:00');
    const tech = await technicianOn('AMS', date);
    const responses = await Promise.all(slot.map((a, k) => work[k % 2].assign(a.id, { technician_id: tech, role: 'lead' })));
    expectRefusedBy(responses, [201], [422]);
    expect(count(responses, 201), String(statuses(responses))).toBe(1);
    const rows = await liveAssignmentsOf(tech);
    expect(rows).toHaveLength(1);
    expect(rows[0].overridden_rules).toEqual([]);
  });

  it('reschedule: activities moved to one technician in the same slot — one 200, the others 422, one assignment of theirs', async () => {
    const date = '2036-06-11';
    const slot = await sameSlot(parallel, 'AMS', date, '10:00', '11:00');
    // Someone double-booked in the database (the rules are another suite's subject) hands every job over.
    const from = await technicianOn('AMS', date);
    await t.database.db
      .insert(activityAssignments)
      .values(slot.map((a) => ({ activity_id: a.id, technician_id: from, role: 'lead' as const })));
    const to = await technicianOn('AMS', date);
    const responses = await Promise.all(
      slot.map((a, k) => work[k % 2].reschedule(a.id, { version: a.version, from_technician_id: from, to_technician_id: to })),
    );
    expectRefusedBy(responses, [200], [422]);
    expect(count(responses, 200), String(statuses(responses))).toBe(1);
    expect(await liveAssignmentsOf(to)).toHaveLength(1);
  });

  it('auto-assign applied while the same technician is assigned by hand — one of them wins, one assignment kept', async () => {
    // The only technician rostered that day (each of this file is rostered on their own day), so auto-assign proposes them.
    const date = '2036-09-10';
    const slot = await sameSlot(parallel, 'ORY', date, '10:00', '11:00');
    const tech = await technicianOn('ORY', date);
    const dry = await t.send('POST', '/api/activities/auto_assign', work[1].headers, { date, station_id: c.station.ORY, dry_run: true });
    expect(dry.json().proposals.map((p: { technician_id: number }) => p.technician_id)).toEqual([tech]);
    const responses = await Promise.all([
      t.send('POST', '/api/activities/auto_assign', work[1].headers, { date, station_id: c.station.ORY, dry_run: false }),
      ...slot.slice(1).map((a, k) => work[k % 2].assign(a.id, { technician_id: tech, role: 'lead' })),
    ]);
    const [auto, ...manual] = responses;
    // Auto-assign answers 200 (applied, or nothing left to propose) or 409 (its proposal was taken meanwhile).
    expect([200, 409], auto.body).toContain(auto.statusCode);
    expectRefusedBy(manual, [201], [422]);
    const applied = auto.statusCode === 200 ? (auto.json().applied as number) : 0;
    expect(applied + count(manual, 201), `auto-assign ${auto.statusCode} applied ${applied}, by hand ${String(statuses(manual))}`).toBe(1);
    const rows = await liveAssignmentsOf(tech);
    expect(rows).toHaveLength(1);
    expect(rows[0].overridden_rules).toEqual([]);
  });

  it('on-call dispatch: one technician sent to calls at the same time — one 200, the others 422 (no_overlap), on one open call', async () => {
    const oc = await loadOnCallContext(t);
    const tech = await newTechnician(t, c, { station: 'CDG', rostered: false });
    // On standby at CDG around now: the dispatch window always falls inside, whatever the hour the suite runs.
    const [standby] = await t.database.db.select({ id: shiftTypes.id }).from(shiftTypes).where(eq(shiftTypes.kind, 'standby')).limit(1);
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    await t.database.db.insert(rosterShifts).values({
      region_id: c.regionId,
      station_id: c.station.CDG,
      technician_id: tech,
      local_date: new Date().toISOString().slice(0, 10),
      shift_type_id: standby.id,
      standby_starts_at: hours(-2),
      standby_ends_at: hours(22),
    });
    // New calls to ORY in the database: taking calls is another suite's subject.
    const calls = await t.database.db
      .insert(onCallRequests)
      .values(
        Array.from({ length: parallel }, (_, k) => ({
          region_id: c.regionId,
          request_no: `AOG-ORY-RACE-${tech}-${k}`,
          customer_id: oc.customer.id,
          airport_id: oc.airport.ORY,
          aircraft_type_id: c.aircraftTypeId,
          registration: testRegistration(),
          caller_name: 'Maintenance control KLM',
          caller_phone: '+31 20 649 9123',
          priority: 'aog' as const,
          defect: 'Bleed valve fault',
          requested_at: new Date(Date.now() - 60_000),
        })),
      )
      .returning({ id: onCallRequests.id, version: onCallRequests.version });
    const responses = await Promise.all(
      calls.map((call, k) =>
        onCall[k % 2].dispatch(call.id, {
          version: call.version,
          station_id: c.station.CDG,
          technicians: [{ technician_id: tech, role: 'lead' }],
        }),
      ),
    );
    expectRefusedBy(responses, [200], [422]);
    expect(count(responses, 200), String(statuses(responses))).toBe(1);
    const crews = await t.database.db
      .select({ request_id: onCallTechnicians.request_id })
      .from(onCallTechnicians)
      .innerJoin(onCallRequests, eq(onCallRequests.id, onCallTechnicians.request_id))
      .where(and(eq(onCallTechnicians.technician_id, tech), ne(onCallRequests.status, 'cancelled')));
    expect(crews).toHaveLength(1);
  });

  it('on-call intake: calls for one airport and day taken at once — every one 201, each with its own number of the day', async () => {
    const oc = await loadOnCallContext(t);
    const responses = await Promise.all(
      Array.from({ length: parallel }, (_, k) =>
        onCall[k % 2].intake({
          customer_id: oc.customer.id,
          airport_id: oc.airport.ORY,
          priority: 'aog',
          caller_name: 'Maintenance control KLM',
          caller_phone: '+31 20 649 9123',
          defect: 'Bleed valve fault',
          registration: testRegistration(),
        }),
      ),
    );
    expectRefusedBy(responses, [201], []);
    const numbers = responses.map((r) => r.json().request_no as string);
    expect(new Set(numbers).size).toBe(parallel);
  });

  it('training: one technician enrolled in sessions at the same time — one 201, the others 422 (no_overlap), on one session', async () => {
    const course = await courseId(t, 'HF-REC');
    const times = { starts_at: '2037-03-02T08:00:00.000Z', ends_at: '2037-03-02T16:00:00.000Z' };
    const sessions = await Promise.all(Array.from({ length: parallel }, () => newSession(training, c, course, times)));
    const tech = await newTechnician(t, c, { station: 'CDG', rostered: false });
    const responses = await Promise.all(sessions.map((s) => training.enrol(s.id, [tech])));
    expectRefusedBy(responses, [201], [422]);
    expect(count(responses, 201), String(statuses(responses))).toBe(1);
    const rows = await t.database.db.select().from(trainingAttendees).where(eq(trainingAttendees.technician_id, tech));
    expect(rows).toHaveLength(1);
  });

  it('roster: days saved one per request that together break the consecutive-days rule — the refused ones 422, and no violation kept without a reason', async () => {
    const tech = await newTechnician(t, c, { station: 'CDG', rostered: false });
    const [day] = await t.database.db.select({ id: shiftTypes.id }).from(shiftTypes).where(eq(shiftTypes.code, 'D'));
    const dates = Array.from({ length: parallel }, (_, k) => new Date(Date.UTC(2037, 4, 4) + k * 86_400_000).toISOString().slice(0, 10));
    const responses = await Promise.all(
      // As the supervisor: the planner edits no roster.
      dates.map((local_date) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/roster',
          headers: work[0].headers,
          payload: { station_id: c.station.CDG, changes: [{ technician_id: tech, local_date, shift_type_id: day.id, version: null }] },
        }),
      ),
    );
    expectRefusedBy(responses, [200], [422]);
    // Serial saves keep at most six days in a row (the default), so some are refused whatever the order.
    expect(count(responses, 200), String(statuses(responses))).toBeGreaterThan(0);
    expect(count(responses, 422), String(statuses(responses))).toBeGreaterThan(0);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/roster?station_id=${c.station.CDG}&from=${dates[0]}&to=${dates.at(-1)}`,
      headers: work[0].headers,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().violations.filter((v: { technician_id: number }) => v.technician_id === tech)).toEqual([]);
    const kept = await t.database.db.select().from(rosterShifts).where(eq(rosterShifts.technician_id, tech));
    expect(kept).toHaveLength(count(responses, 200));
    expect(kept.every((shift) => shift.breach_reason === null)).toBe(true);
  });

  it('de-icing: one truck on treatments at the same time — one 201, the others 409 (the truck is booked), one live booking', async () => {
    const d: DeIcingContext = await loadDeIcingContext(t);
    const fluid = await newTypeIVFluid(t, d, 'Concurrency IV');
    const delivery = await t.send('POST', '/api/de_icing/deliveries', d.headers.supervisor, {
      station_id: d.station.CDG.id,
      material_id: fluid.materialId,
      litres: 1000,
      delivered_at: '2027-01-04T08:00:00Z',
      reference: 'DN-RACE-1',
    });
    expect(delivery.statusCode, delivery.body).toBe(201);
    const [truck] = await t.database.db.select({ id: trucks.id }).from(trucks).where(eq(trucks.station_id, d.station.CDG.id)).limit(1);
    const body = { ...oneStep(d, 'CDG', fluid.fluidId, '2027-01-12T06:00:00Z'), truck_id: truck.id };
    const responses = await Promise.all(
      Array.from({ length: parallel }, (_, k) =>
        t.send('POST', '/api/de_icing_treatments', k % 2 ? d.headers.operator : d.headers.supervisor, body),
      ),
    );
    expectRefusedBy(responses, [201], [409]);
    expect(count(responses, 201), String(statuses(responses))).toBe(1);
    const live = await t.database.db
      .select()
      .from(resourceBookings)
      .where(
        and(
          eq(resourceBookings.truck_id, truck.id),
          isNull(resourceBookings.released_at),
          lt(resourceBookings.starts_at, new Date('2027-01-12T07:00:00Z')),
          gt(resourceBookings.ends_at, new Date('2027-01-12T05:00:00Z')),
        ),
      );
    expect(live).toHaveLength(1);
  });
});
