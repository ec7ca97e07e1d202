import { describe, expect, it } from 'vitest';
import { shiftInterval, standbyInterval } from '../../../model/modules/manpower/shiftInterval';
import { shifts } from './rosterDays';

const iso = (interval: { start: Date; end: Date } | null) => interval && [interval.start.toISOString(), interval.end.toISOString()];
const hoursOf = (interval: { start: Date; end: Date } | null) =>
  interval && (interval.end.getTime() - interval.start.getTime()) / 3_600_000;

describe('shiftInterval: a shift type on a station-local date as UTC instants', () => {
  it('places a day shift in the station’s zone', () => {
    expect(iso(shiftInterval(shifts.D, '2026-06-10', 'Europe/Paris'))).toEqual(['2026-06-10T04:00:00.000Z', '2026-06-10T12:30:00.000Z']);
    expect(iso(shiftInterval(shifts.D, '2026-06-10', 'America/New_York'))).toEqual([
      '2026-06-10T10:00:00.000Z',
      '2026-06-10T18:30:00.000Z',
    ]);
  });

  it('ends a night shift on the next morning (the end is before the start)', () => {
    expect(iso(shiftInterval(shifts.N, '2026-06-10', 'Europe/Paris'))).toEqual(['2026-06-10T20:00:00.000Z', '2026-06-11T04:30:00.000Z']);
  });

  it('an end equal to the start is a 24-hour shift', () => {
    expect(hoursOf(shiftInterval({ kind: 'work', start_time: '07:00:00', end_time: '07:00:00' }, '2026-06-10', 'Europe/Paris'))).toBe(24);
  });

  it('a night across the spring change (Europe/Paris, last Sunday of March) is an hour shorter, across the autumn change an hour longer', () => {
    expect(hoursOf(shiftInterval(shifts.N, '2026-03-28', 'Europe/Paris'))).toBe(7.5);
    expect(hoursOf(shiftInterval(shifts.N, '2026-10-24', 'Europe/Paris'))).toBe(9.5);
    expect(hoursOf(shiftInterval(shifts.N, '2026-06-10', 'Europe/Paris'))).toBe(8.5);
  });

  it('the same in America/New_York (second Sunday of March, first Sunday of November)', () => {
    expect(iso(shiftInterval(shifts.N, '2026-03-07', 'America/New_York'))).toEqual([
      '2026-03-08T03:00:00.000Z',
      '2026-03-08T10:30:00.000Z',
    ]);
    expect(hoursOf(shiftInterval(shifts.N, '2026-10-31', 'America/New_York'))).toBe(9.5);
  });

  it('counts training as time at work, and has no instants for off, leave and sick days', () => {
    expect(hoursOf(shiftInterval(shifts.T, '2026-06-10', 'Europe/Paris'))).toBe(8.5);
    expect(shiftInterval(shifts.O, '2026-06-10', 'Europe/Paris')).toBeNull();
    expect(shiftInterval(shifts.L, '2026-06-10', 'Europe/Paris')).toBeNull();
    expect(shiftInterval({ kind: 'sick', start_time: null, end_time: null }, '2026-06-10', 'Europe/Paris')).toBeNull();
  });
});

describe('standbyInterval: a standby day has hours but no working time', () => {
  const standby = { kind: 'standby' as const, start_time: '06:00', end_time: '06:00' };
  it('places the standby hours (here 24 h from 06:00 local) and gives no working shift for them', () => {
    expect(iso(standbyInterval(standby, '2026-06-10', 'Europe/Paris'))).toEqual(['2026-06-10T04:00:00.000Z', '2026-06-11T04:00:00.000Z']);
    expect(shiftInterval(standby, '2026-06-10', 'Europe/Paris')).toBeNull();
  });
  it('is empty for any other kind', () => {
    expect(standbyInterval(shifts.D, '2026-06-10', 'Europe/Paris')).toBeNull();
  });
});
