/**
 * Station-local wall-clock time ↔ UTC instants, with the airport's IANA zone (a night
 * turnaround crosses midnight, DST days have 23 or 25 hours). The server plans in SQL with
 * `(date + time) AT TIME ZONE tz`; these functions answer exactly as PostgreSQL does there
 * (tests/model/scheduled/localTime.test.ts holds PostgreSQL 15's answers):
 * - a time inside a spring-forward gap takes the offset from before the jump, so 02:30 on the
 *   day Amsterdam skips 02:00–03:00 is 03:30 CEST (01:30 UTC);
 * - a time that happens twice in an autumn fall-back takes the offset from after the jump, the
 *   second occurrence (standard time): 02:30 in Amsterdam on 2026-10-25 is 01:30 UTC, not the
 *   daylight 00:30 UTC one might expect (checked on PostgreSQL 15: the docs' "datetime-invalid-input"
 *   rule, the offset that prevails just after a jump back and just before a jump forward).
 */

const dayMs = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Date.UTC without its quirk of reading years 0–99 as 1900–1999 (PostgreSQL dates start at year 1). */
function utcMs(year: number, month: number, day: number, hour: number, minute: number, second: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.setUTCHours(hour, minute, second, 0);
}

/** The zone's wall clock at an instant, as if it were UTC (milliseconds). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return utcMs(Number(parts.year), Number(parts.month), Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** The zone's offset from UTC at an instant, in milliseconds (seconds kept: instants are whole seconds here). */
const offsetAt = (instant: number, timeZone: string) =>
  wallClockMs(Math.floor(instant / 1000) * 1000, timeZone) - Math.floor(instant / 1000) * 1000;

function parseWallClock(localDate: string, localTime: string): number {
  const [year, month, day] = localDate.split('-').map(Number);
  const [hour, minute, second = 0] = localTime.split(':').map(Number);
  return utcMs(year, month, day, hour, minute, second);
}

/**
 * Instants already worked out, by zone, date and time. Rules ask for the same few day boundaries and shift times
 * over and over (auto-assign judges each candidate's rest rules on every seat: 40 % of its time went into
 * Intl's formatting before), and the answer never changes. Emptied when full, so it stays small.
 */
const knownInstants = new Map<string, number>();
const knownInstantsLimit = 50_000;

/** The instant a station-local date and time (HH:MM or HH:MM:SS) names in `timeZone`. */
export function localToUtc(localDate: string, localTime: string, timeZone: string): Date {
  const key = `${timeZone} ${localDate} ${localTime}`;
  let instant = knownInstants.get(key);
  if (instant === undefined) {
    if (knownInstants.size >= knownInstantsLimit) knownInstants.clear();
    instant = instantOf(localDate, localTime, timeZone);
    knownInstants.set(key, instant);
  }
  return new Date(instant);
}

function instantOf(localDate: string, localTime: string, timeZone: string): number {
  const wall = parseWallClock(localDate, localTime);
  // The offsets a day either side: at most one transition lies between them.
  const before = offsetAt(wall - dayMs, timeZone);
  const after = offsetAt(wall + dayMs, timeZone);
  const readsBack = (offset: number) => offsetAt(wall - offset, timeZone) === offset;
  if (readsBack(after)) return wall - after;
  if (readsBack(before)) return wall - before;
  // Inside a gap: the offset from before the jump.
  return wall - before;
}

/** The station-local date (YYYY-MM-DD) and time (HH:MM) of an instant. */
export function utcToLocal(instant: Date, timeZone: string): { date: string; time: string } {
  const iso = new Date(wallClockMs(instant.getTime(), timeZone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The first and last instant of a station-local day: 23, 24 or 25 hours apart. */
export function localDayBounds(localDate: string, timeZone: string): { start: Date; end: Date } {
  const next = new Date(parseWallClock(localDate, '00:00') + dayMs).toISOString().slice(0, 10);
  return { start: localToUtc(localDate, '00:00', timeZone), end: localToUtc(next, '00:00', timeZone) };
}

const minuteMs = 60_000;

/**
 * A planned turnaround's instants: STA on the local date, STD the same day or, when earlier than
 * the STA, the next local day. With one of them only, the window is the services' minutes from it.
 */
export function turnaroundWindow(
  localDate: string,
  sta: string | null,
  std: string | null,
  timeZone: string,
  serviceMinutes: number,
): { staAt: Date | null; stdAt: Date | null; start: Date; end: Date } {
  if (!sta && !std) throw new Error('A turnaround needs an STA or an STD');
  const staAt = sta ? localToUtc(localDate, sta, timeZone) : null;
  const departsNextDay = sta !== null && std !== null && normalised(std) < normalised(sta);
  const stdDate = departsNextDay ? new Date(parseWallClock(localDate, '00:00') + dayMs).toISOString().slice(0, 10) : localDate;
  const stdAt = std ? localToUtc(stdDate, std, timeZone) : null;
  const start = staAt ?? new Date(stdAt!.getTime() - serviceMinutes * minuteMs);
  const end = stdAt ?? new Date(staAt!.getTime() + serviceMinutes * minuteMs);
  return { staAt, stdAt, start, end };
}

const normalised = (time: string) => (time.length === 5 ? `${time}:00` : time);
