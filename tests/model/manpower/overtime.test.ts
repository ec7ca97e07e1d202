import { describe, expect, it } from 'vitest';
import { monthContractMinutes, overtimeOf, overtimePeriods } from '../../../model/modules/manpower/overtime';
import { rosterDays } from './rosterDays';

// 2026-06-01 is a Monday; D is 06:00–14:30 (8.5 h), W 07:00–19:00 (12 h), T a training day (8.5 h).
const week = { from: '2026-06-01', to: '2026-06-07', weekStartsMonday: true };

describe('overtime — hours rostered over the contract (technicians.contract_weekly_hours)', () => {
  it('a week of five day shifts is 42.5 h: 2.5 h over a 40 h contract', () => {
    expect(overtimePeriods(rosterDays('2026-06-01', 'DDDDDOO'), 40, week)).toEqual([
      { kind: 'week', from: '2026-06-01', to: '2026-06-07', worked_minutes: 2550, contract_minutes: 2400, overtime_minutes: 150 },
    ]);
  });

  it('counts training shifts as working time, and days off, leave and standby as none (2003/88/EC Art. 2(1))', () => {
    expect(overtimePeriods(rosterDays('2026-06-01', 'TTTTLOO'), 40, week)[0]).toMatchObject({ worked_minutes: 2040, overtime_minutes: 0 });
    expect(overtimeOf(rosterDays('2026-06-01', 'WWWOOOO'), 40, week)).toEqual([]);
    expect(overtimeOf(rosterDays('2026-06-01', 'WWWOOOO'), 32, week)[0].overtime_minutes).toBe(4 * 60);
  });

  it('a month’s contract is the weekly hours × the month’s days / 7', () => {
    expect(monthContractMinutes(40, '2026-06-01')).toBe(Math.round((40 * 60 * 30) / 7));
    expect(monthContractMinutes(40, '2026-02-01')).toBe(160 * 60);
  });

  it('judges the whole weeks and months of the period only: a month view judges its month and its full weeks', () => {
    const june = rosterDays('2026-06-01', 'WWWWWOO'.repeat(4) + 'WW');
    const periods = overtimePeriods(june, 40, { from: '2026-06-01', to: '2026-06-30', weekStartsMonday: true });
    expect(periods.map((p) => `${p.kind} ${p.from} ${p.overtime_minutes / 60}`)).toEqual([
      'week 2026-06-01 20',
      'week 2026-06-08 20',
      'week 2026-06-15 20',
      'week 2026-06-22 20',
      // 22 shifts of 12 h = 264 h against 171.4 h.
      `month 2026-06-01 ${(264 * 60 - Math.round((40 * 60 * 30) / 7)) / 60}`,
    ]);
  });

  it('a night shift counts in the week it starts in', () => {
    const sundayNight = rosterDays('2026-06-01', 'OOOOOON');
    expect(overtimePeriods(sundayNight, 40, week)[0].worked_minutes).toBe(510);
  });
});
