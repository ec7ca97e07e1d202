import { parse } from 'csv-parse/sync';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportSearch, type ReportParams } from '../../../model/modules/reporting/params';
import type { ReportResult } from '../../../model/modules/reporting/result';
import { daysFromToday } from '../../../server/db/seed/dates';
import { regions, technicians } from '../../../server/db/schema';
import { bearer, createTestApp, type TestApp } from '../helper';

/**
 * A name a supervisor types is written into the planner's report exports (docs/security.md, "CSV
 * exports and formula injection"): the CSV must hold it as text a spreadsheet does not evaluate.
 */
const formula = '=HYPERLINK("http://127.0.0.1/x","Mehdi")';

let t: TestApp;
let planner: Record<string, string>;
let supervisor: Record<string, string>;
let region: number;

beforeAll(async () => {
  t = await createTestApp();
  planner = bearer(await t.tokenFor('planner@tarmac.test'));
  supervisor = bearer(await t.tokenFor('supervisor@tarmac.test'));
  [{ id: region }] = await t.database.db.select({ id: regions.id }).from(regions).where(eq(regions.code, 'EUR-W'));
});
afterAll(() => t.close());

const manpower: Partial<ReportParams> = { from: daysFromToday(-20), to: daysFromToday(0) };
const expenses: Partial<ReportParams> = { from: daysFromToday(-365), to: daysFromToday(0) };

async function reportRows(name: string, params: Partial<ReportParams>): Promise<ReportResult['rows']> {
  const res = await t.send('GET', `/api/reports/${name}?${reportSearch({ ...params, region_id: region })}`, planner);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ReportResult).rows;
}

async function exportCells(name: string, params: Partial<ReportParams>): Promise<{ body: string; cells: string[] }> {
  const res = await t.send('GET', `/api/reports/${name}/export.csv?${reportSearch({ ...params, region_id: region })}`, planner);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return { body: res.body, cells: (parse(res.body, { relax_column_count: true }) as string[][]).flat() };
}

describe('a technician named like a spreadsheet formula', () => {
  it("is exported in the planner's manpower and expenses CSV with a leading ', and no cell starts a formula", async () => {
    // A technician of the planner's region who is in both reports.
    const inManpower = new Set((await reportRows('manpower_utilisation', manpower)).map((row) => row.technician));
    const named = (await reportRows('expenses', expenses)).map((row) => row.technician).filter((name) => inManpower.has(name));
    expect(named.length).toBeGreaterThan(0);
    const [technician] = await t.database.db
      .select({ id: technicians.id })
      .from(technicians)
      .where(and(eq(technicians.region_id, region), inArray(technicians.name, [String(named[0])])));

    const current = await t.send('GET', `/api/technicians/${technician.id}`, supervisor);
    expect(current.statusCode, current.body).toBe(200);
    const renamed = await t.send('PUT', `/api/technicians/${technician.id}`, supervisor, {
      version: current.json().version,
      name: formula,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    for (const [name, params] of [
      ['manpower_utilisation', manpower],
      ['expenses', expenses],
    ] as const) {
      const { body, cells } = await exportCells(name, params);
      expect(body, name).toContain(`'=HYPERLINK`);
      expect(cells, name).toContain(`'${formula}`);
      expect(
        cells.filter((cell) => /^[=+@\t\r]/.test(cell)),
        name,
      ).toEqual([]);
      // Only that text is marked: figures stay numbers.
      expect(
        cells.filter((cell) => cell.startsWith("'")),
        name,
      ).toEqual(cells.filter((cell) => cell === `'${formula}`));
    }
  });
});
