import { formatDisplayDate } from '../../../model/dates';
import { getConfig } from '../../config';
import { dayjsLocaleName } from './dayjsLocales';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Building an Intl.DateTimeFormat costs far more than using one (a day's cards on What's up spent
 * ~100 ms of a phone's first load on it): one per use, locale and zone, kept.
 */
function formatter(
  use: 'time' | 'date' | 'input',
  locale: string,
  timeZone: string | null | undefined,
  options: Intl.DateTimeFormatOptions,
) {
  const key = `${use}|${locale}|${timeZone || 'UTC'}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone || 'UTC' })));
  return format;
}

/**
 * Instants are stored in UTC; people on the ramp read them in the station's time (station-local
 * dates and times derive from the airport's time zone, docs/ARCHITECTURE.md), with the zone said so a
 * planner in another zone is not misled. Without a known zone the time is shown in UTC.
 */
export function formatStationTime(instant: string | null | undefined, timeZone: string | null | undefined, locale: string): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return formatter('time', locale, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' }).format(date);
}

/**
 * Day and time in the station's zone, the day in the settings' display format and the time as
 * formatStationTime gives it, with the zone's label: "28 Nov 2026 02:55 CET". For times that may be
 * on another day than the one read (an on-call request, an ETA after midnight).
 */
export function formatStationDateTime(instant: string | null | undefined, timeZone: string | null | undefined, locale: string): string {
  const time = formatStationTime(instant, timeZone, locale);
  if (!time) return '';
  return `${formatDisplayDate(stationDate(instant!, timeZone), getConfig().dateFormat, dayjsLocaleName(locale))} ${time}`;
}

/** The station-local calendar day of an instant (YYYY-MM-DD), to tell a turnaround that crosses midnight. */
export function stationDate(instant: string, timeZone: string | null | undefined): string {
  const parts = formatter('date', 'en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(instant),
  );
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `YYYY-MM-DDTHH:MM` in the station's zone: the value of a datetime-local input. */
export function toStationInputValue(instant: string | null | undefined, timeZone: string | null | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const parts = formatter('input', 'en-CA', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
