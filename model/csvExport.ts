/**
 * CSV export of a list: the counterpart of the CSV import (model/csvImport.ts).
 * Pure: the caller hands the records and a way to fetch the records they reference (react-admin's
 * fetchRelatedRecords in the browser), so the same code runs in the round-trip test.
 *
 * - Headers are API field names, not translated labels: they are what the import reads, and a
 *   file exported in French must import for a colleague working in English.
 * - Values are canonical (true/false, enum codes, ISO dates, '.' decimals, '|' lists) for the same
 *   reason: the import accepts nothing else. What makes the file readable is that references name
 *   their record by its code or name rather than by an id only this database knows.
 * - An importable resource exports exactly the columns its import accepts: the writable fields,
 *   with each reference the import can resolve by code written as that code column INSTEAD of the
 *   id (the file then moves between installations, whose ids differ); references without a code
 *   column (region_id, user_id) stay ids. Its file imports back as an update of every row.
 * - Any other resource exports every field of its records, with a code column BESIDE each id.
 */
import { cellText, csvLines, type CsvValue } from './csvCells';
import { importableResources, referenceColumns, type ImportableResource } from './csvImport';
import type { ResourceName } from './resourceAccess';
import { resourceSchemasByName } from './resources';

export type ExportRecord = Record<string, unknown>;
/** Records of one resource by id, the shape react-admin's fetchRelatedRecords resolves to. */
export type RelatedRecords = Record<string, ExportRecord>;
export type FetchRelatedRecords = (records: ExportRecord[], field: string, resource: string) => Promise<RelatedRecords>;

interface ReferenceTarget {
  resource: ResourceName;
  /** The referenced record's natural key: unique, and what people call it. */
  key: string;
}

const stationCode: ReferenceTarget = { resource: 'stations', key: 'code' };
const airportIata: ReferenceTarget = { resource: 'airport', key: 'iata' };
const regionCode: ReferenceTarget = { resource: 'regions', key: 'code' };

/** Every reference field of the CRUD resources, by field name (one name points at one resource everywhere). */
export const referenceTargets: Record<string, ReferenceTarget> = {
  region_id: regionCode,
  region_ids: regionCode,
  station_id: stationCode,
  home_station_id: stationCode,
  from_station_id: stationCode,
  airport_id: airportIata,
  to_airport_id: airportIata,
  customer_id: { resource: 'customers', key: 'name' },
  aircraft_type_id: { resource: 'aircraft_type', key: 'icao' },
  service_ids: { resource: 'services', key: 'code' },
  measure_id: { resource: 'measures', key: 'code' },
  resource_category_id: { resource: 'resource_category', key: 'name' },
  user_id: { resource: 'users', key: 'email' },
  role_id: { resource: 'roles', key: 'name' },
};

/** The import's naming of a code column: station_id → station_code, service_ids → service_codes. */
export function codeColumnName(field: string, key: string): string {
  return field.endsWith('_ids') ? `${field.slice(0, -4)}_${key}s` : `${field.slice(0, -3)}_${key}`;
}

type Column =
  | { header: string; kind: 'value'; field: string }
  | { header: string; kind: 'code'; field: string; target: ReferenceTarget }
  /** Technicians' aircraft-type authorisations, in the import's `A20N:B1|B738:B2:2027-03-31` form. */
  | { header: string; kind: 'authorisations'; field: string };

const authorisationTypes: ReferenceTarget = referenceTargets.aircraft_type_id;

const isImportable = (resource: string): resource is ImportableResource => (importableResources as readonly string[]).includes(resource);

function fieldsOf(records: ExportRecord[]): string[] {
  const fields = new Set<string>();
  for (const record of records) for (const field of Object.keys(record)) fields.add(field);
  return [...fields];
}

/** The columns of the file, in order. */
export function csvExportColumns(resource: string, records: ExportRecord[]): Column[] {
  const importable = isImportable(resource);
  const fields = importable ? Object.keys(resourceSchemasByName[resource].fields.shape) : fieldsOf(records);
  const columns: Column[] = [];
  for (const field of fields) {
    const value: Column = { header: field, kind: 'value', field };
    const target = referenceTargets[field];
    if (importable && field === 'authorisations') columns.push({ header: field, kind: 'authorisations', field });
    else if (!target) columns.push(value);
    else {
      const code: Column = { header: codeColumnName(field, target.key), kind: 'code', field, target };
      if (!importable) columns.push(value, code);
      else columns.push(code.header in referenceColumns[resource] ? code : value);
    }
  }
  return columns;
}

/** Referenced records by resource, then by id. */
type Related = Map<string, RelatedRecords>;

async function fetchReferenced(columns: Column[], records: ExportRecord[], fetchRelated: FetchRelatedRecords): Promise<Related> {
  const lookups: { records: ExportRecord[]; field: string; resource: string }[] = [];
  for (const column of columns) {
    if (column.kind === 'code') lookups.push({ records, field: column.field, resource: column.target.resource });
    if (column.kind === 'authorisations') {
      const items = records.flatMap((record) => (Array.isArray(record[column.field]) ? (record[column.field] as ExportRecord[]) : []));
      lookups.push({ records: items, field: 'aircraft_type_id', resource: authorisationTypes.resource });
    }
  }
  const related: Related = new Map();
  for (const lookup of lookups) {
    const named = lookup.records.some((record) => [record[lookup.field]].flat().some((id) => id !== null && id !== undefined));
    if (!named) continue;
    const found = await fetchRelated(lookup.records, lookup.field, lookup.resource);
    related.set(lookup.resource, { ...related.get(lookup.resource), ...found });
  }
  return related;
}

function keyOf(related: Related, target: ReferenceTarget, id: unknown): unknown {
  return related.get(target.resource)?.[String(id)]?.[target.key];
}

/** A cell's value: numbers stay numbers (a negative one is no formula), everything else is text. */
function cell(column: Column, record: ExportRecord, related: Related): CsvValue {
  const value = record[column.field];
  switch (column.kind) {
    case 'value':
      return typeof value === 'number' ? value : cellText(value);
    case 'code':
      if (value === null || value === undefined) return '';
      return cellText(Array.isArray(value) ? value.map((id) => keyOf(related, column.target, id)) : keyOf(related, column.target, value));
    case 'authorisations':
      return (Array.isArray(value) ? (value as ExportRecord[]) : [])
        .map((item) => {
          // The import takes the type's id too: better an id than an empty, invalid entry.
          const type = keyOf(related, authorisationTypes, item.aircraft_type_id) ?? item.aircraft_type_id;
          return [type, item.category, item.valid_until].filter((part) => part !== null && part !== undefined && part !== '').join(':');
        })
        .join('|');
  }
}

/**
 * The CSV file of `records` (a list page, or the selected rows). UTF-8 with a BOM, which the
 * import ignores and spreadsheets need to read accented names; CRLF line ends, RFC 4180 quoting
 * and text that a spreadsheet would take for a formula neutralised (model/csvCells.ts).
 */
export async function csvExport(resource: string, records: ExportRecord[], fetchRelated: FetchRelatedRecords): Promise<string> {
  const columns = csvExportColumns(resource, records);
  const related = await fetchReferenced(columns, records, fetchRelated);
  const rows = records.map((record) => columns.map((column) => cell(column, record, related)));
  return `\uFEFF${csvLines([columns.map((column) => column.header), ...rows], '\r\n')}`;
}
