import { describe, expect, it } from 'vitest';
import { calledOutFromStandby, restRules, rostered, standbyAt } from '../../../model/modules/scheduled/rosterChecks';
import { evaluateAssignment } from '../../../model/modules/scheduled/assignmentRules';
import { context, dayOff, other, roster, shift, window, withActivity } from './assignmentFixtures';

const on = (days: ReturnType<typeof roster>['days']) => context({ roster: roster({ days }) });

describe('rostered: on a working shift at the time of the work', () => {
  it('passes when the work falls inside a rostered shift', () => {
    expect(rostered(context())).toEqual({ rule: 'rostered', ok: true });
  });

  it('refuses a technician with no shift that day, naming the local times', () => {
    const result = rostered(on([]));
    expect(result).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.rostered.not_rostered',
      params: { from: '11:00', to: '12:00', date: '2026-11-23' },
    });
  });

  it('refuses a technician rostered off that day as off duty', () => {
    expect(rostered(on([dayOff('2026-11-23')])).reason).toBe('scheduled.rules.rostered.off_duty');
  });

  it('a training shift at the time of the work is not availability: refused with its own reason', () => {
    const training = { ...shift('2026-11-23', '2026-11-23T06:00:00Z', '2026-11-23T18:00:00Z'), training: true };
    expect(rostered(on([training]))).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.rostered.training',
      params: { from: '11:00', to: '12:00', date: '2026-11-23' },
    });
  });

  it('refuses when the shift that day is at another time', () => {
    expect(rostered(on([shift('2026-11-23', '2026-11-23T14:00:00Z', '2026-11-23T22:00:00Z')])).ok).toBe(false);
  });

  it('counts the night shift of the day before, which runs past midnight', () => {
    const early = withActivity(
      { window: window('2026-11-23T03:00:00Z', '2026-11-23T04:00:00Z') },
      on([shift('2026-11-22', '2026-11-22T21:00:00Z', '2026-11-23T07:00:00Z'), dayOff('2026-11-23')]),
    );
    expect(rostered(early).ok).toBe(true);
  });

  it('is one of the assignment rules, so a refusal names it with the others', () => {
    expect(
      evaluateAssignment(on([]))
        .filter((r) => !r.ok)
        .map((r) => r.rule),
    ).toEqual(['rostered']);
  });
});

describe('rest_rules: the work does not break a rest rule of the roster', () => {
  it('passes work inside the shift without judging the roster again', () => {
    expect(restRules(context())).toEqual({ rule: 'rest_rules', ok: true });
  });

  it('passes overtime that leaves the rest intact', () => {
    const late = withActivity({ window: window('2026-11-23T17:30:00Z', '2026-11-23T19:00:00Z') });
    expect(restRules(late).ok).toBe(true);
  });

  it('EU WTD 2003/88/EC Art. 3: refuses overtime that leaves less than 11 h before the next shift', () => {
    const late = withActivity({ window: window('2026-11-23T17:00:00Z', '2026-11-23T20:30:00Z') });
    const result = restRules(late);
    expect(result).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.rest_rules.daily_rest',
      params: { from: '07:00', to: '21:30', limit: 11 },
    });
  });

  it('EU WTD Art. 3: counts the other work on the same shift — an early and a late job, each fine alone, together make a day over 24 − 11 h', () => {
    const early = window('2026-11-23T05:30:00Z', '2026-11-23T06:30:00Z');
    const late = window('2026-11-23T17:30:00Z', '2026-11-23T19:00:00Z');
    expect(restRules(withActivity({ window: early })).ok).toBe(true);
    expect(restRules(withActivity({ window: late })).ok).toBe(true);
    const both = withActivity({ window: late }, context({ otherAssignments: [other({ window: early })] }));
    expect(restRules(both)).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.rest_rules.daily_rest',
      params: { from: '06:30', to: '20:00', limit: 11 },
    });
  });

  it('does not blame the work for a breach the roster already kept (a supervisor gave a reason)', () => {
    const tight = roster({
      days: [
        shift('2026-11-23', '2026-11-23T06:00:00Z', '2026-11-23T18:00:00Z'),
        shift('2026-11-24', '2026-11-24T02:00:00Z', '2026-11-24T10:00:00Z'),
      ],
    });
    const late = withActivity({ window: window('2026-11-23T17:30:00Z', '2026-11-23T18:30:00Z') }, context({ roster: tight }));
    expect(restRules(late).ok).toBe(true);
  });

  it('the company rule of consecutive days is untouched by overtime on a day already worked', () => {
    const week = Array.from({ length: 7 }, (_, n) => `2026-11-${String(17 + n).padStart(2, '0')}`).map((date) =>
      shift(date, `${date}T06:00:00Z`, `${date}T18:00:00Z`),
    );
    const late = withActivity(
      { window: window('2026-11-23T17:30:00Z', '2026-11-23T18:30:00Z') },
      context({ roster: roster({ days: week }) }),
    );
    expect(restRules(late).ok).toBe(true);
  });
});

