import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { csvImportLimits, csvImportUrl, type CsvImportResult, type ImportableResource } from '../../../model/csvImport';
import { airport, auditLog, flightSchedule, materials, regions, stations, technicians } from '../../../server/db/schema';
import type { RoleName } from '../../../model/roles';
import { createTestApp, demoRoleHeaders, internalsPattern, multipart, type TestApp } from '../helper';
import frMessages from '../../../i18n/server/fr.json';

/**
 * CSV import, the contract of model/csvImport.ts: preview writes nothing, commit writes the valid
 * rows in one transaction with one audit row each, rows are matched on their natural key, and
 * bad files are refused with a 4xx, never a 5xx.
 */
let t: TestApp;
let tokens: Record<RoleName, Record<string, string>>;
let schedule: {
  station: string;
  customer: string;
  type: string;
  inbound: string;
  outbound: string;
  days: number[];
  validFrom: string;
  validTo: string | null;
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  tokens = await demoRoleHeaders(t);
  const rows = await t.database.db.execute(
    // The first demo schedule at CDG (dates are relative to today in the seed).
    sql.raw(`select f.inbound_flight_no, f.outbound_flight_no, f.days_of_week, f.valid_from::text as valid_from, f.valid_to::text as valid_to,
            c.name as customer, a.icao as type
       from flight_schedule f join stations s on s.id = f.station_id join customers c on c.id = f.customer_id
       join aircraft_type a on a.id = f.aircraft_type_id where s.code = 'CDG' order by f.id limit 1`),
  );
  const row = ((rows as { rows?: Record<string, unknown>[] }).rows ?? (rows as Record<string, unknown>[]))[0];
  schedule = {
    station: 'CDG',
    customer: row.customer as string,
    type: row.type as string,
    inbound: row.inbound_flight_no as string,
    outbound: row.outbound_flight_no as string,
    days: row.days_of_week as number[],
    validFrom: row.valid_from as string,
    validTo: (row.valid_to as string | null) ?? null,
  };
});
afterAll(() => t.close());

