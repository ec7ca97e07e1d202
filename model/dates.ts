import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { readableDateFormat } from './dateLocales';

dayjs.extend(customParseFormat);

/** Display format when the configuration names none: day, short month name, year. */
export const defaultDateFormat = 'DD MMM YYYY';
/** Format used to store and exchange calendar dates (the saved calendar date, API params). */
export const isoDateFormat = 'YYYY-MM-DD';

export type DateLike = Date | string | number | Dayjs | null | undefined;

/**
 * Turns whatever a date input receives into a day, or null when it cannot be read
 * (an unparseable string or number is treated as empty).
 * Strings are read strictly in the display format first, then as ISO dates.
 */
export function parseDateValue(value: DateLike, displayFormat = defaultDateFormat, locale?: string): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (dayjs.isDayjs(value)) return value.isValid() ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dayjs(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const parsed = dayjs(value);
    return parsed.isValid() ? parsed : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const typed = parseTypedDate(text, displayFormat, locale);
  if (typed) return typed;
  // ISO date or date-time, as the API and localStorage hold them. The date part is read
  // strictly: dayjs alone would roll 2026-13-45 over into a real day.
  if (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) {
    if (!dayjs(text.slice(0, 10), isoDateFormat, true).isValid()) return null;
    const parsed = dayjs(text);
    return parsed.isValid() ? parsed : null;
  }
  return null;
}

/**
 * Reads text typed by the user. It must match the display format exactly (strict parsing),
 * otherwise null: the date input then clears itself when the user leaves it.
 */
export function parseTypedDate(text: string, displayFormat = defaultDateFormat, locale?: string): Dayjs | null {
  if (!text.trim()) return null;
  const parsed = locale ? dayjs(text.trim(), displayFormat, locale, true) : dayjs(text.trim(), displayFormat, true);
  return parsed.isValid() ? parsed : null;
}

/**
 * `locale`: a loaded dayjs locale name, so month names follow the UI language ("22 nov. 2026"), in
 * the order that language reads them (zh-CN "2026年11月22日", model/dateLocales.ts readableDateFormat).
 */
export function formatDisplayDate(value: DateLike, displayFormat = defaultDateFormat, locale?: string): string {
  const day = parseDateValue(value, displayFormat);
  if (!day) return '';
  return (locale ? day.locale(locale) : day).format(readableDateFormat(displayFormat, locale));
}

/** Today where this code runs (in the browser: the user's calendar day), as an ISO date. */
export function localToday(): string {
  return dayjs().format(isoDateFormat);
}

export function toIsoDate(value: DateLike, displayFormat = defaultDateFormat): string | null {
  const day = parseDateValue(value, displayFormat);
  return day ? day.format(isoDateFormat) : null;
}

/** 0 = Sunday, 1 = Monday. Weeks start on Sunday unless the Monday-first option is set. */
export function firstDayOfWeek(weekStartsMonday: boolean | undefined): 0 | 1 {
  return weekStartsMonday ? 1 : 0;
}

/** `date` (an ISO calendar date) moved by `days` calendar days: no time zone, so a DST night never skips a day. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first day of the week holding `date` (Sunday, or Monday when the settings say so), as an ISO date. */
export function weekStartOf(date: string, weekStartsMonday: boolean | undefined): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addCalendarDays(date, -((weekday - firstDayOfWeek(weekStartsMonday) + 7) % 7));
}
