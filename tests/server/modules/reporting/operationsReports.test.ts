import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseTargetMinutes } from '../../../../model/modules/on_call/late';
import { requestedWithin, slaOutcome } from '../../../../model/modules/on_call/kpis';
import { activityWindow } from '../../../../model/core/activityWindow';
import { overtimeMinutes } from '../../../../model/modules/scheduled/autoAssign/softScore';
import { utcToLocal } from '../../../../model/core/localTime';
import { daysFromToday } from '../../../../server/db/seed/dates';
import {
  activities,
  activityAssignments,
  activityServices,
  airport,
  customers,
  deIcingSteps,
  deIcingTreatments,
  onCallRequests,
  onCallRts,
  onCallTechnicians,
  regions,
  rosterShifts,
  stations,
} from '../../../../server/db/schema';
import { bearer, createTestApp, demoEmails, type TestApp } from '../../helper';

/**
 * The operations reports (on-call response, de-icing fluid, manpower utilisation; docs/modules/reporting.md) on the
 * demo data: each total equals the same figure computed here from the raw records (not the report's
 * SQL), a filter narrows it, and another region's records never count.
 */
let t: TestApp;
let admin: Record<string, string>;
let viewer: Record<string, string>;
let regionId: (code: string) => number;
let stationId: (code: string) => number;
const from = daysFromToday(-20);
const to = daysFromToday(0);

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.tokenFor(demoEmails.admin));
  viewer = bearer(await t.tokenFor(demoEmails.viewer));
  const regionRows = await t.database.db.select({ id: regions.id, code: regions.code }).from(regions);
  const stationRows = await t.database.db.select({ id: stations.id, code: stations.code }).from(stations);
  regionId = (code) => regionRows.find((row) => row.code === code)!.id;
  stationId = (code) => stationRows.find((row) => row.code === code)!.id;
});
afterAll(() => t.close());

type Row = Record<string, string | number | null>;

async function report(name: string, query: Record<string, string | number>, headers = admin) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return t.send('GET', `/api/reports/${name}?${search}`, headers);
}

