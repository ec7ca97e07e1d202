import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvImportUrl, importableResources, type CsvImportResult } from '../../../model/csvImport';
import { csvExport, type ExportRecord, type RelatedRecords } from '../../../model/csvExport';
import { resourceSchemasByName } from '../../../model/resources';
import { bearer, createTestApp, multipart, queryJson, type TestApp } from '../helper';

/**
 * The CSV a list exports (model/csvExport.ts, the browser's exporter) is the
 * file the import reads. Exported through the API as the browser does it (the list, then getMany
 * for the referenced records), it previews as an update of every row with no error, and a commit
 * leaves every record as it was.
 */
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  admin = bearer(await t.tokenFor('admin@tarmac.test'));
});
afterAll(() => t.close());

async function getJson<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

const list = (resource: string) => getJson<ExportRecord[]>(`/api/${resource}?range=${encodeURIComponent('[0,999]')}`);

/** react-admin's fetchRelatedRecords: one getMany, the records by id. */
async function fetchRelated(records: ExportRecord[], field: string, resource: string): Promise<RelatedRecords> {
  const ids = [...new Set(records.flatMap((record) => [record[field]].flat()).filter((id) => id !== null && id !== undefined))];
  const found = await getJson<ExportRecord[]>(`/api/${resource}?filter=${queryJson({ id: ids })}`);
  return Object.fromEntries(found.map((record) => [String(record.id), record]));
}

async function importFile(resource: string, mode: 'preview' | 'commit', csv: string): Promise<CsvImportResult> {
  const body = multipart([{ name: 'file', filename: `${resource}.csv`, contentType: 'text/csv', content: csv }]);
  const res = await t.app.inject({
    method: 'POST',
    url: csvImportUrl(resource, mode),
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CsvImportResult;
}

/** The writable fields of a record, as the import may change them. */
function writable(resource: (typeof importableResources)[number], record: ExportRecord): ExportRecord {
  return Object.fromEntries(Object.keys(resourceSchemasByName[resource].fields.shape).map((field) => [field, record[field] ?? null]));
}

describe.each(importableResources)('the exported %s file', (resource) => {
  it('imports back as an update of every row, with no error, and leaves every record as it was', async () => {
    const before = await list(resource);
    expect(before.length).toBeGreaterThan(0);
    const csv = await csvExport(resource, before, fetchRelated);

    const preview = await importFile(resource, 'preview', csv);
    expect(preview.rows.filter((row) => row.errors)).toEqual([]);
    expect(preview.rows.map((row) => row.action)).toEqual(before.map(() => 'update'));
    expect(preview.rows.map((row) => row.id)).toEqual(before.map((record) => record.id));
    expect({ created: preview.created, updated: preview.updated, skipped: preview.skipped }).toEqual({
      created: 0,
      updated: before.length,
      skipped: 0,
    });

    const commit = await importFile(resource, 'commit', csv);
    expect(commit.updated).toBe(before.length);
    const after = await list(resource);
    expect(after.map((record) => writable(resource, record))).toEqual(before.map((record) => writable(resource, record)));
  });
});

describe('the exported file names referenced records', () => {
  it('by their code in the import code columns instead of ids (flight schedules)', async () => {
    const schedules = await list('flight_schedule');
    const csv = await csvExport('flight_schedule', schedules, fetchRelated);
    const [header] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header.split(',')).toEqual(expect.arrayContaining(['station_code', 'customer_name', 'aircraft_type_icao', 'service_codes']));
    expect(header.split(',')).not.toEqual(expect.arrayContaining(['station_id']));
    expect(header.split(',')).not.toContain('customer_id');
    expect(csv).toMatch(/\r\n\d+,CDG,/);
  });

  it('beside the ids for a resource without an import (stations: region and airport)', async () => {
    const stations = await list('stations');
    const csv = await csvExport('stations', stations, fetchRelated);
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    const header = lines[0].split(',');
    expect(header.indexOf('region_code')).toBe(header.indexOf('region_id') + 1);
    expect(header.indexOf('airport_iata')).toBe(header.indexOf('airport_id') + 1);
    const cdg = lines.map((line) => line.split(',')).find((cells) => cells[header.indexOf('code')] === 'CDG')!;
    expect(cdg[header.indexOf('airport_iata')]).toBe('CDG');
    expect(cdg[header.indexOf('region_code')]).toBe('EUR-W');
  });
});

/** A text field of each importable resource that people type freely. */
const freeText = { airport: 'name', flight_schedule: 'remarks', technicians: 'name', materials: 'description' } as const;
/** Text a spreadsheet would evaluate as a formula, one per character that starts one. */
const formulas = ['=HYPERLINK("http://127.0.0.1/x","Mehdi")', '+1+cmd|" /C calc"!A0', '-2+3', '@SUM(1,2)'];

describe.each(importableResources)('the exported %s file with text a spreadsheet would evaluate', (resource) => {
  it("writes that text with a leading ' and imports it back unchanged", async () => {
    const field = freeText[resource];
    const targets = (await list(resource)).slice(0, formulas.length);
    expect(targets).toHaveLength(formulas.length);
    for (const [index, record] of targets.entries()) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/${resource}/${record.id}`,
        headers: admin,
        payload: { version: record.version, [field]: formulas[index] },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const before = await list(resource);
    const csv = await csvExport(resource, before, fetchRelated);
    const cells = (parse(csv, { bom: true, relax_column_count: true }) as string[][]).flat();
    for (const formula of formulas) expect(cells).toContain(`'${formula}`);
    expect(cells.filter((cell) => /^[=+@]/.test(cell))).toEqual([]);
    // Numbers are no text: a negative one (an airport's longitude) stays a plain number.
    if (resource === 'airport') expect(cells.some((cell) => /^-\d/.test(cell))).toBe(true);

    const preview = await importFile(resource, 'preview', csv);
    expect(preview.rows.filter((row) => row.errors)).toEqual([]);
    expect(preview.rows.map((row) => row.data[field])).toEqual(expect.arrayContaining(formulas));
    expect((await importFile(resource, 'commit', csv)).updated).toBe(before.length);
    const after = await list(resource);
    expect(after.map((record) => writable(resource, record))).toEqual(before.map((record) => writable(resource, record)));
    expect(after.filter((record) => formulas.includes(record[field] as string))).toHaveLength(formulas.length);
  });
});
