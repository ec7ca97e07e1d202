import { describe, expect, it } from 'vitest';
import { localDayBounds, localToUtc, turnaroundWindow, utcToLocal } from '../../../model/core/localTime';

/**
 * Every expected instant below is what PostgreSQL 15 answers for `(date + time) AT TIME ZONE tz`
 * (the server plans in SQL, so the model must agree with it to the second).
 */
const iso = (date: Date) => date.toISOString().replace('.000Z', 'Z');

describe('localToUtc agrees with PostgreSQL (date + time) AT TIME ZONE', () => {
  it.each([
    // Europe/Amsterdam, spring forward on 2026-03-29: 02:00–03:00 does not exist.
    ['2026-03-29', '01:59:59', 'Europe/Amsterdam', '2026-03-29T00:59:59Z'],
    ['2026-03-29', '02:00', 'Europe/Amsterdam', '2026-03-29T01:00:00Z'],
    ['2026-03-29', '02:30', 'Europe/Amsterdam', '2026-03-29T01:30:00Z'],
    ['2026-03-29', '02:40:00', 'Europe/Amsterdam', '2026-03-29T01:40:00Z'],
    ['2026-03-29', '03:00', 'Europe/Amsterdam', '2026-03-29T01:00:00Z'],
    // Europe/Amsterdam, fall back on 2026-10-25: 02:00–03:00 happens twice; the second (standard) one counts.
    ['2026-10-25', '01:59', 'Europe/Amsterdam', '2026-10-24T23:59:00Z'],
    ['2026-10-25', '02:00', 'Europe/Amsterdam', '2026-10-25T01:00:00Z'],
    ['2026-10-25', '02:30', 'Europe/Amsterdam', '2026-10-25T01:30:00Z'],
    ['2026-10-25', '03:00', 'Europe/Amsterdam', '2026-10-25T02:00:00Z'],
    // America/New_York: 2026-03-08 springs forward at 02:00, 2026-11-01 falls back at 02:00.
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T07:30:00Z'],
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T06:30:00Z'],
    // Zones east of UTC: the local day starts on the previous UTC day.
    ['2026-06-15', '05:30', 'Asia/Kolkata', '2026-06-15T00:00:00Z'],
    ['2026-06-15', '23:10', 'Asia/Kolkata', '2026-06-15T17:40:00Z'],
    ['2026-06-15', '07:45', 'Asia/Shanghai', '2026-06-14T23:45:00Z'],
    ['2026-01-01', '00:00', 'Asia/Shanghai', '2025-12-31T16:00:00Z'],
    // The southern hemisphere jumps the other way round the year.
    ['2026-10-04', '02:30', 'Australia/Sydney', '2026-10-03T16:30:00Z'],
    ['2026-04-05', '02:30', 'Australia/Sydney', '2026-04-04T16:30:00Z'],
  ])('%s %s in %s is %s', (date, time, zone, expected) => {
    expect(iso(localToUtc(date, time, zone))).toBe(expected);
  });

  // Zones' local mean times before 1900 differ between tzdata releases (ICU vs PostgreSQL's), hence UTC.
  it('reads years 1–99 as such, not as 1900–1999', () => {
    expect(iso(localToUtc('0050-06-01', '12:00', 'UTC'))).toBe('0050-06-01T12:00:00Z');
    expect(localDayBounds('0099-12-31', 'UTC').end.getUTCFullYear()).toBe(100);
  });

  it('answers again from what it worked out, each time with a Date of its own', () => {
    const first = localToUtc('2026-10-25', '02:30', 'Europe/Amsterdam');
    first.setTime(0);
    expect(iso(localToUtc('2026-10-25', '02:30', 'Europe/Amsterdam'))).toBe('2026-10-25T01:30:00Z');
    expect(iso(localToUtc('2026-10-25', '02:30', 'America/New_York'))).toBe('2026-10-25T06:30:00Z');
  });
});

