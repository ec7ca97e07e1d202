import { describe, expect, it } from 'vitest';
import { defaultDateFormat, firstDayOfWeek, formatDisplayDate, parseDateValue, parseTypedDate, toIsoDate } from '../../../model/dates';

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
  });
});
