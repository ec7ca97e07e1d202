import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { reportSearch, type ReportParams } from '../../../../model/modules/reporting/params';
import type { ReportResult } from '../../../../model/modules/reporting/result';
import { complianceState } from '../../../../model/modules/training/expiry';
import { heldExpiry, mandatoryCoursesFor } from '../../../../model/modules/training/requirements';
import type { LicenceCategory, LicenceType } from '../../../../model/modules/scheduled/licences';
import { airport, onCallExpenses, onCallRequests, regions, stations, technicianAuthorisations, technicianCourses, technicians, trainingCourses } from '../../../../server/db/schema';
import { createTestApp, demoRoleHeaders, type TestApp } from '../../helper';

/**
 * The Training, Resources, On-Call expenses and Parts reports (issue 17 §5–8) on the demo data:
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
  const [regionRows, stationRows] = [await db.select({ id: regions.id, code: regions.code }).from(regions), await db.select({ id: stations.id, code: stations.code }).from(stations)];
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
      .select({ id: technicians.id, licence_type: technicians.licence_type, station: stations.code })
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
        const facts = { licence_type: person.licence_type as LicenceType, authorisations: authorisations.filter((a) => a.technician_id === person.id).map((a) => ({ category: a.category as LicenceCategory })) };
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
    const got = new Map(answer.body.rows.map((row) => [`${row.station}|${row.month}`, { technicians: row.technicians, compliant: row.compliant, expiring: row.expiring }]));
    expect(got).toEqual(expected);
    expect([...expected.values()].some((entry) => entry.compliant < entry.technicians)).toBe(true);

    const lastMonth = months.sort().at(-1)!;
    const last = [...expected.entries()].filter(([key]) => key.endsWith(lastMonth)).map(([, entry]) => entry);
    const technicianCount = last.reduce((sum, entry) => sum + entry.technicians, 0);
    expect(answer.body.totals).toMatchObject({ month: lastMonth, technicians: technicianCount, compliant: last.reduce((sum, entry) => sum + entry.compliant, 0) });
    expect(answer.body.chart).toMatchObject({ kind: 'line', x: 'month' });
    expect(answer.body.chart.data).toHaveLength(months.length);

    // A station filter keeps that station's technicians; another region's station gives nothing.
    const cdg = await report(as.supervisor, 'training_compliance', { ...params, station_id: ids.station('CDG') });
    expect(new Set(cdg.body.rows.map((row) => row.station))).toEqual(new Set(['CDG']));
    expect(cdg.body.rows).toEqual(answer.body.rows.filter((row) => row.station === 'CDG'));
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
        .select({ technician_id: onCallExpenses.technician_id, amount: onCallExpenses.amount, currency: onCallExpenses.currency, incurred_at: onCallExpenses.incurred_at, region_id: onCallRequests.region_id, time_zone: airport.time_zone })
        .from(onCallExpenses)
        .innerJoin(onCallRequests, eq(onCallRequests.id, onCallExpenses.request_id))
        .innerJoin(airport, eq(airport.id, onCallRequests.airport_id))
    ).filter((e) => e.region_id === region && localDay(e.incurred_at, e.time_zone) >= params.from && localDay(e.incurred_at, e.time_zone) <= params.to);
    expect(raw.length).toBeGreaterThan(1);

    const planner = await report(as.planner, 'expenses', params);
    expect(planner.status, JSON.stringify(planner.body)).toBe(200);
    expect(planner.body).toMatchObject({ title: 'Expenses', amounts_hidden: false, totals: { count: raw.length } });
    expect(planner.body.amount_totals.map((row) => [row.currency, row.amount])).toEqual(byCurrency(raw, (e) => e.currency, (e) => e.amount));
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
    expect(narrowed.body.amount_totals.map((row) => [row.currency, row.amount])).toEqual(byCurrency(own, (e) => e.currency, (e) => e.amount));
    expect(new Set(narrowed.body.rows.map((row) => row.technician)).size).toBe(1);

    expect((await report(as.planner, 'expenses', { ...params, station_id: ids.station('JFK') })).body.rows).toEqual([]);
    expect((await report(as.supervisor, 'expenses', { ...params, region_id: ids.region('NAM') })).status).toBe(403);
  });
});
