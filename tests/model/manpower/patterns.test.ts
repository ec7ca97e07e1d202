import { describe, expect, it } from 'vitest';
import { fillPattern, parsePattern, patternPresets } from '../../../model/modules/manpower/patterns';

const ids = new Map([
  ['D', 1],
  ['O', 2],
  ['N', 3],
]);
const codesOf = (changes: { shift_type_id: number | null }[]) =>
  changes.map((change) => [...ids].find(([, id]) => id === change.shift_type_id)?.[0] ?? '-').join('');

describe('parsePattern: what the supervisor types', () => {
  it('reads codes separated by commas or spaces, in capitals', () => {
    expect(parsePattern(' d, D,n  O;-')).toEqual(['D', 'D', 'N', 'O', '-']);
    expect(parsePattern('  ')).toEqual([]);
  });
});

describe('fillPattern: a rotation laid over a period', () => {
  const base = { technicianIds: [7], from: '2026-11-02', to: '2026-11-13', offset: 0, shiftTypeIdByCode: ids };

  it('4-on-4-off repeats its 8-day cycle, one change per technician and day', () => {
    const verdict = fillPattern({ ...base, pattern: patternPresets.four_on_four_off });
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(verdict.changes).toHaveLength(12);
    expect(codesOf(verdict.changes)).toBe('DDDDOOOODDDD');
    expect(verdict.changes[0]).toEqual({ technician_id: 7, local_date: '2026-11-02', shift_type_id: 1 });
    expect(verdict.changes[11].local_date).toBe('2026-11-13');
  });

  it('the start offset begins the period further into the cycle', () => {
    const verdict = fillPattern({ ...base, to: '2026-11-08', pattern: patternPresets.five_two, offset: 5 });
    expect(verdict.ok && codesOf(verdict.changes)).toBe('OODDDDD');
  });

  it('a stagger starts each next technician further on (two crews covering each other)', () => {
    const verdict = fillPattern({ ...base, to: '2026-11-09', technicianIds: [7, 8], pattern: patternPresets.four_on_four_off, stagger: 4 });
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(codesOf(verdict.changes.filter((c) => c.technician_id === 7))).toBe('DDDDOOOO');
    expect(codesOf(verdict.changes.filter((c) => c.technician_id === 8))).toBe('OOOODDDD');
  });

  it('2-2-3 gives every other weekend off over its 14-day cycle', () => {
    const verdict = fillPattern({ ...base, to: '2026-11-15', pattern: patternPresets.two_two_three });
    expect(verdict.ok && codesOf(verdict.changes)).toBe('DDOODDDOODDOOO');
  });

  it('a "-" step clears the day', () => {
    const verdict = fillPattern({ ...base, to: '2026-11-04', pattern: ['N', '-', 'O'] });
    expect(verdict.ok && verdict.changes.map((c) => c.shift_type_id)).toEqual([3, null, 2]);
  });

  it('crosses a month end and the end of DST (dates, not instants)', () => {
    const verdict = fillPattern({ ...base, from: '2026-10-24', to: '2026-11-02', pattern: ['D'] });
    expect(verdict.ok && verdict.changes.map((c) => c.local_date)).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });

  it('names every unknown code and changes nothing', () => {
    expect(fillPattern({ ...base, pattern: ['D', 'X', 'E', 'X'] })).toEqual({ ok: false, reason: 'unknown_codes', codes: ['X', 'E'] });
  });

  it('refuses an empty pattern, no technicians, a reversed or over-long period', () => {
    expect(fillPattern({ ...base, pattern: [] })).toEqual({ ok: false, reason: 'empty_pattern' });
    expect(fillPattern({ ...base, pattern: ['D'], technicianIds: [] })).toEqual({ ok: false, reason: 'no_technicians' });
    expect(fillPattern({ ...base, pattern: ['D'], from: '2026-11-13', to: '2026-11-02' })).toEqual({ ok: false, reason: 'bad_period' });
    expect(fillPattern({ ...base, pattern: ['D'], from: '2026-01-01', to: '2026-03-31' })).toEqual({ ok: false, reason: 'bad_period' });
  });
});
