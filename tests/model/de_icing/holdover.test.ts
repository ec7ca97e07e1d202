import { describe, expect, it } from 'vitest';
import { belowColdestBandRule, holdoverWindow, hotTableFor, windowMinutes, type HotRow } from '../../../model/modules/de_icing/holdover';

const row = (r: Partial<HotRow>): HotRow => ({
  fluid_type: 'IV',
  brand: null,
  oat_min_c: null,
  oat_max_c: null,
  concentration: 100,
  cells: {},
  ...r,
});

// A fictional table with the structure of the published ones: bands "−3 and above", "below −3 to −14", "below −14 to −25".
const table = {
  rows: [
    row({
      fluid_type: 'I',
      concentration: null,
      oat_min_c: -3,
      cells: { frost: { kind: 'time', minutes: 45 }, snow_light: { kind: 'range', min: 11, max: 18 } },
    }),
    row({
      fluid_type: 'I',
      concentration: null,
      oat_min_c: -10,
      oat_max_c: -3,
      cells: { frost: { kind: 'time', minutes: 45 }, snow_light: { kind: 'range', min: 8, max: 13 } },
    }),
    row({
      oat_min_c: -3,
      cells: { frost: { kind: 'time', minutes: 1440 }, snow_moderate: { kind: 'range', min: 40, max: 75 }, freezing_fog: { kind: 'none' } },
    }),
    row({ oat_min_c: -14, oat_max_c: -3, cells: { snow_moderate: { kind: 'range', min: 30, max: 55 } } }),
    row({ oat_min_c: -25, oat_max_c: -14, cells: { snow_moderate: { kind: 'range', min: 20, max: 40 } } }),
    row({ oat_min_c: -3, concentration: 75, cells: { snow_moderate: { kind: 'range', min: 25, max: 50 } } }),
    row({ brand: 'Polar Demo', oat_min_c: -3, cells: { snow_moderate: { kind: 'range', min: 50, max: 95 } } }),
    row({
      oat_min_c: null,
      oat_max_c: -25,
      concentration: 50,
      cells: { snow_moderate: { kind: 'rule', rule: 'freezing point ≥ 7 °C below OAT' } },
    }),
  ] satisfies HotRow[],
};

const lookup = (q: Partial<Parameters<typeof holdoverWindow>[1]>) =>
  holdoverWindow(table, { fluidType: 'IV', concentration: 100, oatC: -5, condition: 'snow_moderate', ...q });