async function reportJson(name: string, query: Record<string, string | number>) {
  const res = await report(name, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { rows: Row[]; totals: Row; chart: { series: string[]; data: Row[] }; columns: { key: string; label: string }[] };
}

const sum = (rows: Row[], key: string) => rows.reduce((total, row) => total + Number(row[key] ?? 0), 0);
const round1 = (value: number) => Math.round(value * 10) / 10;

describe('on_call_response', () => {
  /** The region's requests as stored, with the figures worked out one by one in JS. */
  async function rawRequests(region: string) {
    const rows = await t.database.db
      .select({
        id: onCallRequests.id,
        station_id: onCallRequests.station_id,
        customer_id: onCallRequests.customer_id,
        priority: onCallRequests.priority,
        status: onCallRequests.status,
        requested_at: onCallRequests.requested_at,
        on_site_at: onCallRequests.on_site_at,
        completed_at: onCallRequests.completed_at,
        time_zone: airport.time_zone,
        customer: customers,
        rts_signed_at: onCallRts.signed_at,
      })
      .from(onCallRequests)
      .innerJoin(airport, eq(airport.id, onCallRequests.airport_id))
      .innerJoin(customers, eq(customers.id, onCallRequests.customer_id))
      .leftJoin(onCallRts, eq(onCallRts.request_id, onCallRequests.id))
      .where(eq(onCallRequests.region_id, regionId(region)));
    const crews = await t.database.db.select().from(onCallTechnicians);
    return rows
      .filter((row) => requestedWithin(row, from, to))
      .map((row) => {
        const response = row.on_site_at ? (row.on_site_at.getTime() - row.requested_at.getTime()) / 60_000 : null;
        const released = row.rts_signed_at ?? row.completed_at;
        // Within or beyond as the desk's model decides it: an open request nobody reached past its target is beyond.
        const sla = slaOutcome({ ...row, target_minutes: responseTargetMinutes(row.customer, row.priority) }, new Date());
        return {
          ...row,
          response,
          within: sla === 'within',
          breached: sla === 'breached',
          released: released ? (released.getTime() - row.requested_at.getTime()) / 60_000 : null,
          technicians: crews.filter((crew) => crew.request_id === row.id).map((crew) => crew.technician_id),
        };
      });
  }
  type Raw = Awaited<ReturnType<typeof rawRequests>>[number];

  const expectTotalsOf = (totals: Row, requests: Raw[]) => {
    const reached = requests.filter((request) => request.response !== null);
    const released = requests.filter((request) => request.released !== null);
    expect(totals).toMatchObject({
      requests: requests.length,
      on_site: reached.length,
      within_sla: requests.filter((request) => request.within).length,
      beyond_sla: requests.filter((request) => request.breached).length,
      aog_requests: requests.filter((request) => request.priority === 'aog').length,
      within_sla_pct: round1(
        (100 * requests.filter((request) => request.within).length) /
          requests.filter((request) => request.within || request.breached).length,
      ),
    });
    expect(totals.response_avg_minutes).toBeCloseTo(reached.reduce((total, request) => total + request.response!, 0) / reached.length, 1);
    expect(totals.aog_duration_avg_minutes).toBeCloseTo(
      released.reduce((total, request) => total + request.released!, 0) / released.length,
      1,
    );
  };

  it('totals the region’s requests as the raw records and the On-Call desk count them', async () => {
    let requests = await rawRequests('EUR-W');
    expect(requests.length).toBeGreaterThan(10);
    // An open request nobody has reached, a day after the call: beyond the SLA already, for both.
    const [klm] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.iata, 'KL'));
    const [orly] = await t.database.db.select({ id: airport.id }).from(airport).where(eq(airport.iata, 'ORY'));
    const [open] = await t.database.db
      .insert(onCallRequests)
      .values({
        region_id: regionId('EUR-W'),
        request_no: 'AOG-ORY-OPEN-01',
        customer_id: klm.id,
        airport_id: orly.id,
        caller_name: 'x',
        caller_phone: '+33 1 00 00',
        defect: 'x',
        priority: 'aog',
        status: 'new',
        requested_at: new Date(Date.now() - 24 * 3_600_000),
      })
      .returning({ id: onCallRequests.id });
    requests = await rawRequests('EUR-W');
    expect(requests.find((request) => request.id === open.id)).toMatchObject({ breached: true, response: null });
    const result = await reportJson('on_call_response', { from, to, region_id: regionId('EUR-W') });
    expectTotalsOf(result.totals, requests);
    // The rows split the same requests, and the chart's stacked bars add up to them per station.
    expect(sum(result.rows, 'requests')).toBe(requests.length);
    expect(sum(result.chart.data, 'within_sla') + sum(result.chart.data, 'beyond_sla')).toBe(
      (result.totals.within_sla as number) + (result.totals.beyond_sla as number),
    );
    expect(result.chart.series).toEqual(['within_sla', 'beyond_sla']);
    expect(result.columns.find((column) => column.key === 'within_sla_pct')!.label).toBe('% within SLA');
    // The screen shows the minutes as h:mm, so their labels name no unit (the CSV's header does, below).
    expect(result.columns.find((column) => column.key === 'response_median_minutes')!.label).toBe('Median response');
    // The desk's own KPIs (a supervisor's active region is EUR-W) agree on the same days.
    const desk = await t.send('GET', `/api/on_call/kpis?from=${from}&to=${to}`, bearer(await t.tokenFor(demoEmails.supervisor)));
    expect(desk.json().total).toMatchObject({
      count: result.totals.requests,
      within_sla_pct: result.totals.within_sla_pct,
      aog_duration_avg: result.totals.aog_duration_avg_minutes,
    });
    expect(desk.json().total.response).toEqual({ avg: result.totals.response_avg_minutes, p50: result.totals.response_median_minutes });
  });

  it('narrows to a customer, a station or a technician', async () => {
    const requests = await rawRequests('EUR-W');
    const customer = requests[0].customer_id;
    expectTotalsOf(
      (await reportJson('on_call_response', { from, to, region_id: regionId('EUR-W'), customer_id: customer })).totals,
      requests.filter((r) => r.customer_id === customer),
    );
    const station = requests.find((r) => r.station_id !== null)!.station_id!;
    const atStation = await reportJson('on_call_response', { from, to, region_id: regionId('EUR-W'), station_id: station });
    expect(atStation.totals.requests).toBe(requests.filter((r) => r.station_id === station).length);
    const technician = requests.find((r) => r.technicians.length)!.technicians[0];
    const withTechnician = await reportJson('on_call_response', { from, to, region_id: regionId('EUR-W'), technician_id: technician });
    expect(withTechnician.totals.requests).toBe(requests.filter((r) => r.technicians.includes(technician)).length);
    expect(withTechnician.totals.requests).toBeLessThan(requests.length);
  });

  it('never counts another region’s requests', async () => {
    expect((await report('on_call_response', { from, to, region_id: regionId('EUR-W') }, viewer)).statusCode).toBe(403);
    const namStation = await reportJson('on_call_response', { from, to, region_id: regionId('EUR-W'), station_id: stationId('JFK') });
    expect(namStation.rows).toEqual([]);
    expect(namStation.totals.requests).toBe(0);
    const nam = await reportJson('on_call_response', { from, to, region_id: regionId('NAM') });
    expect(nam.totals.requests).toBe((await rawRequests('NAM')).length);
  });
});

