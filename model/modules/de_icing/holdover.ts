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
  /** The rows grouped as a lookup reads them, built once by `hotTableFor` (`indexHotRows`). */
  index?: HotIndex;
}

/** The rows of one fluid type and concentration (table order kept: the first band holding the OAT wins) and their coldest band. */
interface HotGroup {
  rows: readonly HotRow[];
  coldest: number;
}

/**
 * Per fluid type, the generic rows and each brand's (lower case) by concentration (Type I: one group,
 * its table has no concentration): a lookup is two map reads and a scan of a few bands, with nothing
 * allocated (the treatment form looks the window up on every keystroke; `npm run bench:deicing`).
 */
export type HotIndex = ReadonlyMap<
  FluidType,
  { generic: Map<number | null, HotGroup>; branded: Map<string, Map<number | null, HotGroup>> }
>;

export function indexHotRows(rows: readonly HotRow[]): HotIndex {
  const index = new Map<FluidType, { generic: Map<number | null, HotGroup>; branded: Map<string, Map<number | null, HotGroup>> }>();
  for (const row of rows) {
    let ofType = index.get(row.fluid_type);
    if (!ofType) index.set(row.fluid_type, (ofType = { generic: new Map(), branded: new Map() }));
    let groups = ofType.generic;
    if (row.brand !== null) {
      const brand = row.brand.toLowerCase();
      groups = ofType.branded.get(brand) ?? new Map();
      ofType.branded.set(brand, groups);
    }
    const key = row.fluid_type === 'I' ? null : row.concentration;
    const group = groups.get(key) ?? { rows: [], coldest: Infinity };
    (group.rows as HotRow[]).push(row);
    group.coldest = Math.min(group.coldest, row.oat_min_c ?? -Infinity);
    groups.set(key, group);
  }
  return index;
}

/** Tables built without `hotTableFor` (tests, the seed) are indexed on their first lookup. */
const indexes = new WeakMap<HotTable, HotIndex>();
function indexOf(table: HotTable): HotIndex {
  if (table.index) return table.index;
  let index = indexes.get(table);
  if (!index) indexes.set(table, (index = indexHotRows(table.rows)));
  return index;
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
  return { table: { rows, index: indexHotRows(rows) }, validity: passed('hot_table_valid') };
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

function groupFor(table: HotTable, query: HoldoverQuery): HotGroup | undefined {
  const ofType = indexOf(table).get(query.fluidType);
  if (!ofType) return undefined;
  const key = query.fluidType === 'I' ? null : query.concentration;
  const brand = query.brand?.trim().toLowerCase();
  // A brand-specific table wins over the generic one of its type.
  return (brand && ofType.branded.get(brand)?.get(key)) || ofType.generic.get(key);
}

/**
 * The holdover window for a fluid in a condition (FAA / Transport Canada HOT guidelines): the cell of
 * the row whose OAT band holds the temperature. Condition `other` has no guidelines; colder than the
 * coldest band the fluid is used by rule (freezing point ≥ 7 °C below OAT, never under its LOUT).
 */
export function holdoverWindow(table: HotTable, query: HoldoverQuery): HoldoverLookup {
  if (query.condition === 'other') return { window: none, match: 'other_condition', row: null };
  const group = groupFor(table, query);
  if (!group) return { window: none, match: 'no_row', row: null };
  for (const row of group.rows) if (inBand(row, query.oatC)) return { window: row.cells[query.condition] ?? none, match: 'row', row };
  if (query.oatC < group.coldest) return { window: { kind: 'rule', rule: belowColdestBandRule }, match: 'below_coldest', row: null };
  return { window: none, match: 'no_row', row: null };
}

/** A window's bounds in minutes (a single time is both), for storing and sorting. */
export function windowMinutes(cell: HotCell): { min: number | null; max: number | null } {
  if (cell.kind === 'time') return { min: cell.minutes, max: cell.minutes };
  if (cell.kind === 'range') return { min: cell.min, max: cell.max };
  return { min: null, max: null };
}
