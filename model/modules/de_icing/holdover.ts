import type { FluidType, HotCondition } from './enums';
import type { HotCell, HotCells } from './hotCells';

/** One row of a HOT table (server/db/schema/de_icing.ts hot_table_rows). */
export interface HotRow {
  id?: number;
  fluid_type: FluidType;
  brand: string | null;
  oat_min_c: number | null;
  oat_max_c: number | null;
  concentration: number | null;
  cells: HotCells;
}

export interface HotTable {
  rows: readonly HotRow[];
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
 * the `other` column (`other_condition`), or no row for the fluid and concentration (`no_row`).
 */
export const holdoverMatches = ['row', 'below_coldest', 'other_condition', 'no_row'] as const;
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
  const brand = query.brand?.trim().toLowerCase();
  if (brand) {
    // A brand-specific table wins over the generic one of its type.
    const branded = table.rows.filter((row) => row.brand?.toLowerCase() === brand && ofConcentration(row));
    if (branded.length) return branded;
  }
  return table.rows.filter((row) => row.brand === null && ofConcentration(row));
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