function upload(resource: string, mode: string, csv: string | Buffer, headers = tokens.admin, filename = `${resource}.csv`) {
  const body = multipart([{ name: 'file', filename, contentType: 'text/csv', content: csv }]);
  return t.app.inject({
    method: 'POST',
    url: csvImportUrl(resource, mode as 'preview'),
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function importCsv(
  resource: string,
  mode: 'preview' | 'commit',
  csv: string | Buffer,
  headers = tokens.admin,
): Promise<CsvImportResult> {
  const res = await upload(resource, mode, csv, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CsvImportResult;
}

const letter = (n: number) => String.fromCharCode(65 + n);
const day = (n: number) => `2027-03-${String(n + 1).padStart(2, '0')}`;

/** Per resource: a file of two new records and one demo record, with keys unique to `n`. */
const fixtures: Record<ImportableResource, { table: PgTable; keyField: string; csv(n: number): string }> = {
  airport: {
    table: airport,
    keyField: 'iata',
    csv: (n) =>
      [
        'iata,icao,name,city,country,time_zone,latitude,longitude',
        `Q${letter(n)}A,,Test Field ${n} A,Testville,FR,Europe/Paris,45.5,1.25`,
        `Q${letter(n)}B,,"Test Field ${n} B, ""North""",Testville,GB,Europe/London,,`,
        `CDG,LFPG,Charles de Gaulle International Airport,Roissy-en-France,FR,Europe/Paris,49.0127983093,2.54999995232`,
      ].join('\r\n'),
  },
  flight_schedule: {
    table: flightSchedule,
    keyField: 'outbound_flight_no',
    csv: (n) =>
      [
        'station_code,customer_name,aircraft_type_icao,inbound_flight_no,outbound_flight_no,days_of_week,sta,std,valid_from,valid_to,service_codes,remarks',
        `CDG,Air France,A20N,AF${7001 + 2 * n},AF${7000 + 2 * n},1|3|5,07:10,07:55,${day(n)},2027-10-24,TRANSIT|FUEL-SUP,`,
        `ORY,KLM Royal Dutch Airlines,E190,,KL${7100 + n},1|2|3|4|5,,06:30,${day(n)},,TRANSIT,Early departure`,
        `${schedule.station},${schedule.customer},${schedule.type},${schedule.inbound},${schedule.outbound},${schedule.days.join('|')},,,${schedule.validFrom},${schedule.validTo ?? ''},TRANSIT,Imported ${n}`,
      ].join('\n'),
  },
  technicians: {
    table: technicians,
    keyField: 'employee_no',
    csv: (n) =>
      [
        'employee_no,name,email,phone,home_station_code,licences,licence_number,licence_expiry,employment_type,hourly_cost,authorisations',
        `IMP-${n}-1,Ana Import,,+33 6 555 0101,CDG,easa_b1,FR.66.099001,2028-05-31,permanent,54.5,A20N:B1|A321:B1:2028-05-31`,
        `IMP-${n}-2,Ben Import,,,ORY,,,,temporary,,`,
        'T0002,Camille Laurent,camille.laurent@tarmac.test,+33 6 137 1613,CDG,easa_b1|easa_b2,FR.66.012026,2027-09-11,permanent,56.10,',
      ].join('\n'),
  },
  materials: {
    table: materials,
    keyField: 'part_number',
    csv: (n) =>
      [
        'part_number,description,measure_code,category,unit_cost,currency,shelf_life_months,hazardous,minimum_stock',
        `IMP-${n}-A,"Test sealant, 50 mL cartridge",mL,consumable,12.40,EUR,24,no,10`,
        `IMP-${n}-B,Test fluid,L,fluid,,EUR,,yes,0`,
        'MJO2-1QT,"Mobil Jet Oil II turbine oil, 1 US qt can",qt,fluid,19.10,EUR,60,false,12',
      ].join('\n'),
  },
};

async function rowCount(table: PgTable): Promise<number> {
  return Number((await t.database.db.select({ n: count() }).from(table))[0].n);
}

async function auditActions(resource: string, ids: number[]): Promise<Record<string, string[]>> {
  const rows = await t.database.db
    .select({ record_id: auditLog.record_id, action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), inArray(auditLog.record_id, ids.map(String))))
    .orderBy(auditLog.id);
  const byId: Record<string, string[]> = {};
  for (const row of rows) (byId[row.record_id!] ??= []).push(row.action);
  return byId;
}

describe.each(Object.keys(fixtures) as ImportableResource[])('%s', (resource) => {
  const fixture = fixtures[resource];

  it('previews every row with the counts a commit would give, writing nothing', async () => {
    const before = [await rowCount(fixture.table), await rowCount(auditLog)];
    const result = await importCsv(resource, 'preview', fixture.csv(1));
    expect(result).toMatchObject({ created: 2, updated: 1, skipped: 0 });
    expect(result.rows.map((r) => [r.line, r.action, r.errors])).toEqual([
      [2, 'create', null],
      [3, 'create', null],
      [4, 'update', null],
    ]);
    expect(result.rows[0].id).toBeUndefined();
    expect(result.rows[2].id).toEqual(expect.any(Number));
    expect([await rowCount(fixture.table), await rowCount(auditLog)]).toEqual(before);
  });

  it('commits: creates and updates on the natural key, audits each record; the same file again only updates', async () => {
    const result = await importCsv(resource, 'commit', fixture.csv(2));
    expect(result, JSON.stringify(result.rows.map((r) => r.errors))).toMatchObject({ created: 2, updated: 1, skipped: 0 });
    const ids = result.rows.map((r) => r.id!);
    expect(ids.every((id) => Number.isInteger(id))).toBe(true);

    const stored = await t.database.db
      .select()
      .from(fixture.table)
      .where(inArray((fixture.table as typeof airport).id, ids));
    expect(stored).toHaveLength(3);
    for (const row of result.rows) {
      const record = stored.find((r) => r.id === row.id) as Record<string, unknown>;
      if (row.data[fixture.keyField]) expect(String(record[fixture.keyField])).toBe(String(row.data[fixture.keyField]));
    }
    const updatedRecord = stored.find((r) => r.id === ids[2]) as Record<string, unknown>;
    expect(updatedRecord.version).toBeGreaterThanOrEqual(2);

    const audits = await auditActions(resource, ids);
    expect(audits[ids[0]]).toEqual(['create']);
    expect(audits[ids[1]]).toEqual(['create']);
    expect(audits[ids[2]].at(-1)).toBe('update');

    const again = await importCsv(resource, 'commit', fixture.csv(2));
    expect(again).toMatchObject({ created: 0, updated: 3, skipped: 0 });
    expect(again.rows.map((r) => r.id)).toEqual(ids);
    expect(again.rows.every((r) => r.action === 'update')).toBe(true);
    // Audited as updates, but records that did not change keep their version.
    expect((await auditActions(resource, ids))[ids[0]]).toEqual(['create', 'update']);
    const [unchanged] = await t.database.db
      .select()
      .from(fixture.table)
      .where(eq((fixture.table as typeof airport).id, ids[2]));
    expect((unchanged as Record<string, unknown>).version).toBe(updatedRecord.version);
  });
});

describe('the downloadable samples (public/samples/<resource>.csv)', () => {
  it.each(Object.keys(fixtures))('%s.csv previews without a row error on the demo data', async (resource) => {
    const result = await importCsv(resource, 'preview', fs.readFileSync(`public/samples/${resource}.csv`));
    expect(result.rows.filter((r) => r.errors).map((r) => [r.line, r.errors])).toEqual([]);
    expect(result.created).toBeGreaterThan(0);
  });
});

describe('rows', () => {
  it('imports the valid rows and reports the bad one with its line and field', async () => {
    const csv = [
      'station_code,customer_name,aircraft_type_icao,inbound_flight_no,outbound_flight_no,days_of_week,valid_from',
      'CDG,Lufthansa,A321,LH7201,LH7200,1|2,2027-04-01',
      'CDG,Lufthansa,A321,LH7203,LH7202,1|8,2027-04-01',
      'CDG,Lufthansa,A321,LH7205,LH7204,7,2027-04-01',
    ].join('\n');
    const result = await importCsv('flight_schedule', 'commit', csv);
    expect(result).toMatchObject({ created: 2, updated: 0, skipped: 1 });
    expect(result.rows[1]).toMatchObject({ line: 3, action: 'create' });
    expect(Object.keys(result.rows[1].errors!)).toEqual(['days_of_week']);
    expect(result.rows[1].id).toBeUndefined();
    const stored = await t.database.db
      .select({ no: flightSchedule.outbound_flight_no })
      .from(flightSchedule)
      .where(inArray(flightSchedule.outbound_flight_no, ['LH7200', 'LH7202', 'LH7204']));
    expect(stored.map((s) => s.no).sort()).toEqual(['LH7200', 'LH7204']);
  });

  it('counts physical lines: BOM, CRLF, blank lines and line breaks inside quotes', async () => {
    const csv =
      '\uFEFFpart_number,description,measure_code,category\r\n\r\nLN-1,"Two\r\nline description",ea,part\r\n,,,\r\nLN-2,Bad category,ea,gadget\r\n';
    const result = await importCsv('materials', 'preview', csv);
    expect(result.rows.map((r) => r.line)).toEqual([3, 6]);
    expect(result.rows[0].data.description).toBe('Two\nline description');
    expect(Object.keys(result.rows[1].errors!)).toEqual(['category']);
  });

  it('reports the second row with a key already in the file, after normalisation', async () => {
    const techs = await importCsv('technicians', 'preview', 'employee_no,name\nDUP-1,One\nDUP-1,Two\n');
    expect(techs.rows[0].errors).toBeNull();
    expect(techs.rows[1].errors).toEqual({ employee_no: ['The same record as line 2.'] });
    expect(techs).toMatchObject({ created: 1, skipped: 1 });

    const flights = await importCsv(
      'flight_schedule',
      'preview',
      'station_code,customer_id,aircraft_type_icao,inbound_flight_no,outbound_flight_no,days_of_week,valid_from\n' +
        'ORY,1,A320,,af 7300,1,2027-05-01\nORY,1,A320,,AF7300,2,2027-05-01\nORY,1,A320,,AF7300,2,2027-05-02\n',
    );
    expect(flights.rows.map((r) => r.errors && Object.keys(r.errors))).toEqual([null, ['inbound_flight_no'], null]);
  });

  it('resolves codes, refuses unknown ones and an id that disagrees with its code', async () => {
    const [cdg] = await t.database.db.select({ id: stations.id }).from(stations).where(eq(stations.code, 'CDG'));
    const result = await importCsv(
      'technicians',
      'preview',
      `employee_no,name,home_station_id,home_station_code\nREF-1,Ok,${cdg.id},CDG\nREF-2,Mismatch,${cdg.id},ORY\nREF-3,Unknown,,XXX\nREF-4,Lower case,,cdg\n`,
    );
    expect(result.rows[0].errors).toBeNull();
    expect(result.rows[0].data).toMatchObject({ home_station_id: cdg.id, home_station_code: 'CDG' });
    expect(Object.keys(result.rows[1].errors!)).toEqual(['home_station_id']);
    expect(result.rows[2].errors).toEqual({ home_station_id: ['Not found: XXX.'] });
    expect(result.rows[3].errors).toBeNull();
  });

  it('clears an optional field with an empty cell on update and leaves required ones as they are', async () => {
    await importCsv('technicians', 'commit', 'employee_no,name,email,phone\nCLR-1,Clara Clear,clara@tarmac.test,+33 6 555 0199\n');
    const result = await importCsv('technicians', 'commit', 'employee_no,name,email,phone\nCLR-1,,,+33 6 555 0100\n');
    expect(result).toMatchObject({ updated: 1, skipped: 0 });
    const [stored] = await t.database.db.select().from(technicians).where(eq(technicians.employee_no, 'CLR-1'));
    expect(stored).toMatchObject({ name: 'Clara Clear', email: null, phone: '+33 6 555 0100', version: 2 });
  });

  it('reports a row with too few or too many cells on the row, and imports the rest', async () => {
    const result = await importCsv(
      'materials',
      'preview',
      'part_number,description,measure_code,category\nRG-1,Fine,ea,part\nRG-2,Short\nRG-3,Long,ea,part,extra\n',
    );
    expect(result.rows.map((r) => r.errors && Object.keys(r.errors))).toEqual([null, ['_'], ['_']]);
    expect(result.rows[1].errors!._[0]).toBe('This line has 2 cells; the header has 4.');
    expect(result).toMatchObject({ created: 1, skipped: 2 });
  });
});

describe('regions and permissions', () => {
  it('needs the resource write permission (403 for the whole file)', async () => {
    for (const [role, resource] of [
      ['viewer', 'airport'],
      ['viewer', 'flight_schedule'],
      ['planner', 'airport'],
      ['planner', 'technicians'],
      ['supervisor', 'materials'],
    ] as const) {
      const res = await upload(resource, 'preview', fixtures[resource].csv(9), tokens[role]);
      expect(res.statusCode, `${role} ${resource}: ${res.body}`).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not allowed to do this.' });
    }
    expect((await upload('flight_schedule', 'preview', fixtures.flight_schedule.csv(9), tokens.planner)).statusCode).toBe(200);
    expect((await upload('technicians', 'preview', fixtures.technicians.csv(9), tokens.supervisor)).statusCode).toBe(200);
  });

  it('makes a row of another region a row error, not a 403', async () => {
    const [nam] = await t.database.db.select({ id: regions.id }).from(regions).where(eq(regions.code, 'NAM'));
    const flights = await importCsv(
      'flight_schedule',
      'commit',
      'region_id,station_code,customer_name,aircraft_type_icao,inbound_flight_no,outbound_flight_no,days_of_week,valid_from\n' +
        ',CDG,Air France,A20N,,AF7400,1,2027-06-01\n' +
        `${nam.id},YYZ,Air France,A20N,,AF7402,1,2027-06-01\n` +
        ',YYZ,Air France,A20N,,AF7404,1,2027-06-01\n',
      tokens.planner,
    );
    expect(flights).toMatchObject({ created: 1, skipped: 2 });
    expect(flights.rows[1].errors).toMatchObject({ region_id: ['You are not a member of this region.'] });
    // A station of a region the planner is not a member of reads like a code that names nothing.
    expect(flights.rows[2].errors).toEqual({ station_id: ['Not found: YYZ.', 'This field is required.'] });

    const techs = await importCsv(
      'technicians',
      'preview',
      'employee_no,name,home_station_code\nREG-1,Here,CDG\nREG-2,North,ARN\n',
      tokens.supervisor,
    );
    expect(techs.rows[0].errors).toBeNull();
    expect(techs.rows[1].errors).toEqual({ home_station_id: ['Not found: ARN.'] });
    // A station of another region the caller belongs to is known to them: the same-region rule words it.
    const planned = await importCsv(
      'flight_schedule',
      'preview',
      'station_code,customer_name,aircraft_type_icao,inbound_flight_no,outbound_flight_no,days_of_week,valid_from\nARN,Air France,A20N,,AF7406,1,2027-06-01\n',
      tokens.planner,
    );
    expect(planned.rows[0].errors).toEqual({ station_id: ['The selected record belongs to another region.'] });
  });
});

/** A record of a region the caller is not a member of, as the rows of a CSV name it. */
async function foreignSchedule() {
  const rows = await t.database.db.execute(
    sql.raw(`select f.id, f.version, f.station_id, s.code as station, f.inbound_flight_no, f.outbound_flight_no, f.valid_from::text as valid_from
       from flight_schedule f join stations s on s.id = f.station_id join regions r on r.id = f.region_id where r.code = 'NAM' order by f.id limit 1`),
  );
  return ((rows as { rows?: Record<string, unknown>[] }).rows ?? (rows as Record<string, unknown>[]))[0] as {
    id: number;
    version: number;
    station_id: number;
    station: string;
    inbound_flight_no: string | null;
    outbound_flight_no: string | null;
    valid_from: string;
  };
}

describe('records of regions the caller is not a member of', () => {
  const header = 'station_id,station_code,customer_name,aircraft_type_icao,inbound_flight_no,outbound_flight_no,days_of_week,valid_from';

  it('never match a row: a schedule keyed like a foreign one reads like a new record with an unknown station', async () => {
    const foreign = await foreignSchedule();
    const key = `${foreign.inbound_flight_no ?? ''},${foreign.outbound_flight_no ?? ''},1,${foreign.valid_from}`;
    const csv = [
      header,
      `${foreign.station_id},,Air France,A20N,${key}`,
      `,${foreign.station},Air France,A20N,${key}`,
      `2147483647,,Air France,A20N,${key}`,
      `,QQQ,Air France,A20N,${key}`,
    ].join('\n');
    for (const mode of ['preview', 'commit'] as const) {
      const res = await upload('flight_schedule', mode, csv, tokens.planner);
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json() as CsvImportResult;
      expect(result).toMatchObject({ created: 0, updated: 0, skipped: 4 });
      expect(result.rows.map((r) => [r.action, r.id])).toEqual(Array(4).fill(['create', undefined]));
      // The foreign id and code read exactly like an id and a code that name nothing.
      expect(result.rows[0].errors).toEqual({ station_id: ['The selected record does not exist.'] });
      expect(result.rows[0].errors).toEqual(result.rows[2].errors);
      expect(JSON.stringify(result.rows[1].errors)).toBe(JSON.stringify(result.rows[3].errors).replace('QQQ', foreign.station));
      expect(res.body).not.toContain(`"id":${foreign.id}`);
    }
    const [stored] = await t.database.db
      .select({ version: flightSchedule.version })
      .from(flightSchedule)
      .where(eq(flightSchedule.id, foreign.id));
    expect(stored.version).toBe(foreign.version);
  });

  it('refuse a row whose key a foreign record holds with a neutral error, in preview and commit alike, and write nothing to it', async () => {
    const [foreign] = await t.database.db
      .select({ id: technicians.id, employee_no: technicians.employee_no, name: technicians.name, version: technicians.version })
      .from(technicians)
      .innerJoin(regions, eq(regions.id, technicians.region_id))
      .where(eq(regions.code, 'NAM'))
      .limit(1);
    const before = await rowCount(technicians);
    const csv = `employee_no,name\n${foreign.employee_no},Taken Over\nNEUTRAL-1,Someone New\n`;
    for (const mode of ['preview', 'commit'] as const) {
      const res = await upload('technicians', mode, csv, tokens.supervisor);
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json() as CsvImportResult;
      expect(result).toMatchObject({ created: 1, updated: 0, skipped: 1 });
      expect(result.rows[0]).toEqual({
        line: 2,
        action: 'create',
        data: { employee_no: foreign.employee_no, name: 'Taken Over' },
        errors: { employee_no: ['You are not allowed to do this.'] },
      });
      expect(res.body).not.toContain(`"id":${foreign.id}`);
    }
    expect(await rowCount(technicians)).toBe(before + 1);
    const [stored] = await t.database.db
      .select({ name: technicians.name, version: technicians.version })
      .from(technicians)
      .where(eq(technicians.id, foreign.id));
    expect(stored).toEqual({ name: foreign.name, version: foreign.version });
  });
});

describe('files refused as a whole', () => {
  it('refuses a header with an unknown column, or without the natural key, with a 422 on file', async () => {
    const before = await rowCount(airport);
    const res = await upload('airport', 'commit', 'iata,name,colour\nQZZ,Somewhere,blue\n');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'There were some problems with your input.', errors: { file: ['Unknown columns: colour.'] } });
    expect(await rowCount(airport)).toBe(before);

    const missing = await upload('flight_schedule', 'preview', 'customer_name,outbound_flight_no,inbound_flight_no,valid_from\n');
    expect(missing.json().errors.file).toEqual(['Missing columns needed to match records: station_id.']);
    const twice = await upload('materials', 'preview', 'part_number,part_number\n');
    expect(twice.statusCode).toBe(422);

    const request = uploadRequest('airport', 'preview', 'iata,colour\n');
    const french = await t.app.inject({ ...request, headers: { ...request.headers, 'accept-language': 'fr' } });
    expect(french.statusCode).toBe(422);
    expect(french.json().message).toBe(frMessages.validation.invalid_input);
  });

  it('answers 413 for a file over the byte or the row limit', async () => {
    const header = 'part_number,description,measure_code,category\n';
    const big = Buffer.from(header + 'X'.repeat(csvImportLimits.maxBytes));
    const tooBig = await upload('materials', 'preview', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/too large/);

    const rows = Array.from({ length: csvImportLimits.maxRows + 1 }, (_, i) => `R${i},x,ea,part`).join('\n');
    const tooMany = await upload('materials', 'preview', header + rows);
    expect(tooMany.statusCode).toBe(413);
  });

  it('answers 4xx, never 5xx, to a wrong mode, no file, another body, non-UTF-8, broken quoting, a huge cell', async () => {
    const csv = 'employee_no,name\nX-1,Someone\n';
    const cases: [string, () => Promise<{ statusCode: number; body: string }>, number, string?][] = [
      ['no mode', () => t.app.inject({ ...uploadRequest('technicians', '', csv), url: '/api/technicians/import' }), 422, 'mode'],
      ['bad mode', () => upload('technicians', 'apply', csv), 422, 'mode'],
      [
        'json body',
        () => t.app.inject({ method: 'POST', url: csvImportUrl('technicians', 'preview'), headers: tokens.admin, payload: { file: csv } }),
        422,
        'file',
      ],
      ['no body', () => t.app.inject({ method: 'POST', url: csvImportUrl('technicians', 'preview'), headers: tokens.admin }), 422, 'file'],
      [
        'other field',
        () => {
          const body = multipart([{ name: 'upload', filename: 'x.csv', content: csv }]);
          return t.app.inject({
            method: 'POST',
            url: csvImportUrl('technicians', 'preview'),
            headers: { ...tokens.admin, ...body.headers },
            payload: body.payload,
          });
        },
        422,
        'file',
      ],
      [
        'broken multipart',
        () =>
          t.app.inject({
            method: 'POST',
            url: csvImportUrl('technicians', 'preview'),
            headers: { ...tokens.admin, 'content-type': 'multipart/form-data; boundary=x' },
            payload: '--x\r\n\r\n',
          }),
        422,
        'file',
      ],
      ['latin-1', () => upload('technicians', 'preview', Buffer.from('employee_no,name\nL-1,Jos\xe9\n', 'latin1')), 422, 'file'],
      ['empty file', () => upload('technicians', 'preview', ''), 422, 'file'],
      ['unclosed quote', () => upload('technicians', 'preview', 'employee_no,name\nQ-1,"never closed\n'), 422, 'file'],
      ['huge cell', () => upload('technicians', 'preview', `employee_no,name\nH-1,${'n'.repeat(200_000)}\n`), 422, 'file'],
    ];
    for (const [what, send, status, field] of cases) {
      const res = await send();
      expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(status);
      expect(res.body, what).not.toMatch(internalsPattern);
      if (field) expect(Object.keys(JSON.parse(res.body).errors), what).toEqual([field]);
    }
    const unclosed = await upload('technicians', 'preview', 'employee_no,name\nQ-1,ok\nQ-2,"never closed\n');
    expect(unclosed.json().errors.file[0]).toMatch(/line 3/);
  });
});

function uploadRequest(resource: string, mode: string, csv: string) {
  const body = multipart([{ name: 'file', filename: `${resource}.csv`, contentType: 'text/csv', content: csv }]);
  return {
    method: 'POST' as const,
    url: csvImportUrl(resource, mode as 'preview'),
    headers: { ...tokens.admin, ...body.headers },
    payload: body.payload,
  };
}