describe('utcToLocal', () => {
  it('gives the station-local date and time of an instant, across midnight and DST', () => {
    expect(utcToLocal(new Date('2026-06-15T19:10:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-06-16', time: '00:40' });
    expect(utcToLocal(new Date('2026-10-25T00:30:00Z'), 'Europe/Amsterdam')).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(utcToLocal(new Date('2026-10-25T01:30:00Z'), 'Europe/Amsterdam')).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(utcToLocal(new Date('2026-03-08T07:30:00Z'), 'America/New_York')).toEqual({ date: '2026-03-08', time: '03:30' });
  });

  it('round-trips with localToUtc outside the gaps', () => {
    const at = localToUtc('2026-07-01', '23:59', 'America/New_York');
    expect(utcToLocal(at, 'America/New_York')).toEqual({ date: '2026-07-01', time: '23:59' });
  });
});

const hours = ({ start, end }: { start: Date; end: Date }) => (end.getTime() - start.getTime()) / 3_600_000;

describe('localDayBounds: the station-local day is 23, 24 or 25 hours long', () => {
  it('Europe/Amsterdam 2026-03-29 has 23 hours', () => {
    const day = localDayBounds('2026-03-29', 'Europe/Amsterdam');
    expect([iso(day.start), iso(day.end), hours(day)]).toEqual(['2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z', 23]);
  });

  it('Europe/Amsterdam 2026-10-25 has 25 hours', () => {
    const day = localDayBounds('2026-10-25', 'Europe/Amsterdam');
    expect([iso(day.start), iso(day.end), hours(day)]).toEqual(['2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z', 25]);
  });

  it('America/New_York 2026-03-08 has 23 hours and 2026-11-01 has 25', () => {
    const spring = localDayBounds('2026-03-08', 'America/New_York');
    const autumn = localDayBounds('2026-11-01', 'America/New_York');
    expect([iso(spring.start), iso(spring.end), hours(spring)]).toEqual(['2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z', 23]);
    expect([iso(autumn.start), iso(autumn.end), hours(autumn)]).toEqual(['2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z', 25]);
  });

  it('a zone without DST has 24 hours, the month and year turning over', () => {
    const day = localDayBounds('2026-12-31', 'Asia/Kolkata');
    expect([iso(day.start), iso(day.end), hours(day)]).toEqual(['2026-12-30T18:30:00Z', '2026-12-31T18:30:00Z', 24]);
  });
});

describe('turnaroundWindow', () => {
  it('an overnight turnaround (STA 23:10, STD 00:40) departs the next local day', () => {
    const window = turnaroundWindow('2026-06-15', '23:10', '00:40', 'Asia/Kolkata', 45);
    expect(iso(window.staAt!)).toBe('2026-06-15T17:40:00Z');
    expect(iso(window.stdAt!)).toBe('2026-06-15T19:10:00Z');
    expect([iso(window.start), iso(window.end)]).toEqual(['2026-06-15T17:40:00Z', '2026-06-15T19:10:00Z']);
  });

  it('an overnight turnaround on the 25-hour day lasts 90 minutes, not the wall clock’s 90 minutes ± 1 h', () => {
    const window = turnaroundWindow('2026-10-25', '23:10', '00:40', 'Europe/Amsterdam', 45);
    expect([iso(window.start), iso(window.end)]).toEqual(['2026-10-25T22:10:00Z', '2026-10-25T23:40:00Z']);
  });

  it('a turnaround across the spring-forward hour is an hour shorter than its wall-clock span', () => {
    const window = turnaroundWindow('2026-03-29', '01:30', '03:30', 'Europe/Amsterdam', 30);
    expect(hours(window)).toBe(1);
  });

  it('a time inside the gap moves forward by the gap', () => {
    const window = turnaroundWindow('2026-03-29', '02:30', '04:00', 'Europe/Amsterdam', 30);
    expect(iso(window.staAt!)).toBe('2026-03-29T01:30:00Z');
    expect(utcToLocal(window.staAt!, 'Europe/Amsterdam').time).toBe('03:30');
  });

  it('an STD equal to the STA is the same day (zero-length, not 24 hours)', () => {
    const window = turnaroundWindow('2026-06-15', '10:00', '10:00:00', 'Asia/Shanghai', 30);
    expect(hours(window)).toBe(0);
  });

  it('only an STA: the window is the services’ minutes from it', () => {
    const window = turnaroundWindow('2026-06-15', '07:45', null, 'Asia/Shanghai', 50);
    expect(window.stdAt).toBeNull();
    expect([iso(window.start), iso(window.end)]).toEqual(['2026-06-14T23:45:00Z', '2026-06-15T00:35:00Z']);
  });

  it('only an STD: the window ends at it and starts the services’ minutes before', () => {
    const window = turnaroundWindow('2026-11-01', null, '01:30', 'America/New_York', 40);
    expect(window.staAt).toBeNull();
    expect([iso(window.start), iso(window.end)]).toEqual(['2026-11-01T05:50:00Z', '2026-11-01T06:30:00Z']);
  });

  it('refuses a turnaround without any time', () => {
    expect(() => turnaroundWindow('2026-06-15', null, null, 'UTC', 30)).toThrow();
  });
});
