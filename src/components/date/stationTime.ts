import { formatDisplayDate, type DateLike } from '../../../model/dates';
import { getConfig } from '../../config';
import { dayjsLocaleName } from './dayjsLocales';

/**
 * The one formatter of displayed times (docs/ARCHITECTURE.md, "Internationalisation"): an instant in
 * the zone of the station it belongs to with the zone's label, the day in the settings' date format,
 * the time in 24-hour HH:mm; a date alone in the settings' format (formatDisplayDay); a duration as
 * h:mm (hoursAndMinutes, model/core/duration.ts). Screens call these instead of toLocaleString,
 * Intl.DateTimeFormat or dayjs formats of their own.
 */
export { hoursAndMinutes } from '../../../model/core/duration';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Building an Intl.DateTimeFormat costs far more than using one (a day's cards on What's up spent
 * ~100 ms of a phone's first load on it): one per use, locale and zone, kept.
 */
function formatter(
  use: 'time' | 'clock' | 'date' | 'input',
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

/** HH:mm in the station's zone without the label: the first half of a period whose end carries it. */
function formatStationClock(instant: string, timeZone: string | null | undefined, locale: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return formatter('clock', locale, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/**
 * Day and time in the station's zone, the day in the settings' display format and the time as
 * formatStationTime gives it, with the zone's label: "28 Nov 2026 02:55 CET". For times that may be
 * on another day than the one read (an on-call request, an ETA after midnight).
 */
export function formatStationDateTime(instant: string | null | undefined, timeZone: string | null | undefined, locale: string): string {
  const time = formatStationTime(instant, timeZone, locale);
  if (!time) return '';
  return `${formatDisplayDay(stationDate(instant!, timeZone), locale)} ${time}`;
}

/**
 * A period in the station's zone, the label said once: "08:00–16:00 CET" (`withDay`: "2 Dec 2026
 * 08:00–16:00 CET"); a period that ends on another station day names both days.
 */
export function formatStationPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
  timeZone: string | null | undefined,
  locale: string,
  withDay = false,
): string {
  const until = formatStationTime(end, timeZone, locale);
  if (!start || !until || !formatStationTime(start, timeZone, locale)) return '';
  if (stationDate(start, timeZone) !== stationDate(end!, timeZone)) {
    return `${formatStationDateTime(start, timeZone, locale)} – ${formatStationDateTime(end, timeZone, locale)}`;
  }
  const day = withDay ? `${formatDisplayDay(stationDate(start, timeZone), locale)} ` : '';
  return `${day}${formatStationClock(start, timeZone, locale)}–${until}`;
}

/** A calendar day (a due date, a validity) in the settings' date format and the UI language's month names. */
export function formatDisplayDay(value: DateLike, locale: string): string {
  return formatDisplayDate(value, getConfig().dateFormat, dayjsLocaleName(locale));
}

/**
 * The zone of the reader's device, for an instant that belongs to no station (a notification's
 * arrival, an audit entry, a memo's reading): shown in the reader's own clock, labelled all the same.
 */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The station-local calendar day of an instant (YYYY-MM-DD), to tell a turnaround that crosses midnight. */
export function stationDate(instant: string, timeZone: string | null | undefined): string {
  const parts = formatter('date', 'en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(instant),
  );
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
