import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { reportSearch, type ReportParams } from '../../../../model/modules/reporting/params';
import type { ReportResult } from '../../../../model/modules/reporting/result';
import { dueStatus } from '../../../../model/dueStatus';
import { complianceState } from '../../../../model/modules/training/expiry';
import { heldExpiry, mandatoryCoursesFor } from '../../../../model/modules/training/requirements';
import type { LicenceCategory } from '../../../../model/core/licences';
import {
  activities,
  airport,
  appSettings,
  calibratedTools,
  equipment,
  materials,
  onCallExpenses,
  onCallRequests,
  regions,
  stations,
  stockMovements,
  technicianAuthorisations,
  technicianCourses,
  technicians,
  toolCalibrations,
  trainingCourses,
  trucks,
} from '../../../../server/db/schema';
import { createTestApp, demoRoleHeaders, type TestApp } from '../../helper';

/**
 * The Training, Resources, On-Call expenses and Parts reports (docs/modules/reporting.md) on the demo data:
 * each report's figures against the same figures computed here from the raw records (plain selects
 * and the model's rules, never the report's SQL), a filter that narrows, region isolation, and
 * money shown to a planner only.
 */
let t: TestApp;
let as: Awaited<ReturnType<typeof demoRoleHeaders>>;
let ids: { region: (code: string) => number; station: (code: string) => number };

beforeAll(async () => {
  t = await createTestApp();
  as = await demoRoleHeaders(t);
  const db = t.database.db;
  const [regionRows, stationRows] = [
    await db.select({ id: regions.id, code: regions.code }).from(regions),
    await db.select({ id: stations.id, code: stations.code }).from(stations),
  ];
  ids = { region: (code) => regionRows.find((r) => r.code === code)!.id, station: (code) => stationRows.find((s) => s.code === code)!.id };
});
afterAll(() => t.close());

async function report(headers: Record<string, string>, name: string, params: Partial<ReportParams>) {
  const response = await t.send('GET', `/api/reports/${name}?${reportSearch(params)}`, headers);
  return { status: response.statusCode, body: response.json() as ReportResult & { message?: string } };
}

/** The local calendar day of an instant in an IANA time zone. */
const localDay = (instant: Date, timeZone: string) => instant.toLocaleDateString('en-CA', { timeZone });
/** Sums per currency, to the cent. */
function byCurrency<T>(records: readonly T[], currency: (record: T) => string, amount: (record: T) => number) {
  const sums = new Map<string, number>();
  for (const record of records) sums.set(currency(record), Math.round(((sums.get(currency(record)) ?? 0) + amount(record)) * 100) / 100);
  return [...sums].sort(([a], [b]) => a.localeCompare(b));
}

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
/** The last day of an ISO month (YYYY-MM), or `cap` when that comes first. */
const monthEnd = (month: string, cap: string) => {
  const [year, index] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10);
  return last < cap ? last : cap;
};

