import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultReportPeriod, reportNames } from '../../../../model/modules/reporting';
import { ApiError } from '../../../../server/errors';
import { translatorFor } from '../../../../server/i18n';
import { computeReport } from '../../../../server/modules/reporting/runReport';
import { estimatedScanRows } from '../../../../server/modules/reporting/scanGuard';
import { workBilling } from '../../../../server/modules/reporting/reports/work_billing';
import { createTestApp, type TestApp } from '../../helper';
import { demoPeriod, loadReportingContext, overrideOneLine, rawBilling } from './reportingFixtures';

/**
 * The Reporting server (docs/modules/reporting.md): the work_billing report against an independent sum of the raw
 * records, region isolation, money hidden without reporting_amounts, parameter checks, the scan guard
 * and the exports. One app for the file.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof loadReportingContext>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadReportingContext(t);
});
afterAll(async () => t?.close());

describe('work_billing', () => {
  it('totals and amounts equal the raw records priced independently (de-icing by the litres sprayed), overrides counted with their difference', async () => {
    const region = c.region['EUR-W'];
    await overrideOneLine(t, region, demoPeriod, 90);
    const raw = await rawBilling(t, region, demoPeriod);
    expect(raw.services_done).toBeGreaterThan(0);
    expect(raw.overridden).toBe(1);

    const response = await c.report('work_billing', { ...demoPeriod, region_id: region });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ report: 'work_billing', title: 'Work done and billing', amounts_hidden: false });
    expect(result.totals).toMatchObject({ activities: raw.activities, services_done: raw.services_done, overridden: 1 });
    // Rows per customer, station and service: per station they add up to the station's lines.
    const byStation: Record<string, number> = {};
    // (A station that only de-iced has rows of litres and no service lines.)
    for (const row of result.rows as { station: string; services_done: number }[])
      if (row.services_done) byStation[row.station] = (byStation[row.station] ?? 0) + row.services_done;
    expect(byStation).toEqual(raw.servicesByStation);
    expect(Object.keys(byStation).length).toBeGreaterThan(1);
    // De-icing bills the litres the completed treatments sprayed, at the litre-billed service's rate.
    expect(raw.litres).toBeGreaterThan(0);
    const litreRows = (result.rows as { service: string; quantity: number }[]).filter((row) => row.service === raw.litreService);
    expect(Math.round(litreRows.reduce((sum, row) => sum + row.quantity * 10, 0)) / 10).toBe(raw.litres);
    // Services, hours and litres do not add up: no total quantity.
    expect(result.totals.quantity ?? null).toBeNull();
    expect(Object.fromEntries(result.amount_totals.map((row: { currency: string; amount: number }) => [row.currency, row.amount]))).toEqual(
      raw.amounts,
    );
    // The overridden line bills 90 minutes where the catalogue says 120 (AOG call-out 240): the difference is negative.
    const overriddenRow = result.rows.find((row: { overridden: number }) => row.overridden > 0);
    expect(overriddenRow.override_difference).toBeLessThan(0);
    expect(typeof overriddenRow.amount).toBe('number');
    expect(result.columns.map((column: { key: string }) => column.key)).toContain('amount');
    expect(result.chart).toMatchObject({ kind: 'bar', x: 'customer', series: ['activities', 'amount'] });
    expect(result.chart.data.reduce((sum: number, point: { activities: number }) => sum + point.activities, 0)).toBe(raw.activities);
  });

  it('keeps to the caller’s regions: another region is 403, a station of another region adds nothing', async () => {
    const other = await c.report('work_billing', { ...demoPeriod, region_id: c.region.NAM }, c.headers.supervisor);
    expect(other.statusCode).toBe(403);
    const abroad = c.stations.find((station) => station.region_id === c.region.NAM)!;
    const response = await c.report(
      'work_billing',
      { ...demoPeriod, region_id: c.region['EUR-W'], station_id: abroad.id },
      c.headers.supervisor,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ rows: [], amount_totals: [] });
  });

  it('hides money from a supervisor or a viewer and shows it to a planner', async () => {
    const supervisor = (await c.report('work_billing', { ...demoPeriod, region_id: c.region['EUR-W'] }, c.headers.supervisor)).json();
    const viewer = (await c.report('work_billing', { ...demoPeriod, region_id: c.region.NAM }, c.headers.viewer)).json();
    for (const result of [supervisor, viewer]) {
      expect(result.amounts_hidden).toBe(true);
      expect(result.amount_totals).toEqual([]);
      expect(result.columns.map((column: { key: string }) => column.key)).not.toContain('amount');
      expect(result.chart.series).toEqual(['activities']);
      for (const row of [...result.rows, ...result.chart.data, result.totals]) {
        expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['amount']));
        expect(row).not.toHaveProperty('rate');
        expect(row).not.toHaveProperty('currency');
        expect(row).not.toHaveProperty('override_difference');
      }
    }
    expect(supervisor.rows.length).toBeGreaterThan(0);
  });

  it('answers bad parameters with 422 and the field', async () => {
    const region_id = c.region['EUR-W'];
    const cases: [Record<string, unknown>, string][] = [
      [{ from: '2026-05-10', to: '2026-05-01', region_id }, 'to'],
      [{ from: '2025-01-01', to: '2026-05-01', region_id }, 'to'],
      [{ ...demoPeriod, region_id, technician_id: 1 }, 'technician_id'],
      [{ ...demoPeriod, region_id, colour: 'red' }, 'colour'],
    ];
    for (const [params, field] of cases) {
      const response = await c.report('work_billing', params);
      expect(response.statusCode, JSON.stringify(params)).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    expect((await c.report('no_such_report', { ...demoPeriod, region_id })).statusCode).toBe(404);
    // The technician has no Reporting tab.
    expect((await c.report('work_billing', { ...demoPeriod, region_id }, c.headers.technician)).statusCode).toBe(403);
  });

  it('is in the catalogue with its offered filters and labelled columns, in the caller’s language', async () => {
    const catalogue = await t.send('GET', '/api/reports', { ...c.headers.viewer, 'accept-language': 'es' });
    expect(catalogue.statusCode).toBe(200);
    const entry = catalogue.json().find((report: { name: string }) => report.name === 'work_billing');
    expect(entry).toMatchObject({ title: 'Trabajo realizado y facturación', filters: ['station_id', 'customer_id', 'service_id'] });
    expect(entry.columns[0]).toEqual({ key: 'customer', type: 'text', label: 'Cliente' });
    // Money columns are listed only to those who see money.
    expect(entry.columns.map((column: { key: string }) => column.key)).not.toContain('amount');
    const planner = (await t.send('GET', '/api/reports', c.headers.planner))
      .json()
      .find((report: { name: string }) => report.name === 'work_billing');
    expect(planner.columns.map((column: { key: string }) => column.key)).toEqual(expect.arrayContaining(['rate', 'amount', 'currency']));
  });
});

describe('the default period', () => {
  it('every report has rows on the period a report opens on (the last 30 days), in every demo region', async () => {
    const period = defaultReportPeriod(new Date().toISOString().slice(0, 10));
    const empty: string[] = [];
    for (const name of reportNames)
      for (const [code, region_id] of Object.entries(c.region)) {
        const response = await c.report(name, { ...period, region_id }, c.headers.admin);
        expect(response.statusCode, `${name} ${code}: ${response.body}`).toBe(200);
        if (response.json().rows.length === 0) empty.push(`${name} ${code}`);
      }
    expect(empty).toEqual([]);
  });
});

describe('scan guard', () => {
  it('refuses with a 422 to narrow the filters when the plan reads too much or the table is too long', async () => {
    const params = { ...demoPeriod, region_id: c.region['EUR-W'] };
    const estimate = await estimatedScanRows(t.database.db, workBilling, params);
    expect(estimate).toBeGreaterThan(0);
    const scanned = await computeReport(t.database.db, workBilling, params, { scanRows: estimate - 1, tableRows: 5_000 }).catch(
      (error: unknown) => error,
    );
    expect(scanned).toBeInstanceOf(ApiError);
    expect(scanned).toMatchObject({
      statusCode: 422,
      messageKey: 'reporting.scan_guard.too_many_scanned',
      fieldErrors: { to: ['reporting.scan_guard.narrow'] },
    });
    expect(translatorFor('fr')((scanned as ApiError).messageKey, (scanned as ApiError).vars)).toContain(String(estimate - 1));
    const long = await computeReport(t.database.db, workBilling, params, { scanRows: estimate, tableRows: 1 }).catch(
      (error: unknown) => error,
    );
    expect(long).toMatchObject({ statusCode: 422, messageKey: 'reporting.scan_guard.too_many_rows' });
    // The defaults let the demo week through.
    expect((await computeReport(t.database.db, workBilling, params)).rows.length).toBeGreaterThan(1);
  });
});

describe('exports', () => {
  it('XLSX: the filters in words, the labels, numbers as numbers, the totals and one amount total per currency', async () => {
    const params = { ...demoPeriod, region_id: c.region['EUR-W'] };
    const json = (await c.report('work_billing', params)).json();
    const response = await c.report('work_billing', params, c.headers.planner, '/export.xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="work_billing-${params.from}-${params.to}.xlsx"`);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    const texts = `${sheet}${strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array())}`;
    expect(texts).toContain(`Work done and billing — Region: Western Europe · From ${params.from} to ${params.to}`);
    for (const label of ['Customer', 'Services done', 'Amount', 'Total', 'Total EUR']) expect(texts).toContain(`>${label}<`);
    // The totals' services done and each currency's amount are numeric cells.
    expect(sheet).toContain(`<v>${json.totals.services_done}</v>`);
    expect(sheet).toContain(`<v>${json.amount_totals[0].amount}</v>`);
  });

  it('CSV: RFC 4180 without a byte-order mark, money hidden as in the JSON for a supervisor', async () => {
    const params = { ...demoPeriod, region_id: c.region['EUR-W'] };
    const planner = await c.report('work_billing', params, c.headers.planner, '/export.csv');
    expect(planner.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(planner.rawPayload[0]).not.toBe(0xef);
    const lines = planner.body.split('\r\n');
    // Every record has as many fields as the header (RFC 4180): the title line is padded.
    expect(lines[0]).toBe(`Work done and billing — Region: Western Europe · From ${params.from} to ${params.to}${','.repeat(11)}`);
    expect(lines[1]).toBe(
      'Customer,Station,Service,Billing unit,Activities,Services done,Quantity billed,Rate,Amount,Overridden lines,Override difference,Currency',
    );
    // Coded values (the billing unit) are in the reader's words.
    expect(planner.body).toContain(',Per service,');
    expect(lines.find((line) => line.startsWith('Total EUR,'))).toMatch(/^Total EUR,(,)+\d+\.\d{2},/);

    const supervisor = await c.report('work_billing', params, c.headers.supervisor, '/export.csv');
    const hidden = supervisor.body.split('\r\n');
    expect(hidden[1]).toBe('Customer,Station,Service,Billing unit,Activities,Services done,Quantity billed,Overridden lines');
    expect(supervisor.body).not.toContain('EUR');
    expect((await c.report('work_billing', { ...params, region_id: c.region.NAM }, c.headers.supervisor, '/export.xlsx')).statusCode).toBe(
      403,
    );
  });
});

describe('filter choices of a region', () => {
  const options = (filter: string, query: string, who = c.headers.planner) => t.send('GET', `/api/reports/options/${filter}${query}`, who);

  it('lists the stations and technicians of any region of the caller’s, active or not, named as Settings names them', async () => {
    const me = (await t.send('GET', '/api/user', c.headers.admin)).json() as { instance_id: number; regions: { region_id: number }[] };
    const inactive = me.regions.map((region) => region.region_id).find((id) => id !== me.instance_id)!;
    expect(inactive).toBeDefined();
    const stations = await options('station_id', `?region_id=${inactive}`, c.headers.admin);
    expect(stations.statusCode, stations.body).toBe(200);
    const expected = c.stations.filter((station) => station.region_id === inactive).map((station) => station.id);
    expect(
      stations
        .json()
        .map((option: { id: number }) => option.id)
        .sort(),
    ).toEqual(expected.sort());
    expect(stations.json()[0].label).toMatch(/^[A-Z]{3} · .+/);

    const technicians = (await options('technician_id', `?region_id=${inactive}`, c.headers.admin)).json() as {
      id: number;
      label: string;
    }[];
    expect(technicians.length).toBeGreaterThan(0);
    const ownRegion = await t.database.db.execute(sql`select id from technicians where region_id = ${inactive}`);
    expect(technicians.map((option) => option.id).sort()).toEqual(
      (ownRegion as { rows: { id: number }[] }).rows.map((row) => row.id).sort(),
    );
    expect(technicians[0].label).toContain(' · ');
  });

  it('refuses another region (403), an unknown filter (404) and a missing or bad region (422)', async () => {
    expect((await options('station_id', `?region_id=${c.region.NAM}`, c.headers.supervisor)).statusCode).toBe(403);
    expect((await options('customer_id', `?region_id=${c.region['EUR-W']}`)).statusCode).toBe(404);
    const missing = await options('station_id', '');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('region_id');
    expect((await options('station_id', '?region_id=x')).statusCode).toBe(422);
    expect((await t.send('GET', `/api/reports/options/station_id?region_id=${c.region['EUR-W']}`, {})).statusCode).toBe(401);
  });
});
