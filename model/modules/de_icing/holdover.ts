import type { FluidType, HotCondition, WingMaterial } from './enums';
import type { HotCell, HotCells } from './hotCells';
import { passed, refused, type DeIcingRuleResult } from './ruleResult';

/** One row of a HOT table (server/db/schema/de_icing.ts hot_table_rows). */
export interface HotRow {
  id?: number;
  fluid_type: FluidType;
  brand: string | null;
  oat_min_c: number | null;
  oat_max_c: number | null;
  concentration: number | null;
  /** Type I tables differ for aluminium and composite wings; empty (or absent) = any wing. */
  wing_material?: WingMaterial | null;
  cells: HotCells;
}

export interface HotTable {
  rows: readonly HotRow[];
  /** The rows per fluid type, built once by `hotTableFor` so a lookup reads only its type's rows. */
  byType?: ReadonlyMap<FluidType, readonly HotRow[]>;
}

/** A season's set as stored: its rows and the days it is valid (YYYY-MM-DD, both inclusive). */
export interface HotTableSeason extends HotTable {
  valid_from: string;
  valid_to: string;
}

/**
 * The table a treatment reads its window from (FAA / Transport Canada HOT guidelines: each
 * season's tables are valid for that winter only): none outside the set's validity, judged by the
 * treatment's station-local date; inside it, only the rows for the aircraft's wing (a row with no
 * wing fits any). Resolved once per treatment, so `holdoverWindow` stays a plain lookup.
 */
export function hotTableFor(
  set: HotTableSeason,
  localDate: string,
  wing: WingMaterial,
): { table: HotTable | null; validity: DeIcingRuleResult<'hot_table_valid'> } {
  if (localDate < set.valid_from || localDate > set.valid_to)
    return {
      table: null,
      validity: refused('hot_table_valid', 'outside_validity', { date: localDate, valid_from: set.valid_from, valid_to: set.valid_to }),
    };
  const rows = set.rows.filter((row) => !row.wing_material || row.wing_material === wing);
  const byType = new Map<FluidType, HotRow[]>();
  for (const row of rows) byType.set(row.fluid_type, [...(byType.get(row.fluid_type) ?? []), row]);
  return { table: { rows, byType }, validity: passed('hot_table_valid') };
}

export interface HoldoverQuery {
  fluidType: FluidType;
  /** The fluid's HOT brand; empty or unknown to the table → the generic rows of the type. */
  brand?: string | null;
  /** % fluid; ignored for Type I (mixed by freezing point, its table has no concentration). */
  concentration: number | null;
  oatC: number;
  condition: HotCondition;
}

/** The rule a cell below the coldest band stands for (docs/modules/de_icing.md). */
export const belowColdestBandRule = 'below_coldest_band';

/**
 * What the lookup found: a row (`row`), OAT colder than every band of the fluid (`below_coldest`),
 * the `other` column (`other_condition`), no row for the fluid and concentration (`no_row`), or no
 * table valid on the treatment's date (`no_valid_table`, from `hotTableFor`).
 */
export const holdoverMatches = ['row', 'below_coldest', 'other_condition', 'no_row', 'no_valid_table'] as const;
export type HoldoverMatch = (typeof holdoverMatches)[number];

export interface HoldoverLookup {
  window: HotCell;
  match: HoldoverMatch;
  row: HotRow | null;
}

const none: HotCell = { kind: 'none' };

/** Half-open band: oat_min_c <= OAT < oat_max_c, an empty end unbounded. */
const inBand = (row: HotRow, oatC: number) =>
  (row.oat_min_c === null || oatC >= row.oat_min_c) && (row.oat_max_c === null || oatC < row.oat_max_c);

function rowsFor(table: HotTable, query: HoldoverQuery): HotRow[] {
  const ofConcentration = (row: HotRow) =>
    row.fluid_type === query.fluidType && (query.fluidType === 'I' || row.concentration === query.concentration);
  const candidates = table.byType ? (table.byType.get(query.fluidType) ?? []) : table.rows;
  const brand = query.brand?.trim().toLowerCase();
  if (brand) {
    // A brand-specific table wins over the generic one of its type.
    const branded = candidates.filter((row) => row.brand?.toLowerCase() === brand && ofConcentration(row));
    if (branded.length) return branded;
  }
  return candidates.filter((row) => row.brand === null && ofConcentration(row));
}

/**
 * The holdover window for a fluid in a condition (FAA / Transport Canada HOT guidelines): the cell of
 * the row whose OAT band holds the temperature. Condition `other` has no guidelines; colder than the
 * coldest band the fluid is used by rule (freezing point ≥ 7 °C below OAT, never under its LOUT).
 */
export function holdoverWindow(table: HotTable, query: HoldoverQuery): HoldoverLookup {
  if (query.condition === 'other') return { window: none, match: 'other_condition', row: null };
  const rows = rowsFor(table, query);
  if (!rows.length) return { window: none, match: 'no_row', row: null };
  const row = rows.find((r) => inBand(r, query.oatC));
  if (row) return { window: row.cells[query.condition] ?? none, match: 'row', row };
  const coldest = Math.min(...rows.map((r) => r.oat_min_c ?? -Infinity));
  if (query.oatC < coldest) return { window: { kind: 'rule', rule: belowColdestBandRule }, match: 'below_coldest', row: null };
  return { window: none, match: 'no_row', row: null };
}

/** A window's bounds in minutes (a single time is both), for storing and sorting. */
export function windowMinutes(cell: HotCell): { min: number | null; max: number | null } {
  if (cell.kind === 'time') return { min: cell.minutes, max: cell.minutes };
  if (cell.kind === 'range') return { min: cell.min, max: cell.max };
  return { min: null, max: null };
}