describe('training_compliance', () => {
  it('counts per home station and month the technicians holding every required course, as the Training matrix rules them', async () => {
    const db = t.database.db;
    const region = ids.region('EUR-W');
    const params = { from: daysAgo(75), to: today, region_id: region };
    const answer = await report(as.supervisor, 'training_compliance', params);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.title).toBe('Training compliance');

    // Independently: every active technician of the region, the courses that bind them and their records.
    const people = await db
      .select({ id: technicians.id, licences: technicians.licences, station: stations.code })
      .from(technicians)
      .leftJoin(stations, eq(stations.id, technicians.home_station_id))
      .where(sql`${technicians.region_id} = ${region} and ${technicians.active}`);
    const courses = (await db.select().from(trainingCourses)).filter((c) => c.active && c.mandatory_for.length > 0);
    const authorisations = await db.select().from(technicianAuthorisations);
    const records = await db.select().from(technicianCourses);
    const expected = new Map<string, { technicians: number; compliant: number; expiring: number }>();
    const months = [...new Set(answer.body.rows.map((row) => String(row.month)))];
    expect(months.length).toBeGreaterThanOrEqual(3);
    for (const month of months) {
      const end = monthEnd(month, today);
      for (const person of people) {
        const facts = {
          licences: person.licences,
          authorisations: authorisations
            .filter((a) => a.technician_id === person.id)
            .map((a) => ({ category: a.category as LicenceCategory })),
        };
        const held = records.filter((r) => r.technician_id === person.id && r.completed_on <= end);
        const states = mandatoryCoursesFor(courses, facts).map((course) => {
          const expiry = heldExpiry(held, course.id);
          return complianceState(expiry !== undefined, expiry, end);
        });
        const key = `${person.station}|${month}`;
        const entry = expected.get(key) ?? { technicians: 0, compliant: 0, expiring: 0 };
        entry.technicians += 1;
        if (states.every((state) => state !== 'expired' && state !== 'missing')) entry.compliant += 1;
        if (states.includes('expiring_30')) entry.expiring += 1;
        expected.set(key, entry);
      }
    }
    const got = new Map(
      answer.body.rows.map((row) => [
        `${row.station}|${row.month}`,
        { technicians: row.technicians, compliant: row.compliant, expiring: row.expiring },
      ]),
    );
    expect(got).toEqual(expected);
    expect([...expected.values()].some((entry) => entry.compliant < entry.technicians)).toBe(true);

    const lastMonth = months.sort().at(-1)!;
    const last = [...expected.entries()].filter(([key]) => key.endsWith(lastMonth)).map(([, entry]) => entry);
    const technicianCount = last.reduce((sum, entry) => sum + entry.technicians, 0);
    expect(answer.body.totals).toMatchObject({
      month: lastMonth,
      technicians: technicianCount,
      compliant: last.reduce((sum, entry) => sum + entry.compliant, 0),
    });
    expect(answer.body.chart).toMatchObject({ kind: 'line', x: 'month' });
    expect(answer.body.chart.data).toHaveLength(months.length);

    // A station filter keeps that station's technicians; another region's station gives nothing.
    const cdg = await report(as.supervisor, 'training_compliance', { ...params, station_id: ids.station('CDG') });
    expect(new Set(cdg.body.rows.map((row) => row.station))).toEqual(new Set(['CDG']));
    expect(cdg.body.rows).toEqual(answer.body.rows.filter((row) => row.station === 'CDG'));
    const one = people.find((person) => person.station === 'CDG')!;
    const alone = await report(as.supervisor, 'training_compliance', { ...params, technician_id: one.id });
    expect(alone.body.rows.map((row) => [row.station, row.technicians])).toEqual(months.sort().map(() => ['CDG', 1]));
    const abroad = await report(as.supervisor, 'training_compliance', { ...params, station_id: ids.station('JFK') });
    expect(abroad.body.rows).toEqual([]);
    expect((await report(as.supervisor, 'training_compliance', { ...params, region_id: ids.region('NAM') })).status).toBe(403);
  });
});

