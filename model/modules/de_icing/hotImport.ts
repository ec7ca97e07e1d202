import { fluidTypes, hotConditions, wingMaterials, type FluidType, type HotCondition, type WingMaterial } from './enums';
import { hotCellSchema, type HotCell, type HotCells } from './hotCells';
import type { HotRow } from './holdover';
import { type deIcingRuleReasons } from './ruleResult';

/**
 * A season's HOT tables from CSV or JSON (docs/modules/de_icing.md: the authorities publish PDFs, an
 * administrator types or converts them once a winter). Validated whole and previewed before saving.
 *
 * CSV: a header `fluid_type,brand,oat_min_c,oat_max_c,concentration,<condition>…` (conditions from
 * model/modules/de_icing/enums.ts hotConditions, any subset), one row per band and concentration, and
 * an optional `wing_material` column (`aluminium`, `composite`, empty = any wing: the Type I tables).
 * JSON: `{"rows": [{fluid_type, brand, oat_min_c, oat_max_c, concentration, wing_material?, cells: {<condition>: cell}}]}`.
 * A cell is written `6:00` (a time), `0:35-1:05` (a range: moderate–light), `none` (no holdover time),
 * `rule: <text>` (below the coldest band), or left empty (no holdover time); JSON cells may also be
 * the stored objects ({kind: 'time', minutes: 360} …).
 */
export const hotImportFormats = ['csv', 'json'] as const;
export type HotImportFormat = (typeof hotImportFormats)[number];

type ImportReason = (typeof deIcingRuleReasons)['hot_import'][number];

export interface HotImportError {
  /** CSV: the physical line (header = 1); JSON: the row's position from 1; 0 = the file as a whole. */
  row: number;
  field: string;
  /** i18n key `de_icing.rules.hot_import.<reason>`. */
  message: string;
  params?: Record<string, string | number>;
}

export interface HotImportResult {
  rows: (HotRow & { position: number })[];
  errors: HotImportError[];
}

const fixedColumns = ['fluid_type', 'brand', 'oat_min_c', 'oat_max_c', 'concentration', 'wing_material'] as const;
const error = (row: number, field: string, reason: ImportReason, params?: HotImportError['params']): HotImportError => ({
  row,
  field,
  message: `de_icing.rules.hot_import.${reason}`,
  ...(params ? { params } : {}),
});

/** RFC 4180 lines: quoted cells with doubled quotes and line breaks; returns each record with its first physical line. */
export function splitCsv(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0].trim() !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n') {
      endRecord();
      line++;
      recordLine = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length) endRecord();
  return records;
}

const minutesOf = (text: string) => {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** A cell as written in the file; undefined = empty (no holdover time), null = unreadable. */
export function parseCell(raw: unknown): HotCell | undefined | null {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'object') {
    const parsed = hotCellSchema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  }
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (text === '') return undefined;
  if (/^(none|—|-)$/i.test(text)) return { kind: 'none' };
  const rule = /^rule:\s*(.+)$/i.exec(text);
  if (rule) return { kind: 'rule', rule: rule[1].trim() };
  const range = /^(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})$/.exec(text);
  if (range) {
    const [min, max] = [minutesOf(range[1]), minutesOf(range[2])];
    return min !== null && max !== null && min > 0 && max >= min ? { kind: 'range', min, max } : null;
  }
  const minutes = minutesOf(text);
  return minutes !== null && minutes > 0 ? { kind: 'time', minutes } : null;
}

function parseNumber(raw: unknown): number | null | undefined {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
  return Number.isFinite(value) ? value : undefined;
}

