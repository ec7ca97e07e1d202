import { describe, expect, it } from 'vitest';
import { defaultRestSettings, type RestSettings } from '../../../model/modules/manpower/restRuleCatalogue';
import {
  checkRestRule,
  restRuleWindow,
  rosterViolations,
  type RestContext,
  type RosteredDay,
} from '../../../model/modules/manpower/restRules';
import type { RestRuleName } from '../../../model/modules/manpower/enums';
import { rosterDays } from './rosterDays';

// 2026-06-01 is a Monday.
const paris: RestContext = { timeZone: 'Europe/Paris', weekStartsMonday: true, us: false, from: '2026-06-01', to: '2026-06-30' };

function check(rule: RestRuleName, days: RosteredDay[], context: Partial<RestContext> = {}, settings: Partial<RestSettings> = {}) {
  return checkRestRule(rule, 7, days, { ...defaultRestSettings, ...settings }, { ...paris, ...context }).map(
    ({ local_date, reason, params }) => ({ local_date, reason, params }),
  );
}

describe('daily_rest — EU Working Time Directive 2003/88/EC Art. 3: 11 consecutive hours of rest in every 24 hours', () => {
  it('flags an early shift after a late one (7.5 h of rest) on the early shift’s day', () => {
    expect(check('daily_rest', rosterDays('2026-06-01', 'ED'))).toEqual([
      { local_date: '2026-06-02', reason: 'manpower.rules.daily_rest.short_rest', params: { hours: 7.5, min: 11 } },
    ]);
  });

  it('lets day after day of the same shift pass (15.5 h between them)', () => {
    expect(check('daily_rest', rosterDays('2026-06-01', 'DDDDDOO'))).toEqual([]);
  });

  it('counts a night shift crossing midnight to its end the next morning: a late shift that day follows 7.5 h of rest', () => {
    expect(check('daily_rest', rosterDays('2026-06-01', 'NE'))).toEqual([
      { local_date: '2026-06-02', reason: 'manpower.rules.daily_rest.short_rest', params: { hours: 7.5, min: 11 } },
    ]);
  });

  it('an early shift starting before the night ends overlaps it: no rest at all', () => {
    expect(check('daily_rest', rosterDays('2026-06-01', 'ND'))[0].params).toEqual({ hours: 0, min: 11 });
  });

  it('flags a shift longer than 24 h minus the daily rest (14 h leaves 10 h)', () => {
    expect(check('daily_rest', rosterDays('2026-06-01', 'X'))).toEqual([
      { local_date: '2026-06-01', reason: 'manpower.rules.daily_rest.long_shift', params: { hours: 14, max: 13 } },
    ]);
  });

  it('on the night clocks go forward (Europe/Paris, last Sunday of March) a late-then-early pair rests an hour less, and back in October an hour more', () => {
    const sevenHours = { min_daily_rest_hours: 7 };
    const march = { from: '2026-03-01', to: '2026-03-31' };
    expect(check('daily_rest', rosterDays('2026-03-21', 'ED'), march, sevenHours)).toEqual([]);
    expect(check('daily_rest', rosterDays('2026-03-28', 'ED'), march, sevenHours)).toEqual([
      { local_date: '2026-03-29', reason: 'manpower.rules.daily_rest.short_rest', params: { hours: 6.5, min: 7 } },
    ]);
    expect(check('daily_rest', rosterDays('2026-10-24', 'ED'), { from: '2026-10-01', to: '2026-10-31' })[0].params).toEqual({
      hours: 8.5,
      min: 11,
    });
  });

  it('judges the first viewed day against the shift the day before, and reports nothing after the range', () => {
    expect(check('daily_rest', rosterDays('2026-05-31', 'ED')).map((v) => v.local_date)).toEqual(['2026-06-01']);
    expect(check('daily_rest', rosterDays('2026-06-30', 'ED'))).toEqual([]);
  });
});

