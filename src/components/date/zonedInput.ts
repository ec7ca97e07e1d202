import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

// MUI X's `timezone` prop needs both plugins on the dayjs the adapter uses.
dayjs.extend(utc);
dayjs.extend(timezone);

/** The 24-hour time every date-time input shows after the settings' date format. */
export const timeFormat = 'HH:mm';

/** The settings' date format and the 24-hour time: "10 Dec 2026 08:00". */
export const dateTimeFormat = (dateFormat: string) => `${dateFormat} ${timeFormat}`;

/** An ISO instant as the wall clock of a zone, or null when there is none or it cannot be read. */
export function instantInZone(value: string | null | undefined, timeZone: string): Dayjs | null {
  if (!value) return null;
  const moment = dayjs.utc(value);
  return moment.isValid() ? moment.tz(timeZone) : null;
}

export const sameMinute = (a: Dayjs, b: Dayjs) => a.isSame(b, 'minute');

/** A field's label with the zone its time is typed in, so a planner in another zone is not misled. */
export const zonedLabel = (label: string, timeZone: string) => `${label} (${timeZone})`;

/** Whether two ISO instants (or two absences) name the same minute, whatever their offsets. */
export function sameInstant(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return sameMinute(dayjs.utc(a), dayjs.utc(b));
}
