import { describe, expect, it } from 'vitest';
import { parseCell, parseHotImport } from '../../../model/modules/de_icing/hotImport';

const header = 'fluid_type,brand,oat_min_c,oat_max_c,concentration,frost,snow_light,snow_moderate,other';

describe('parseHotImport (HOT tables as data)', () => {
  it('reads good CSV rows: times, ranges, none, rules, empty cells and open bands', () => {
    const csv = [
      header,
      'I,,-3,,,0:45,0:11-0:18,0:06–0:09,',
      'IV,Polar Demo,-14,-3,100,24:00,1:05-2:00,0:35-1:05,none',
      'IV,,,-25,100,,"rule: freezing point ≥ 7 °C below OAT",,',
    ].join('\n');
    const result = parseHotImport('csv', csv);
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      {
        position: 0,
        fluid_type: 'I',
        brand: null,
        oat_min_c: -3,
        oat_max_c: null,
        concentration: null,
        wing_material: null,
        cells: {
          frost: { kind: 'time', minutes: 45 },
          snow_light: { kind: 'range', min: 11, max: 18 },
          snow_moderate: { kind: 'range', min: 6, max: 9 },
        },
      },
      {
        position: 1,
        fluid_type: 'IV',
        brand: 'Polar Demo',
        oat_min_c: -14,
        oat_max_c: -3,
        concentration: 100,
        wing_material: null,
        cells: {
          frost: { kind: 'time', minutes: 1440 },
          snow_light: { kind: 'range', min: 65, max: 120 },
          snow_moderate: { kind: 'range', min: 35, max: 65 },
          other: { kind: 'none' },
        },
      },
      {
        position: 2,
        fluid_type: 'IV',
        brand: null,
        oat_min_c: null,
        oat_max_c: -25,
        concentration: 100,
        wing_material: null,
        cells: { snow_light: { kind: 'rule', rule: 'freezing point ≥ 7 °C below OAT' } },
      },
    ]);
  });

  it('names every bad row by line and field', () => {
    const csv = [
      header,
      'V,,-3,,,0:45,,,',
      'I,,-3,,100,,,,',
      'IV,,-3,-14,100,,,,',
      'IV,,x,,abc,,,,',
      'II,,-3,,100,1:70,,,',
      'II,,-3,,,,,,',
    ].join('\n');
    expect(parseHotImport('csv', csv).errors).toEqual([
      { row: 2, field: 'fluid_type', message: 'de_icing.rules.hot_import.fluid_type', params: { value: 'V' } },
      { row: 3, field: 'concentration', message: 'de_icing.rules.hot_import.concentration_type_i' },
      { row: 4, field: 'oat_max_c', message: 'de_icing.rules.hot_import.band' },
      { row: 5, field: 'oat_min_c', message: 'de_icing.rules.hot_import.number' },
      { row: 5, field: 'concentration', message: 'de_icing.rules.hot_import.number' },
      { row: 6, field: 'frost', message: 'de_icing.rules.hot_import.cell', params: { value: '1:70' } },
      { row: 7, field: 'concentration', message: 'de_icing.rules.hot_import.concentration' },
    ]);
  });

  it('refuses overlapping bands of one table, naming the earlier row', () => {
    const csv = [header, 'IV,,-3,,100,,,,', 'IV,,-14,-2,100,,,,', 'IV,,-14,-3,75,,,,'].join('\n');
    expect(parseHotImport('csv', csv).errors).toEqual([
      { row: 3, field: 'oat_min_c', message: 'de_icing.rules.hot_import.overlap', params: { row: 2 } },
    ]);
  });

  it('refuses an unknown column and an empty file', () => {
    expect(parseHotImport('csv', 'fluid_type,colour\nI,red').errors).toEqual([
      { row: 1, field: 'content', message: 'de_icing.rules.hot_import.header', params: { columns: 'colour' } },
    ]);
    expect(parseHotImport('csv', header).errors).toEqual([{ row: 0, field: 'content', message: 'de_icing.rules.hot_import.empty' }]);
  });

  it('reads JSON rows with written or stored cells, and refuses bad JSON', () => {
    const json = JSON.stringify({
      rows: [
        {
          fluid_type: 'iv',
          oat_min_c: -3,
          concentration: 75,
          wing_material: null,
          cells: { frost: '6:00', snow_moderate: { kind: 'range', min: 20, max: 40 } },
        },
      ],
    });
    expect(parseHotImport('json', json)).toEqual({
      errors: [],
      rows: [
        {
          position: 0,
          fluid_type: 'IV',
          brand: null,
          oat_min_c: -3,
          oat_max_c: null,
          concentration: 75,
          wing_material: null,
          cells: { frost: { kind: 'time', minutes: 360 }, snow_moderate: { kind: 'range', min: 20, max: 40 } },
        },
      ],
    });
    expect(parseHotImport('json', '{"rows": [').errors).toEqual([{ row: 0, field: 'content', message: 'de_icing.rules.hot_import.json' }]);
    expect(
      parseHotImport(
        'json',
        JSON.stringify({ rows: [{ fluid_type: 'II', concentration: 100, cells: { frost: { kind: 'range', min: 40, max: 20 } } }] }),
      ).errors,
    ).toEqual([expect.objectContaining({ row: 1, field: 'frost', message: 'de_icing.rules.hot_import.cell' })]);
  });

  it('parseCell: a range must not run backwards', () => {
    expect(parseCell('1:05-0:35')).toBeNull();
    expect(parseCell('')).toBeUndefined();
    expect(parseCell('—')).toEqual({ kind: 'none' });
  });
});

describe('parseHotImport: the wing column (FAA / Transport Canada HOT guidelines: Type I tables per wing)', () => {
  it('reads an optional wing column; empty fits any wing; the same band for two wings is no overlap', () => {
    const csv = [
      'fluid_type,brand,oat_min_c,oat_max_c,concentration,wing_material,frost',
      'I,,-3,,,aluminium,0:45',
      'I,,-3,,,Composite,0:35',
      'IV,,-3,,100,,6:00',
    ].join('\n');
    const { rows, errors } = parseHotImport('csv', csv);
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.wing_material)).toEqual(['aluminium', 'composite', null]);
  });

  it('refuses an unknown wing and a wing-less row overlapping a wing row', () => {
    const csv = ['fluid_type,oat_min_c,wing_material,frost', 'I,-3,wood,0:45', 'I,-3,aluminium,0:45', 'I,-5,,0:40'].join('\n');
    expect(parseHotImport('csv', csv).errors.map((e) => [e.row, e.message])).toEqual([
      [2, 'de_icing.rules.hot_import.wing_material'],
      [4, 'de_icing.rules.hot_import.overlap'],
    ]);
  });
});