describe('expenses', () => {
  it('sums the On-Call expense lines of the period per technician, trip and type; money for planners only; filters narrow', async () => {
    const db = t.database.db;
    const region = ids.region('EUR-W');
    const params = { from: daysAgo(365), to: today, region_id: region };
    const raw = (
      await db
        .select({
          technician_id: onCallExpenses.technician_id,
          amount: onCallExpenses.amount,
          currency: onCallExpenses.currency,
          incurred_at: onCallExpenses.incurred_at,
          region_id: onCallRequests.region_id,
          time_zone: airport.time_zone,
        })
        .from(onCallExpenses)
        .innerJoin(onCallRequests, eq(onCallRequests.id, onCallExpenses.request_id))
        .innerJoin(airport, eq(airport.id, onCallRequests.airport_id))
    ).filter(
      (e) =>
        e.region_id === region && localDay(e.incurred_at, e.time_zone) >= params.from && localDay(e.incurred_at, e.time_zone) <= params.to,
    );
    expect(raw.length).toBeGreaterThan(1);

    const planner = await report(as.planner, 'expenses', params);
    expect(planner.status, JSON.stringify(planner.body)).toBe(200);
    expect(planner.body).toMatchObject({ title: 'Expenses', amounts_hidden: false, totals: { count: raw.length } });
    expect(planner.body.amount_totals.map((row) => [row.currency, row.amount])).toEqual(
      byCurrency(
        raw,
        (e) => e.currency,
        (e) => e.amount,
      ),
    );
    expect(planner.body.chart).toMatchObject({ kind: 'bar', x: 'technician', series: ['amount', 'count'] });
    expect(planner.body.chart.data.reduce((sum, bar) => sum + Number(bar.count), 0)).toBe(raw.length);

    // The supervisor reads the same lines without money.
    const supervisor = await report(as.supervisor, 'expenses', params);
    expect(supervisor.body).toMatchObject({ amounts_hidden: true, amount_totals: [], totals: { count: raw.length } });
    expect(supervisor.body.columns.map((column) => column.key)).not.toContain('amount');
    expect(supervisor.body.rows.every((row) => !('amount' in row) && !('currency' in row))).toBe(true);
    expect(supervisor.body.chart.series).toEqual(['count']);

    // One technician's lines only.
    const someone = raw.find((e) => e.technician_id !== null)!.technician_id!;
    const own = raw.filter((e) => e.technician_id === someone);
    const narrowed = await report(as.planner, 'expenses', { ...params, technician_id: someone });
    expect(narrowed.body.totals.count).toBe(own.length);
    expect(narrowed.body.amount_totals.map((row) => [row.currency, row.amount])).toEqual(
      byCurrency(
        own,
        (e) => e.currency,
        (e) => e.amount,
      ),
    );
    expect(new Set(narrowed.body.rows.map((row) => row.technician)).size).toBe(1);

    expect((await report(as.planner, 'expenses', { ...params, station_id: ids.station('JFK') })).body.rows).toEqual([]);
    expect((await report(as.supervisor, 'expenses', { ...params, region_id: ids.region('NAM') })).status).toBe(403);
  });
});