describe('holdoverWindow (FAA / Transport Canada HOT guidelines)', () => {
  it('reads a range cell of the band holding the OAT', () => {
    expect(lookup({}).window).toEqual({ kind: 'range', min: 30, max: 55 });
    expect(lookup({}).match).toBe('row');
  });

  it('reads a single time cell (frost) and a "none" cell', () => {
    expect(lookup({ oatC: 2, condition: 'frost' }).window).toEqual({ kind: 'time', minutes: 1440 });
    expect(lookup({ oatC: 2, condition: 'freezing_fog' }).window).toEqual({ kind: 'none' });
  });

  it('reads an empty cell as no holdover time', () => {
    expect(lookup({ oatC: 2, condition: 'freezing_drizzle' }).window).toEqual({ kind: 'none' });
  });

  it('bands are half-open: the cold end belongs to the band, the warm end to the next', () => {
    expect(lookup({ oatC: -3 }).window).toEqual({ kind: 'range', min: 40, max: 75 });
    expect(lookup({ oatC: -3.1 }).window).toEqual({ kind: 'range', min: 30, max: 55 });
    expect(lookup({ oatC: -14 }).window).toEqual({ kind: 'range', min: 30, max: 55 });
    expect(lookup({ oatC: -14.1 }).window).toEqual({ kind: 'range', min: 20, max: 40 });
    expect(lookup({ oatC: -25 }).window).toEqual({ kind: 'range', min: 20, max: 40 });
  });

  it('an unbounded warm end covers any warmer OAT', () => {
    expect(lookup({ oatC: 15 }).window).toEqual({ kind: 'range', min: 40, max: 75 });
  });

  it('below the coldest band the window is the rule, not a time', () => {
    const result = lookup({ oatC: -25.1 });
    expect(result).toEqual({ window: { kind: 'rule', rule: belowColdestBandRule }, match: 'below_coldest', row: null });
  });

  it('a rule cell of the table (an open cold band) is returned as it is written', () => {
    expect(lookup({ concentration: 50, oatC: -30 }).window).toEqual({ kind: 'rule', rule: 'freezing point ≥ 7 °C below OAT' });
  });

  it('condition "other" (heavy snow, ice pellets, hail …): no holdover time guidelines exist', () => {
    expect(lookup({ condition: 'other' })).toEqual({ window: { kind: 'none' }, match: 'other_condition', row: null });
  });

  it('the concentration selects the sub-row', () => {
    expect(lookup({ oatC: 0, concentration: 75 }).window).toEqual({ kind: 'range', min: 25, max: 50 });
    expect(lookup({ oatC: 0, concentration: 50 })).toMatchObject({ window: { kind: 'none' }, match: 'no_row' });
  });

  it('a brand-specific row wins over the generic type row, case-insensitively', () => {
    expect(lookup({ oatC: 0, brand: 'polar demo' }).window).toEqual({ kind: 'range', min: 50, max: 95 });
  });

  it('a brand the table does not list falls back to the generic rows', () => {
    expect(lookup({ oatC: 0, brand: 'Unknown Brand' }).window).toEqual({ kind: 'range', min: 40, max: 75 });
  });

  it('a brand table without the band asked does not fall back to the generic one (the brand table rules)', () => {
    expect(lookup({ oatC: -5, brand: 'Polar Demo' })).toMatchObject({ match: 'below_coldest' });
  });

  it('Type I ignores the concentration (mixed by freezing point)', () => {
    expect(lookup({ fluidType: 'I', concentration: 55, oatC: -4, condition: 'snow_light' }).window).toEqual({
      kind: 'range',
      min: 8,
      max: 13,
    });
  });

  it('a fluid type without rows has no window', () => {
    expect(lookup({ fluidType: 'III' })).toEqual({ window: { kind: 'none' }, match: 'no_row', row: null });
  });

  it('windowMinutes gives the bounds of each kind of cell', () => {
    expect(windowMinutes({ kind: 'time', minutes: 45 })).toEqual({ min: 45, max: 45 });
    expect(windowMinutes({ kind: 'range', min: 20, max: 40 })).toEqual({ min: 20, max: 40 });
    expect(windowMinutes({ kind: 'none' })).toEqual({ min: null, max: null });
    expect(windowMinutes({ kind: 'rule', rule: 'x' })).toEqual({ min: null, max: null });
  });
});

describe("hotTableFor (FAA / Transport Canada HOT guidelines: a season's tables, per wing)", () => {
  const season = {
    valid_from: '2026-10-01',
    valid_to: '2027-04-30',
    rows: [
      row({ fluid_type: 'I', concentration: null, wing_material: 'aluminium', cells: { frost: { kind: 'time', minutes: 45 } } }),
      row({ fluid_type: 'I', concentration: null, wing_material: 'composite', cells: { frost: { kind: 'time', minutes: 35 } } }),
      row({ cells: { frost: { kind: 'time', minutes: 1440 } } }),
    ] satisfies HotRow[],
  };
  const frost = (table: ReturnType<typeof hotTableFor>['table'], fluidType: 'I' | 'IV') =>
    holdoverWindow(table!, { fluidType, concentration: 100, oatC: -5, condition: 'frost' }).window;

  it('outside the validity (by the station-local date) there is no table, with the reason', () => {
    for (const date of ['2026-09-30', '2027-05-01']) {
      expect(hotTableFor(season, date, 'aluminium')).toEqual({
        table: null,
        validity: {
          rule: 'hot_table_valid',
          ok: false,
          reason: 'de_icing.rules.hot_table_valid.outside_validity',
          params: { date, valid_from: '2026-10-01', valid_to: '2027-04-30' },
        },
      });
    }
    for (const date of ['2026-10-01', '2027-04-30']) expect(hotTableFor(season, date, 'aluminium').validity.ok).toBe(true);
  });

  it('Type I rows are told apart by wing material; a row with no wing fits any wing', () => {
    expect(frost(hotTableFor(season, '2027-01-05', 'aluminium').table, 'I')).toEqual({ kind: 'time', minutes: 45 });
    expect(frost(hotTableFor(season, '2027-01-05', 'composite').table, 'I')).toEqual({ kind: 'time', minutes: 35 });
    expect(frost(hotTableFor(season, '2027-01-05', 'composite').table, 'IV')).toEqual({ kind: 'time', minutes: 1440 });
  });
});
