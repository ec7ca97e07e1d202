import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  defaultDateFormat,
  firstDayOfWeek,
  formatDisplayDate,
  parseDateValue,
  parseTypedDate,
  toIsoDate,
  weekStartOf,
} from '../../../model/dates';

describe('date rules', () => {
  it('display format defaults to day, short month name, year', () => {
    expect(defaultDateFormat).toBe('DD MMM YYYY');
    expect(formatDisplayDate('2026-03-07')).toBe('07 Mar 2026');
  });

  it('accepts a Date, a string or a number', () => {
    expect(toIsoDate(new Date(2026, 2, 7))).toBe('2026-03-07');
    expect(toIsoDate('07 Mar 2026')).toBe('2026-03-07');
    expect(toIsoDate('2026-03-07')).toBe('2026-03-07');
    expect(toIsoDate(new Date(2026, 2, 7).getTime())).toBe('2026-03-07');
  });

  it('treats an unparseable string or number as empty', () => {
    expect(parseDateValue('not a date')).toBeNull();
    expect(parseDateValue('2026-13-45')).toBeNull();
    expect(parseDateValue(Number.NaN)).toBeNull();
    expect(parseDateValue(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseDateValue(new Date('nope'))).toBeNull();
    expect(parseDateValue('')).toBeNull();
    expect(parseDateValue(null)).toBeNull();
  });

  it('typed text must match the display format exactly', () => {
    expect(parseTypedDate('07 Mar 2026')?.format('YYYY-MM-DD')).toBe('2026-03-07');
    expect(parseTypedDate('7/3/2026')).toBeNull();
    expect(parseTypedDate('07 March 2026')).toBeNull();
    expect(parseTypedDate('31 Feb 2026')).toBeNull();
    expect(parseTypedDate('2026-03-07', 'YYYY-MM-DD')?.date()).toBe(7);
  });

  it('weeks start on Sunday unless the Monday-first option is set', () => {
    expect(firstDayOfWeek(undefined)).toBe(0);
    expect(firstDayOfWeek(false)).toBe(0);
    expect(firstDayOfWeek(true)).toBe(1);
    // 2026-07-01 is a Wednesday; 2026-07-05 a Sunday.
    expect(weekStartOf('2026-07-01', false)).toBe('2026-06-28');
    expect(weekStartOf('2026-07-01', true)).toBe('2026-06-29');
    expect(weekStartOf('2026-07-05', false)).toBe('2026-07-05');
    expect(weekStartOf('2026-07-05', true)).toBe('2026-06-29');
  });

  it('counts calendar days without a time zone, across month ends and DST nights', () => {
    expect(addCalendarDays('2026-06-28', 6)).toBe('2026-07-04');
    expect(addCalendarDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
