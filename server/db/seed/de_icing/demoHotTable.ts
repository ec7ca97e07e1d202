import type { FluidType, HotCell, HotCells, HotRow } from '../../../../model/modules/de_icing';

/**
 * The demo's HOT set: obviously fictional. Its structure is that of the published tables (docs/modules/de_icing.md:
 * bands "−3 °C and above", "below −3 to −14", "below −14 to −25", then the rule; 100/75/50
 * sub-rows for Types II/III/IV; Type I by its own bands without concentration), its numbers come from
 * the formula below and are copied from no real table. Never for operational use.
 */
export const demoHotSet = {
  name: 'DEMO — not for operational use',
  authority: 'DEMO',
  season: '2026-2027',
  source: 'Generated for the Tarmac demo; numbers are invented.',
  demo: true,
  active: true,
};

/** Last winter's demo set: kept, inactive and expired, so the screens show a season's tables being replaced. */
export const lastSeasonDemoHotSet = {
  ...demoHotSet,
  name: 'DEMO — last season, expired',
  season: '2025-2026',
  active: false,
};

const round5 = (minutes: number) => Math.max(5, Math.round(minutes / 5) * 5);
const time = (minutes: number): HotCell => ({ kind: 'time', minutes: round5(minutes) });
const range = (low: number, high: number): HotCell => ({ kind: 'range', min: round5(low), max: Math.max(round5(low), round5(high)) });
const rule: HotCell = { kind: 'rule', rule: 'Fluid freezing point at least 7 °C below OAT and OAT not below the LOUT' };

/** A row's cells from its "strength" (moderate-snow lower bound, minutes); colder bands lose the freezing-rain columns. */
function cellsFor(strength: number, warmest: boolean, cold: boolean): HotCells {
  const cells: HotCells = {
    frost: time(Math.min(1440, strength * 12)),
    freezing_fog: range(strength * 1.4, strength * 2.9),
    snow_very_light: range(strength * 2.1, strength * 3.3),
    snow_light: range(strength * 1.3, strength * 2.1),
    snow_moderate: range(strength, strength * 1.35),
    other: { kind: 'none' },
  };
  if (!cold) {
    cells.freezing_drizzle = range(strength * 0.8, strength * 1.45);
    cells.light_freezing_rain = range(strength * 0.45, strength * 0.85);
  }
  if (warmest) cells.rain_on_cold_soaked_wing = range(strength * 0.2, strength * 1.1);
  return cells;
}

const bands: { min: number | null; max: number | null; factor: number }[] = [
  { min: -3, max: null, factor: 1 },
  { min: -14, max: -3, factor: 0.7 },
  { min: -25, max: -14, factor: 0.45 },
];

/** Type II/III/IV rows of one table (generic or a brand): 100 % to −25 then the rule, 75 % to −14, 50 % at −3 and above. */
function thickenedRows(fluid_type: FluidType, brand: string | null, strength: number): HotRow[] {
  const rows: HotRow[] = [];
  const depth = { 100: 3, 75: 2, 50: 1 } as const;
  for (const concentration of [100, 75, 50] as const) {
    const scaled = strength * { 100: 1, 75: 0.6, 50: 0.3 }[concentration];
    bands.slice(0, depth[concentration]).forEach((band, i) => {
      rows.push({
        fluid_type,
        brand,
        concentration,
        // Every row has the same fields as the stored ones (one object shape keeps the lookup monomorphic).
        wing_material: null,
        oat_min_c: band.min,
        oat_max_c: band.max,
        cells: cellsFor(scaled * band.factor, i === 0, i === 2),
      });
    });
    if (concentration === 100)
      rows.push({
        fluid_type,
        brand,
        concentration,
        wing_material: null,
        oat_min_c: null,
        oat_max_c: -25,
        cells: { snow_moderate: rule, snow_light: rule, frost: rule },
      });
  }
  return rows;
}

/**
 * Type I: heated, short windows, bands to −10 (the fluid is mixed 10 °C below OAT, to its LOUT); one
 * table for aluminium wings and a shorter one for composite wings, as the published tables have.
 */
function typeIRows(): HotRow[] {
  const typeIBands = [
    { min: -3, max: null, strength: 7 },
    { min: -6, max: -3, strength: 6 },
    { min: -10, max: -6, strength: 5 },
    { min: null, max: -10, strength: 4 },
  ];
  const wings = [
    { wing_material: 'aluminium', factor: 1 },
    { wing_material: 'composite', factor: 0.7 },
  ] as const;
  return wings.flatMap(({ wing_material, factor }) =>
    typeIBands.map((band, i) => ({
      fluid_type: 'I' as const,
      brand: null,
      concentration: null,
      wing_material,
      oat_min_c: band.min,
      oat_max_c: band.max,
      cells: cellsFor(band.strength * factor, i === 0, i === 3),
    })),
  );
}

/** The brand the demo's Type IV product is listed under in the table. */
export const demoBrand = 'Kilfrost ABC-S Plus';

export function demoHotRows(): (HotRow & { position: number })[] {
  return [
    ...typeIRows(),
    ...thickenedRows('II', null, 25),
    ...thickenedRows('III', null, 15),
    ...thickenedRows('IV', null, 45),
    ...thickenedRows('IV', demoBrand, 55),
  ].map((row, position) => ({
    ...row,
    position,
  }));
}
