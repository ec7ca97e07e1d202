/**
 * CSV import of reference data (docs/modules/settings.md): the contract between the browser's ImportDialog
 * (src/components/crud/import/) and the server endpoint. One endpoint per importable resource:
 *
 *   POST /api/<resource>/import?mode=preview|commit
 *   Content-Type: multipart/form-data; one part named `file` holding the CSV.
 *   Permission: the resource's write permission (model/resourceAccess.ts); region-scoped rows
 *   default to the caller's active region like a POST does, and a row naming a region the caller
 *   is not a member of is a row error on `region_id`, not a 403 for the whole file.
 *
 * The CSV:
 * - UTF-8 (a leading BOM is ignored), comma-separated, RFC 4180 quoting ("a ""quoted"" value"),
 *   CRLF or LF line ends. The first line is a header naming API field names (the keys of
 *   `resourceSchemasByName[resource].fields`); header names are trimmed and case-sensitive.
 *   A header naming an unknown field, or missing a field the natural key needs, rejects the
 *   whole file with 422 `{message, errors: {file: [text]}}` and no rows.
 * - Empty lines are skipped and not counted. `line` numbers count physical lines of the file,
 *   the header being line 1, so the first data row is line 2.
 * - A cell starting with `'` followed by one of `= + - @`, a tab or a carriage return loses that `'`:
 *   it is how every export of the app writes such text so spreadsheets do not evaluate it
 *   (restoreFormula in model/csvCells.ts), and an exported file imports back unchanged.
 * - Cells are text; the server converts them before validating with the resource's `create`
 *   schema (row creates) or `update` schema without `version` (row updates):
 *   empty cell → field absent (create) / null (update of an optional field);
 *   numbers → Number (a '.' decimal point, never ','); booleans → true/false/yes/no/1/0;
 *   dates → ISO YYYY-MM-DD; times → HH:MM; arrays (days_of_week, service_ids) → values
 *   separated by '|' ("1|3|5"). Reference fields take the id, or the referenced record's
 *   natural key in a column named after the relation (see `referenceColumns`).
 * - At most `csvImportLimits.maxRows` data rows and `csvImportLimits.maxBytes` bytes; more is a
 *   413 `{message}` (nothing read, nothing written).
 *
 * Each row is matched on the resource's natural key (`naturalKeys`): an existing record with the
 * same key is updated (action 'update'), otherwise one is created (action 'create'). Two rows of
 * the same file with the same key: the second one is a row error on the key's first field.
 * Records of regions the caller is not a member of are never matched, and reference cells never
 * resolve to them: such a row reads exactly like a row of a new record (an unknown station …).
 * When one of them holds the row's key and a unique index would refuse the insert, an otherwise
 * valid row gets the neutral error 'You are not allowed to do this.' on the key's first field.
 *
 * mode=preview: validates every row, writes nothing, answers 200 with every row, and the counts
 * that a commit of the same file would give (`created` + `updated` = valid rows,
 * `skipped` = rows with errors).
 * mode=commit: validates again (the file is sent again — the server keeps no state between the
 * two calls), writes the valid rows in one transaction, skips the rows with errors, writes one
 * audit row per record ('create' / 'update', like the CRUD router), and answers 200 with the
 * same shape. A commit is all-or-nothing for the valid rows: a database failure writes none.
 * The client only offers commit after a preview with at least one valid row.
 */

import type { ResourceName } from './resourceAccess';

export type CsvImportMode = 'preview' | 'commit';

/** Field → messages, translated by Accept-Language like every 422 (docs/ARCHITECTURE.md). */
export type CsvRowErrors = Record<string, string[]>;

export interface CsvImportRow {
  /** Physical line in the file (header = 1). */
  line: number;
  /** The row as converted from the CSV cells, keyed by API field name (before schema transforms). */
  data: Record<string, unknown>;
  /** null when the row is valid. Keys are field names; `_` for a problem of the row as a whole. */
  errors: CsvRowErrors | null;
  /** What a commit does (or did) with a valid row; for an invalid row, what it would have been. */
  action: 'create' | 'update';
  /** Id of the matched record on 'update', of the new record after a commit 'create'; absent in a preview create. */
  id?: number;
}

export interface CsvImportResult {
  /** Every data row, in file order. */
  rows: CsvImportRow[];
  /** Preview: would be created; commit: were created. */
  created: number;
  updated: number;
  /** Rows with errors, never written. */
  skipped: number;
}

/** The resources that offer an import. */
export const importableResources = ['airport', 'flight_schedule', 'technicians', 'materials'] as const satisfies readonly ResourceName[];
export type ImportableResource = (typeof importableResources)[number];

/**
 * The natural key each row is matched on. For flight_schedule the key is the flight number(s),
 * the station and the validity start: the same flights at the same station with a new season's
 * valid_from are a new schedule, not an update. Comparisons are exact after the schema's own
 * normalisation (trim, upper case of codes and flight numbers); a null counts as a value
 * (two schedules with no inbound flight number match on the other fields).
 */
export const naturalKeys = {
  airport: ['iata'],
  flight_schedule: ['inbound_flight_no', 'outbound_flight_no', 'station_id', 'valid_from'],
  technicians: ['employee_no'],
  materials: ['part_number'],
} as const satisfies Record<ImportableResource, readonly string[]>;

/**
 * Columns that may name a referenced record by its natural key instead of its id. The server
 * resolves them (within the caller's region for region-scoped references) into the id field;
 * an unknown value is a row error on the id field. Giving both the id and the code column for
 * the same reference is a row error when they disagree.
 */
export const referenceColumns = {
  airport: {},
  flight_schedule: {
    station_code: { field: 'station_id', resource: 'stations', key: 'code' },
    customer_name: { field: 'customer_id', resource: 'customers', key: 'name' },
    aircraft_type_icao: { field: 'aircraft_type_id', resource: 'aircraft_type', key: 'icao' },
    /** '|'-separated service codes ("LC|DI"). */
    service_codes: { field: 'service_ids', resource: 'services', key: 'code' },
  },
  technicians: {
    home_station_code: { field: 'home_station_id', resource: 'stations', key: 'code' },
  },
  materials: {
    measure_code: { field: 'measure_id', resource: 'measures', key: 'code' },
  },
} as const satisfies Record<ImportableResource, Record<string, { field: string; resource: ResourceName; key: string }>>;

export const csvImportLimits = {
  maxRows: 20_000,
  maxBytes: 5 * 1024 * 1024,
} as const;

/** The multipart field holding the file. */
export const csvImportFileField = 'file';

export function csvImportUrl(resource: ImportableResource | string, mode: CsvImportMode): string {
  return `/api/${resource}/import?mode=${mode}`;
}