describe('de_icing_fluid', () => {
  /** Every fluid step of the region's treatments in the period, with its treatment, read plainly. */
  async function rawSteps(region: string) {
    const rows = await t.database.db
      .select({ step: deIcingSteps, treatment: deIcingTreatments, time_zone: airport.time_zone })
      .from(deIcingSteps)
      .innerJoin(deIcingTreatments, eq(deIcingTreatments.id, deIcingSteps.treatment_id))
      .innerJoin(stations, eq(stations.id, deIcingTreatments.station_id))
      .innerJoin(airport, eq(airport.id, stations.airport_id))
      .where(eq(deIcingTreatments.region_id, regionId(region)));
    return rows.filter((row) => row.treatment.local_date >= from && row.treatment.local_date <= to);
  }
  type Raw = Awaited<ReturnType<typeof rawSteps>>[number];

  const expectTotalsOf = (totals: Row, steps: Raw[]) => {
    const treatments = new Set(steps.map((row) => row.treatment.id));
    const hours = new Set(
      steps.map(
        (row) =>
          `${row.treatment.station_id} ${utcToLocal(row.treatment.final_step_started_at ?? row.step.started_at, row.time_zone).date} ${utcToLocal(row.treatment.final_step_started_at ?? row.step.started_at, row.time_zone).time.slice(0, 2)}`,
      ),
    );
    expect(totals).toMatchObject({
      treatments: treatments.size,
      aircraft: new Set(steps.map((row) => row.treatment.registration)).size,
      active_hours: hours.size,
      // Hundredths from integers: (153 / 120) * 100 is 127.49999… in floating point, 15 300 / 120 is 127.5.
      treatments_per_hour: hours.size ? Math.round((treatments.size * 100) / hours.size) / 100 : null,
    });
    expect(totals.litres).toBeCloseTo(
      steps.reduce((total, row) => total + row.step.litres, 0),
      1,
    );
  };

  it('totals the litres, treatments, aircraft and active hours of the raw fluid steps', async () => {
    const steps = await rawSteps('EUR-W');
    expect(steps.length).toBeGreaterThan(10);
    const result = await reportJson('de_icing_fluid', { from, to, region_id: regionId('EUR-W') });
    expectTotalsOf(result.totals, steps);
    expect(sum(result.rows, 'litres')).toBeCloseTo(Number(result.totals.litres), 1);
    expect(sum(result.chart.data, 'treatments')).toBe(result.totals.treatments);
    expect(new Set(result.rows.map((row) => row.fluid_type))).toEqual(new Set(steps.map((row) => row.step.fluid_type)));
  });

  it('narrows to a station, a customer or a fluid type', async () => {
    const steps = await rawSteps('EUR-W');
    const station = steps[0].treatment.station_id;
    const customer = steps[0].treatment.customer_id;
    const region = regionId('EUR-W');
    expectTotalsOf(
      (await reportJson('de_icing_fluid', { from, to, region_id: region, station_id: station })).totals,
      steps.filter((row) => row.treatment.station_id === station),
    );
    expectTotalsOf(
      (await reportJson('de_icing_fluid', { from, to, region_id: region, customer_id: customer })).totals,
      steps.filter((row) => row.treatment.customer_id === customer),
    );
    const typeIV = await reportJson('de_icing_fluid', { from, to, region_id: region, fluid_type: 'IV' });
    expectTotalsOf(
      typeIV.totals,
      steps.filter((row) => row.step.fluid_type === 'IV'),
    );
    expect(typeIV.rows.every((row) => row.fluid_type === 'IV')).toBe(true);
  });

  it('never counts another region’s treatments', async () => {
    expect((await report('de_icing_fluid', { from, to, region_id: regionId('EUR-W') }, viewer)).statusCode).toBe(403);
    const namStation = await reportJson('de_icing_fluid', { from, to, region_id: regionId('EUR-W'), station_id: stationId('YYZ') });
    expect(namStation.rows).toEqual([]);
    expect(namStation.totals).toMatchObject({ litres: 0, treatments: 0 });
    expect((await report('de_icing_fluid', { from, to, region_id: regionId('EUR-W'), technician_id: 1 })).statusCode).toBe(422);
  });
});