/** One row as read (cells keyed by field), validated; pushes its errors. */
function validateRow(
  values: Record<string, unknown>,
  cellValues: Partial<Record<HotCondition, unknown>>,
  row: number,
  errors: HotImportError[],
): HotRow | null {
  const before = errors.length;
  const type = String(values.fluid_type ?? '')
    .trim()
    .toUpperCase() as FluidType;
  if (!fluidTypes.includes(type)) errors.push(error(row, 'fluid_type', 'fluid_type', { value: String(values.fluid_type ?? '') }));
  const numbers = {
    oat_min_c: parseNumber(values.oat_min_c),
    oat_max_c: parseNumber(values.oat_max_c),
    concentration: parseNumber(values.concentration),
  };
  for (const [field, value] of Object.entries(numbers)) if (value === undefined) errors.push(error(row, field, 'number'));
  const { oat_min_c, oat_max_c, concentration } = numbers;
  if (oat_min_c != null && oat_max_c != null && oat_min_c >= oat_max_c) errors.push(error(row, 'oat_max_c', 'band'));
  if (type === 'I' && concentration != null) errors.push(error(row, 'concentration', 'concentration_type_i'));
  if (
    type !== 'I' &&
    fluidTypes.includes(type) &&
    concentration !== undefined &&
    (concentration === null || !Number.isInteger(concentration) || concentration < 1 || concentration > 100)
  ) {
    errors.push(error(row, 'concentration', 'concentration'));
  }
  const wingText = typeof values.wing_material === 'string' ? values.wing_material.trim().toLowerCase() : '';
  const wing = wingText === '' ? null : (wingMaterials as readonly string[]).includes(wingText) ? (wingText as WingMaterial) : undefined;
  if (wing === undefined) errors.push(error(row, 'wing_material', 'wing_material', { value: String(values.wing_material) }));
  const cells: HotCells = {};
  for (const condition of hotConditions) {
    const cell = parseCell(cellValues[condition]);
    if (cell === null)
      errors.push(
        error(row, condition, 'cell', {
          value: typeof cellValues[condition] === 'string' ? cellValues[condition] : JSON.stringify(cellValues[condition]),
        }),
      );
    else if (cell) cells[condition] = cell;
  }
  if (errors.length > before) return null;
  const brand = typeof values.brand === 'string' && values.brand.trim() ? values.brand.trim() : null;
  return {
    fluid_type: type,
    brand,
    oat_min_c: oat_min_c ?? null,
    oat_max_c: oat_max_c ?? null,
    concentration: type === 'I' ? null : (concentration ?? null),
    wing_material: wing ?? null,
    cells,
  };
}

/** Two rows of one table (type, brand, concentration, a wing both fit — an empty wing fits any) whose bands share a temperature. */
function overlapErrors(rows: { row: HotRow; at: number }[]): HotImportError[] {
  const errors: HotImportError[] = [];
  const key = (r: HotRow) => `${r.fluid_type}|${r.brand?.toLowerCase() ?? ''}|${r.concentration ?? ''}`;
  const sameWing = (a: HotRow, b: HotRow) => !a.wing_material || !b.wing_material || a.wing_material === b.wing_material;
  rows.forEach((a, i) => {
    const clash = rows
      .slice(0, i)
      .find(
        (b) =>
          key(b.row) === key(a.row) &&
          sameWing(a.row, b.row) &&
          (a.row.oat_min_c ?? -Infinity) < (b.row.oat_max_c ?? Infinity) &&
          (b.row.oat_min_c ?? -Infinity) < (a.row.oat_max_c ?? Infinity),
      );
    if (clash) errors.push(error(a.at, 'oat_min_c', 'overlap', { row: clash.at }));
  });
  return errors;
}

function readCsv(
  content: string,
): { values: Record<string, unknown>; cells: Partial<Record<HotCondition, unknown>>; at: number }[] | HotImportError {
  const [header, ...lines] = splitCsv(content);
  if (!header) return error(0, 'content', 'empty');
  const names = header.cells.map((c) => c.trim());
  const unknown = names.filter(
    (n) => !(fixedColumns as readonly string[]).includes(n) && !(hotConditions as readonly string[]).includes(n),
  );
  if (unknown.length || !names.includes('fluid_type'))
    return error(1, 'content', 'header', { columns: unknown.join(', ') || 'fluid_type' });
  return lines.map(({ line, cells }) => {
    const record = Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']));
    return { values: record, cells: record, at: line };
  });
}

function readJson(content: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return error(0, 'content', 'json');
  }
  const rows = Array.isArray(parsed) ? parsed : (parsed as { rows?: unknown })?.rows;
  if (!Array.isArray(rows)) return error(0, 'content', 'json');
  return rows.map((row, index) => {
    const record = row && typeof row === 'object' ? (row as Record<string, unknown>) : {};
    const cells = record.cells && typeof record.cells === 'object' ? (record.cells as Partial<Record<HotCondition, unknown>>) : {};
    return { values: record, cells, at: index + 1 };
  });
}

/** Parse and validate a whole set: every row error, or the rows ready to store (in file order). */
export function parseHotImport(format: HotImportFormat, content: string): HotImportResult {
  const read = format === 'csv' ? readCsv(content) : readJson(content);
  if (!Array.isArray(read)) return { rows: [], errors: [read] };
  if (!read.length) return { rows: [], errors: [error(0, 'content', 'empty')] };
  const errors: HotImportError[] = [];
  const valid = read.flatMap(({ values, cells, at }) => {
    const row = validateRow(values, cells, at, errors);
    return row ? [{ row, at }] : [];
  });
  errors.push(...overlapErrors(valid));
  return { rows: valid.map(({ row }, position) => ({ ...row, position })), errors };
}