describe('rest_rules at a US station on the calendar-month basis of 14 CFR 121.377', () => {
  // November at work 06:00–18:00 UTC (the 23rd from 07:00) but the 10th, 15th and 24th: four periods of 24 h off in the
  // month (the 24th's rest, to 19:00 on the 25th, holds two), exactly what the month needs.
  const november = Array.from({ length: 30 }, (_, n) => `2026-11-${String(n + 1).padStart(2, '0')}`).flatMap((date) => {
    if (['2026-11-10', '2026-11-15', '2026-11-24'].includes(date)) return [dayOff(date)];
    if (date === '2026-11-25') return [shift(date, `${date}T19:00:00Z`, '2026-11-26T03:00:00Z')];
    // The day of the overtime starts later: 07:00–19:30 stays within 24 − 11 h.
    return [shift(date, `${date}T${date === '2026-11-23' ? '07' : '06'}:00:00Z`, `${date}T18:00:00Z`)];
  });
  const overtime = (usWeeklyBasis: 'seven_days' | 'calendar_month') =>
    withActivity(
      { window: window('2026-11-23T17:30:00Z', '2026-11-23T19:30:00Z') },
      context({ roster: roster({ days: november, us: true, usWeeklyBasis }) }),
    );

  it('refuses overtime that leaves the month three periods of 24 h off instead of four (14 CFR 121.377, calendar month)', () => {
    expect(restRules(overtime('calendar_month'))).toMatchObject({ ok: false, reason: 'scheduled.rules.rest_rules.us_weekly_off' });
  });

  it('the same overtime passes on the 7-day basis: 47.5 h off still fall in every 7 days around it (14 CFR 121.377)', () => {
    expect(restRules(overtime('seven_days')).ok).toBe(true);
  });
});

describe('rostered or on standby: an on-call job may call out a technician on standby', () => {
  const standbyDay = (localDate: string, start: string, end: string) => ({ ...dayOff(localDate), standby: window(start, end) });
  const onStandby = [
    shift('2026-11-22', '2026-11-22T06:00:00Z', '2026-11-22T18:00:00Z'),
    standbyDay('2026-11-23', '2026-11-23T05:00:00Z', '2026-11-24T05:00:00Z'),
  ];
  const callOut = (days: ReturnType<typeof roster>['days'], changes: Partial<ReturnType<typeof context>['activity']> = {}) =>
    withActivity({ standby_call_out: true, ...changes }, context({ roster: roster({ days }) }));

  it('passes an on-call job that starts in the standby hours, and says it is a call-out', () => {
    expect(rostered(callOut(onStandby))).toEqual({ rule: 'rostered', ok: true });
    expect(calledOutFromStandby(callOut(onStandby))?.local_date).toBe('2026-11-23');
    expect(standbyAt(onStandby, new Date('2026-11-24T04:59:00Z'))?.local_date).toBe('2026-11-23');
    expect(standbyAt(onStandby, new Date('2026-11-24T05:00:00Z'))).toBeUndefined();
  });

  it('standby is not a shift: Scheduled work on a standby day is still refused as off duty', () => {
    expect(rostered(withActivity({}, context({ roster: roster({ days: onStandby }) }))).reason).toBe('scheduled.rules.rostered.off_duty');
  });

  it('refuses an on-call job that starts outside the standby hours', () => {
    const morningOnly = [standbyDay('2026-11-23', '2026-11-23T05:00:00Z', '2026-11-23T09:00:00Z')];
    expect(rostered(callOut(morningOnly)).ok).toBe(false);
  });

  it('a technician on shift is not "called out": the shift decides', () => {
    expect(calledOutFromStandby(callOut(roster().days))).toBeUndefined();
  });

  it('EU WTD 2003/88/EC Art. 2 and 3 (CJEU C-518/15 Matzak): the call-out is working time, so a late call-out before an early shift breaks the daily rest', () => {
    const early = shift('2026-11-24', '2026-11-24T05:00:00Z', '2026-11-24T13:00:00Z');
    const lateJob = { window: window('2026-11-23T20:00:00Z', '2026-11-23T23:30:00Z') };
    expect(
      restRules(
        callOut([...onStandby.slice(0, 1), standbyDay('2026-11-23', '2026-11-23T05:00:00Z', '2026-11-24T05:00:00Z'), early], lateJob),
      ),
    ).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.rest_rules.daily_rest',
    });
    // The same call-out with the next day off leaves the rest intact.
    expect(restRules(callOut(onStandby, lateJob)).ok).toBe(true);
  });
});