describe('parts_consumption', () => {
  it('nets issues and returns to jobs per station and material, values them at unit cost, and gives the stock at the period end', async () => {
    const db = t.database.db;
    const region = ids.region('EUR-W');
    const params = { from: daysAgo(90), to: daysAgo(10), region_id: region };
    const movements = await db
      .select({
        station: stations.code,
        material_id: stockMovements.material_id,
        region_id: stockMovements.region_id,
        kind: stockMovements.kind,
        quantity: stockMovements.quantity,
        moved_at: stockMovements.moved_at,
        activity_id: stockMovements.activity_id,
        on_call_request_id: stockMovements.on_call_request_id,
        time_zone: airport.time_zone,
        activity_customer: activities.customer_id,
        request_customer: onCallRequests.customer_id,
      })
      .from(stockMovements)
      .innerJoin(stations, eq(stations.id, stockMovements.station_id))
      .innerJoin(airport, eq(airport.id, stations.airport_id))
      .leftJoin(activities, eq(activities.id, stockMovements.activity_id))
      .leftJoin(onCallRequests, eq(onCallRequests.id, stockMovements.on_call_request_id));
    const priced = new Map((await db.select().from(materials)).map((m) => [m.id, m]));
    const inRegion = movements.filter((m) => m.region_id === region);
    const onJobs = (customer?: number) =>
      inRegion.filter(
        (m) =>
          ['issue', 'return', 'reversal'].includes(m.kind) &&
          (m.activity_id ?? m.on_call_request_id) !== null &&
          localDay(m.moved_at, m.time_zone) >= params.from &&
          localDay(m.moved_at, m.time_zone) <= params.to &&
          (customer === undefined || (m.activity_customer ?? m.request_customer) === customer),
      );
    const used = onJobs();
    expect(used.length).toBeGreaterThan(1);
    const kept = new Map<string, number>();
    for (const m of used) {
      const key = `${m.station}|${m.material_id}|${m.activity_id}|${m.on_call_request_id}`;
      kept.set(key, (kept.get(key) ?? 0) - m.quantity);
    }
    const jobsKeeping = new Set([...kept].filter(([, quantity]) => quantity > 0).map(([key]) => key.split('|').slice(2).join('|')));
    const valueByCurrency = byCurrency(
      used,
      (m) => priced.get(m.material_id)!.currency,
      (m) => -m.quantity * Number(priced.get(m.material_id)!.unit_cost ?? 0),
    );

    const planner = await report(as.planner, 'parts_consumption', params);
    expect(planner.status, JSON.stringify(planner.body)).toBe(200);
    expect(planner.body).toMatchObject({
      title: 'Parts consumption and stock value',
      amounts_hidden: false,
      totals: { jobs: jobsKeeping.size },
    });
    expect(planner.body.amount_totals.map((row) => [row.currency, row.value_issued])).toEqual(valueByCurrency);
    const issuedOf = (row: { station: unknown; part_number: unknown }) => {
      const material = [...priced.values()].find((m) => m.part_number === row.part_number)!;
      return used.filter((m) => m.station === row.station && m.material_id === material.id).reduce((sum, m) => sum - m.quantity, 0);
    };
    for (const row of planner.body.rows) expect(row.quantity_issued).toBeCloseTo(issuedOf(row as never), 3);
    // The chart's bars per station add up to the table's quantities.
    const issuedInTable = planner.body.rows.reduce((sum, row) => sum + Number(row.quantity_issued), 0);
    expect(planner.body.chart.data.reduce((sum, bar) => sum + Number(bar.quantity_issued), 0)).toBeCloseTo(issuedInTable, 3);

    // Stock at the end of the period's last day = every movement up to then (not today's level).
    const endOf = (m: (typeof movements)[number]) => localDay(m.moved_at, m.time_zone) <= params.to;
    for (const row of planner.body.rows.slice(0, 20)) {
      const material = [...priced.values()].find((m) => m.part_number === row.part_number)!;
      const expected = inRegion
        .filter((m) => m.station === row.station && m.material_id === material.id && endOf(m))
        .reduce((sum, m) => sum + m.quantity, 0);
      expect(row.stock_on_hand).toBeCloseTo(expected, 3);
    }

    // The supervisor sees quantities and jobs, no value.
    const supervisor = await report(as.supervisor, 'parts_consumption', params);
    expect(supervisor.body).toMatchObject({ amounts_hidden: true, amount_totals: [], totals: { jobs: jobsKeeping.size } });
    expect(supervisor.body.rows.every((row) => !('value_issued' in row) && !('stock_value' in row))).toBe(true);
    expect(supervisor.body.chart.series).toEqual(['quantity_issued']);

    // A customer's jobs only; another region's station or region gives nothing / 403.
    const customer = (used.find((m) => (m.activity_customer ?? m.request_customer) !== null)!.activity_customer ??
      used[0].request_customer)!;
    const theirs = onJobs(customer);
    const narrowed = await report(as.planner, 'parts_consumption', { ...params, customer_id: customer });
    expect(narrowed.body.rows.reduce((sum, row) => sum + Number(row.quantity_issued), 0)).toBeCloseTo(
      theirs.reduce((sum, m) => sum - m.quantity, 0),
      3,
    );
    expect(narrowed.body.rows.length).toBeLessThan(planner.body.rows.length);
    expect((await report(as.planner, 'parts_consumption', { ...params, station_id: ids.station('JFK') })).body.rows).toEqual([]);
    expect((await report(as.supervisor, 'parts_consumption', { ...params, region_id: ids.region('NAM') })).status).toBe(403);
  });
});