describe('weekly_rest — 2003/88/EC Art. 5: 24 h + 11 h in every 7-day period, anywhere in it (CJEU C-306/16)', () => {
  it('flags a week worked every day on its last working day, with the longest rest the week held', () => {
    expect(check('weekly_rest', rosterDays('2026-06-01', 'DDDDDDD'))).toEqual([
      {
        local_date: '2026-06-07',
        reason: 'manpower.rules.weekly_rest.short_rest',
        params: { hours: 15.5, min: 35, period_start: '2026-06-01', period_end: '2026-06-07' },
      },
    ]);
  });

  it('accepts the rest at the start of one week and at the end of the next: twelve working days in a row (C-306/16)', () => {
    expect(check('weekly_rest', rosterDays('2026-06-01', 'OODDDDDDDDDDOO'))).toEqual([]);
  });

  it('fixes the periods from the company’s week start: two days off on Sunday and Monday are one rest in a Sunday week, split in a Monday week', () => {
    const days = rosterDays('2026-05-31', 'OODDDDDOODDDDDOODDDDD');
    expect(check('weekly_rest', days, { weekStartsMonday: false })).toEqual([]);
    const split = check('weekly_rest', days, { weekStartsMonday: true });
    expect(split.map((v) => v.local_date)).toEqual(['2026-06-06', '2026-06-13', '2026-06-20']);
    expect(split[0].params).toMatchObject({ hours: 33.5, period_start: '2026-06-01', period_end: '2026-06-07' });
  });

  it('counts only the part of a rest inside the period', () => {
    // Off from Saturday 14:30 to Tuesday 06:00, but the week ends on Sunday at midnight: 33.5 h in it.
    expect(check('weekly_rest', rosterDays('2026-06-01', 'DDDDDDOOD'))[0].params).toMatchObject({ hours: 33.5 });
  });
});

describe('average_weekly_hours — 2003/88/EC Art. 6(b): at most 48 h a week on average over the reference period (Art. 16(b))', () => {
  it('flags each week whose average with the weeks before it is over the maximum', () => {
    const twelveHourDays = rosterDays('2026-06-01', 'WWWWWWOWWWWWWO');
    expect(check('average_weekly_hours', twelveHourDays, {}, { average_reference_weeks: 2 })).toEqual([
      { local_date: '2026-06-13', reason: 'manpower.rules.average_weekly_hours.over_average', params: { hours: 72, max: 48, weeks: 2 } },
    ]);
  });

  it('spreads a heavy week over the reference period', () => {
    expect(check('average_weekly_hours', rosterDays('2026-06-01', 'WWWWWWOWWWWWWO'))).toEqual([]);
    // 60 h then 36 h: 48 on average is allowed.
    expect(check('average_weekly_hours', rosterDays('2026-06-01', 'WWWWWOOWWWOOOO'), {}, { average_reference_weeks: 2 })).toEqual([]);
  });
});

describe('us_weekly_off — 14 CFR 121.377: 24 consecutive hours off during any 7 consecutive days (US stations)', () => {
  const newYork = { timeZone: 'America/New_York', us: true };

  it('flags the seventh day of work in a row at a US station', () => {
    expect(check('us_weekly_off', rosterDays('2026-06-01', 'DDDDDDDD', 'America/New_York'), newYork)).toEqual([
      { local_date: '2026-06-07', reason: 'manpower.rules.us_weekly_off.no_day_off', params: { hours: 15.5, min: 24 } },
      { local_date: '2026-06-08', reason: 'manpower.rules.us_weekly_off.no_day_off', params: { hours: 15.5, min: 24 } },
    ]);
  });

  it('a day off in the seven is enough, and the rule does not apply outside the US', () => {
    expect(check('us_weekly_off', rosterDays('2026-06-01', 'DDDDDDODDDDDD', 'America/New_York'), newYork)).toEqual([]);
    expect(check('us_weekly_off', rosterDays('2026-06-01', 'DDDDDDDD'))).toEqual([]);
  });

  it('a night across the November change rests an hour more: nights then a day off still give 24 h', () => {
    // The last night ends Sunday 1 Nov at 06:30 EST; the next shift starts Monday 2 Nov 06:00 EST: 23.5 h.
    const days = rosterDays('2026-10-26', 'NNNNNNOD', 'America/New_York');
    expect(check('us_weekly_off', days, { ...newYork, from: '2026-10-01', to: '2026-11-30' }).map((v) => v.local_date)).toEqual([
      '2026-11-02',
    ]);
  });
});