describe('manpower_utilisation', () => {
  // The roster is planned ahead: the period runs two weeks past today, over the demo's kept breaches.
  const period = { from, to: daysFromToday(14) };
  const minutesBetween = (start: Date, end: Date) => (end.getTime() - start.getTime()) / 60_000;

  /** The region's shifts, assignments and crew places of the period, each worked out in JS with the tabs' rules. */
  async function rawManpower(region: string) {
    const db = t.database.db;
    const allShifts = await db.select().from(rosterShifts);
    const working = (technician: number) =>
      allShifts
        .filter((s) => s.technician_id === technician && s.starts_at && s.ends_at)
        .map((s) => ({ start: s.starts_at!, end: s.ends_at! }));
    const overtime = (technician: number, window: { start: Date; end: Date } | null) =>
      window
        ? overtimeMinutes(
            [{ activity_id: 0, station_id: 0, aircraft: '', window, proposed: false }],
            { id: technician, home_station_id: null, shifts: working(technician) },
            0,
          )
        : 0;
    const shifts = allShifts
      .filter((s) => s.region_id === regionId(region) && s.local_date >= from && s.local_date <= period.to)
      .map((s) => ({
        technician_id: s.technician_id,
        station_id: s.station_id,
        rostered: s.starts_at && s.ends_at ? minutesBetween(s.starts_at, s.ends_at) : 0,
        flags: s.breach_rules.length,
      }));
    const serviceRows = await db.select().from(activityServices);
    const assignments = (
      await db
        .select({ assignment: activityAssignments, activity: activities })
        .from(activityAssignments)
        .innerJoin(activities, eq(activities.id, activityAssignments.activity_id))
    )
      .filter(
        ({ activity }) =>
          activity.region_id === regionId(region) &&
          activity.local_date >= from &&
          activity.local_date <= period.to &&
          activity.status !== 'cancelled',
      )
      .map(({ assignment, activity }) => {
        const service_minutes = serviceRows
          .filter((s) => s.activity_id === activity.id && s.status !== 'not_required')
          .reduce((total, s) => total + s.standard_minutes, 0);
        return {
          technician_id: assignment.technician_id,
          station_id: activity.station_id,
          assigned: assignment.planned_minutes ?? 0,
          actual: assignment.actual_minutes,
          overtime: overtime(assignment.technician_id, activityWindow({ ...activity, service_minutes })),
        };
      });
    const crews = (
      await db
        .select({ crew: onCallTechnicians, request: onCallRequests, time_zone: airport.time_zone })
        .from(onCallTechnicians)
        .innerJoin(onCallRequests, eq(onCallRequests.id, onCallTechnicians.request_id))
        .innerJoin(airport, eq(airport.id, onCallRequests.airport_id))
    )
      .filter(
        ({ request, time_zone }) =>
          request.region_id === regionId(region) &&
          request.status !== 'cancelled' &&
          requestedWithin({ requested_at: request.requested_at, time_zone }, period.from, period.to),
      )
      .map(({ crew, request }) => {
        const start = request.dispatched_at ?? request.requested_at;
        const end = request.completed_at ?? new Date((request.on_site_at ?? request.eta_at ?? start).getTime() + 240 * 60_000);
        return {
          technician_id: crew.technician_id,
          station_id: request.station_id,
          assigned: Math.max(0, minutesBetween(start, end)),
          actual: crew.worked_minutes,
          overtime: overtime(crew.technician_id, { start, end }),
        };
      });
    return { shifts, work: [...assignments, ...crews] };
  }
  type Raw = Awaited<ReturnType<typeof rawManpower>>;

  const expectTotalsOf = (totals: Row, { shifts, work }: Raw) => {
    const rostered = shifts.reduce((total, s) => total + s.rostered, 0);
    const assigned = work.reduce((total, w) => total + w.assigned, 0);
    const actual = work.reduce((total, w) => total + (w.actual ?? 0), 0);
    expect(totals.rostered_hours).toBeCloseTo(rostered / 60, 1);
    expect(totals.assigned_hours).toBeCloseTo(assigned / 60, 1);
    expect(totals.actual_hours).toBeCloseTo(actual / 60, 1);
    expect(totals.overtime_hours).toBeCloseTo(work.reduce((total, w) => total + w.overtime, 0) / 60, 1);
    expect(totals.assigned_pct).toBeCloseTo((100 * assigned) / rostered, 0);
    expect(totals.rest_flags).toBe(shifts.reduce((total, s) => total + s.flags, 0));
  };

  beforeAll(async () => {
    // The demo records no actual time on activities: some technicians report theirs here.
    await t.database.db.execute(sql`update activity_assignments set actual_minutes = planned_minutes + 20 where id % 3 = 0`);
  });

  it('totals rostered, assigned, actual and overtime hours and rest-rule flags as the raw records give them', async () => {
    const raw = await rawManpower('EUR-W');
    expect(raw.shifts.length).toBeGreaterThan(10);
    expect(raw.work.some((w) => w.overtime > 0)).toBe(true);
    expect(raw.shifts.some((s) => s.flags > 0)).toBe(true);
    const result = await reportJson('manpower_utilisation', { ...period, region_id: regionId('EUR-W') });
    expectTotalsOf(result.totals, raw);
    expect(sum(result.rows, 'rest_flags')).toBe(result.totals.rest_flags);
    expect(sum(result.chart.data, 'rostered_hours')).toBeCloseTo(Number(result.totals.rostered_hours), 1);
    expect(result.chart.series).toEqual(['rostered_hours', 'assigned_hours', 'actual_hours']);
  });

  it('narrows to a technician or a station', async () => {
    const raw = await rawManpower('EUR-W');
    const technician = raw.work.find((w) => w.overtime > 0)!.technician_id;
    const mine = await reportJson('manpower_utilisation', { ...period, region_id: regionId('EUR-W'), technician_id: technician });
    expectTotalsOf(mine.totals, {
      shifts: raw.shifts.filter((s) => s.technician_id === technician),
      work: raw.work.filter((w) => w.technician_id === technician),
    });
    const station = raw.shifts[0].station_id;
    const atStation = await reportJson('manpower_utilisation', { ...period, region_id: regionId('EUR-W'), station_id: station });
    expectTotalsOf(atStation.totals, {
      shifts: raw.shifts.filter((s) => s.station_id === station),
      work: raw.work.filter((w) => w.station_id === station),
    });
  });

  it('never counts another region’s people', async () => {
    expect((await report('manpower_utilisation', { ...period, region_id: regionId('EUR-W') }, viewer)).statusCode).toBe(403);
    const namStation = await reportJson('manpower_utilisation', { ...period, region_id: regionId('EUR-W'), station_id: stationId('YYZ') });
    expect(namStation.rows).toEqual([]);
    expect(namStation.totals).toMatchObject({ rostered_hours: 0, assigned_hours: 0, rest_flags: 0 });
    expect((await report('manpower_utilisation', { ...period, region_id: regionId('EUR-W'), customer_id: 1 })).statusCode).toBe(422);
  });
});

describe('exports', () => {
  it('downloads each operations report as CSV with its labels and one line per row plus the totals', async () => {
    for (const [name, header] of [
      ['on_call_response', 'Station,Customer,Priority,Requests,Reached on site'],
      ['de_icing_fluid', 'Station,Customer,Fluid type,Litres,Treatments'],
      ['manpower_utilisation', 'Technician,Station,Rostered hours,Assigned hours'],
    ]) {
      const query = { from, to, region_id: regionId('EUR-W') };
      const rows = (await reportJson(name, query)).rows.length;
      const res = await t.send(
        'GET',
        `/api/reports/${name}/export.csv?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`,
        admin,
      );
      expect(res.statusCode, res.body).toBe(200);
      const lines = res.body.split('\r\n').filter(Boolean);
      expect(lines[1].startsWith(header), lines[1]).toBe(true);
      expect(lines.filter((line) => line.startsWith('Total')).length).toBeGreaterThan(0);
      expect(lines.length).toBeGreaterThanOrEqual(rows + 3);
      // The file keeps raw minutes (the screen's h:mm is for reading), and its header says they are minutes.
      if (name === 'on_call_response') expect(lines[1]).toContain(',Median response (min),Average response (min),Target (min),');
    }
  });
});