describe('calibration_compliance', () => {
  it("rates tools by calibration and equipment and trucks by service at the period end, with the lead times of the settings, and counts the period's calibrations", async () => {
    const db = t.database.db;
    const region = ids.region('EUR-W');
    const params = { from: daysAgo(60), to: daysAgo(7), region_id: region };
    const tools = (await db.select().from(calibratedTools)).filter((tool) => tool.region_id === region && tool.status !== 'retired');
    // Two laboratory returns in the period, one out of tolerance, on a tool of the region.
    const tool = tools[0];
    await db.insert(toolCalibrations).values([
      {
        region_id: region,
        calibrated_tool_id: tool.id,
        sent_at: new Date(`${daysAgo(40)}T08:00:00Z`),
        returned_at: new Date(`${daysAgo(38)}T08:00:00Z`),
        calibrated_on: daysAgo(39),
        certificate: 'LAB-1',
        result: 'out_of_tolerance',
      },
      {
        region_id: region,
        calibrated_tool_id: tool.id,
        sent_at: new Date(`${daysAgo(30)}T08:00:00Z`),
        returned_at: new Date(`${daysAgo(28)}T08:00:00Z`),
        calibrated_on: daysAgo(29),
        certificate: 'LAB-2',
        result: 'in_tolerance',
      },
    ]);
    const [settings] = await db.select().from(appSettings).limit(1);
    const returns = await db.select().from(toolCalibrations);
    const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const statuses = [
      ...tools.map((one) => {
        const done = [one.last_calibrated, ...returns.filter((r) => r.calibrated_tool_id === one.id).map((r) => r.calibrated_on)]
          .filter((day): day is string => !!day && day <= params.to)
          .sort();
        return dueStatus(
          done.length ? plusDays(done.at(-1)!, one.calibration_interval_days) : null,
          params.to,
          settings.calibration_alert_days,
        );
      }),
      ...[...(await db.select().from(equipment)), ...(await db.select().from(trucks))]
        .filter((asset) => asset.region_id === region && asset.status !== 'retired')
        .map((asset) => dueStatus(asset.next_service_date, params.to, settings.service_alert_days)),
    ];
    const insured = (await db.select().from(trucks))
      .filter((truck) => truck.region_id === region && truck.status !== 'retired')
      .map((truck) => dueStatus(truck.insurance_expiry, params.to, settings.insurance_alert_days));
    const count = (list: string[], status: string) => list.filter((one) => one === status).length;
    const periodReturns = returns.filter(
      (r) =>
        tools.some((one) => one.id === r.calibrated_tool_id) &&
        r.calibrated_on &&
        r.calibrated_on >= params.from &&
        r.calibrated_on <= params.to,
    );

    const answer = await report(as.supervisor, 'calibration_compliance', params);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [valid, dueSoon, overdue] = [count(statuses, 'valid'), count(statuses, 'due_soon'), count(statuses, 'overdue')];
    expect(answer.body.title).toBe('Calibration and service compliance');
    expect(answer.body.totals).toEqual({
      station: null,
      category: null,
      resources: statuses.length,
      valid,
      due_soon: dueSoon,
      overdue,
      no_date: count(statuses, 'none'),
      compliant_pct: Math.round(((valid + dueSoon) / (valid + dueSoon + overdue)) * 1000) / 10,
      calibrations: periodReturns.length,
      out_of_tolerance: periodReturns.filter((r) => r.result === 'out_of_tolerance').length,
      insurance_due_soon: count(insured, 'due_soon'),
      insurance_overdue: count(insured, 'overdue'),
    });
    expect(answer.body.totals.out_of_tolerance).toBeGreaterThanOrEqual(1);
    expect(answer.body.chart).toMatchObject({ kind: 'bar', x: 'station', stacked: true, series: ['valid', 'due_soon', 'overdue'] });
    expect(answer.body.chart.data.reduce((sum, bar) => sum + Number(bar.overdue), 0)).toBe(overdue);

    // The tool's own station only; another region's station nothing; another region 403.
    const [home] = await db.select({ code: stations.code }).from(stations).where(eq(stations.id, tool.station_id));
    const narrowed = await report(as.supervisor, 'calibration_compliance', { ...params, station_id: tool.station_id });
    expect(new Set(narrowed.body.rows.map((row) => row.station))).toEqual(new Set([home.code]));
    expect(narrowed.body.totals.resources).toBe(
      answer.body.rows.filter((row) => row.station === home.code).reduce((sum, row) => sum + Number(row.resources), 0),
    );
    expect((await report(as.supervisor, 'calibration_compliance', { ...params, station_id: ids.station('JFK') })).body.rows).toEqual([]);
    expect((await report(as.supervisor, 'calibration_compliance', { ...params, region_id: ids.region('NAM') })).status).toBe(403);
  });
});