describe('us_weekly_off, calendar-month basis — 14 CFR 121.377: "or the equivalent thereof within any one calendar month"', () => {
  const monthly = {
    timeZone: 'America/New_York',
    us: true,
    usWeeklyBasis: 'calendar_month' as const,
    from: '2026-06-01',
    to: '2026-06-30',
  };
  // June 2026: 30 days, four whole 7-day periods, so four periods of 24 h off are needed.
  const june = (pattern: string) => rosterDays('2026-06-01', pattern, 'America/New_York');

  it('accepts nine days in a row when the month still holds four days off (14 CFR 121.377, calendar month)', () => {
    // Nine days of work would break the 7-day basis; the month has 4 days off in one block of rest.
    const days = june('DDDDDDDDDOOOODDDDDDDDDDDDDDDDD');
    expect(check('us_weekly_off', days, monthly)).toEqual([]);
    expect(check('us_weekly_off', days, { ...monthly, usWeeklyBasis: 'seven_days' }).length).toBeGreaterThan(0);
  });

  it('flags the month on its last working day when it holds only three periods of 24 h off (14 CFR 121.377, calendar month)', () => {
    expect(check('us_weekly_off', june('DDDDDDDODDDDDDDODDDDDDDODDDDDD'), monthly)).toEqual([
      {
        local_date: '2026-06-30',
        reason: 'manpower.rules.us_weekly_off.month_short',
        params: { periods: 3, needed: 4, min: 24, month: '2026-06' },
      },
    ]);
  });

  it('counts 48 h off as two periods, and needs four even in February (28 days: four 7-day periods)', () => {
    expect(check('us_weekly_off', june('DDDDDDDOODDDDDDDDDDDDDOODDDDDD'), monthly)).toEqual([]);
    const february = rosterDays('2026-02-01', 'DDDDDDODDDDDDODDDDDDODDDDDDD', 'America/New_York');
    expect(check('us_weekly_off', february, { ...monthly, from: '2026-02-01', to: '2026-02-28' })[0].params).toEqual({
      periods: 3,
      needed: 4,
      min: 24,
      month: '2026-02',
    });
  });

  it('still does not apply outside the US', () => {
    expect(check('us_weekly_off', june('DDDDDDDDDDDDDDDDDDDDDDDDDDDDDD'), { ...monthly, us: false })).toEqual([]);
  });
});

describe('consecutive_days — company rule: at most N working days in a row (default 6)', () => {
  it('flags every day past the sixth', () => {
    expect(check('consecutive_days', rosterDays('2026-06-01', 'DDDDDDDD'))).toEqual([
      { local_date: '2026-06-07', reason: 'manpower.rules.consecutive_days.too_many_days', params: { days: 7, max: 6 } },
      { local_date: '2026-06-08', reason: 'manpower.rules.consecutive_days.too_many_days', params: { days: 8, max: 6 } },
    ]);
  });

  it('counts the days before the range, training days and nights by their starting day; a day off or leave ends the run', () => {
    expect(check('consecutive_days', rosterDays('2026-05-27', 'NNNNTNN')).map((v) => v.local_date)).toEqual(['2026-06-02']);
    expect(check('consecutive_days', rosterDays('2026-06-01', 'DDDLDDDD'))).toEqual([]);
  });
});

describe('rosterViolations', () => {
  it('checks every rule for every technician, sorted by technician, day and rule; the US rule only at US stations', () => {
    const days = new Map([
      [2, rosterDays('2026-06-01', 'DDDDDDD', 'America/New_York')],
      [1, rosterDays('2026-06-01', 'ED', 'America/New_York')],
    ]);
    const us = { ...paris, timeZone: 'America/New_York', us: true };
    expect(rosterViolations(days, defaultRestSettings, us).map((v) => `${v.technician_id} ${v.local_date} ${v.rule}`)).toEqual([
      '1 2026-06-02 daily_rest',
      '2 2026-06-07 consecutive_days',
      '2 2026-06-07 us_weekly_off',
      '2 2026-06-07 weekly_rest',
    ]);
    expect(rosterViolations(days, defaultRestSettings, { ...us, us: false }).some((v) => v.rule === 'us_weekly_off')).toBe(false);
  });

  it('needs the shifts from the first reference week of the average to a week after the range', () => {
    expect(restRuleWindow('2026-06-01', '2026-06-30', defaultRestSettings)).toEqual({ from: '2026-01-26', to: '2026-07-07' });
    // A week inside a month reaches to the month's end: the calendar-month basis of 121.377 judges it whole.
    expect(restRuleWindow('2026-06-17', '2026-06-20', { ...defaultRestSettings, average_reference_weeks: 1 })).toEqual({
      from: '2026-06-01',
      to: '2026-06-30',
    });
  });
});
