import dayjs from 'dayjs';
import { dateFormats } from '../../../model/resources/setting';
import { formatDisplayDate, isoDateFormat } from '../../../model/dates';

/** A fixed sample day, so every format shows the day, the month and the year unambiguously. */
export const sampleDay = '2026-11-22';

/** The display formats offered, each named by its example in the UI language ("22 Nov 2026 — DD MMM YYYY"). */
export function dateFormatChoices(dayjsLocale?: string) {
  return dateFormats.map((format) => ({ id: format, name: `${formatDisplayDate(sampleDay, format, dayjsLocale)}  (${format})` }));
}

/** Today in a format, for the live example under the select. */
export function todayIn(format: string, dayjsLocale?: string): string {
  return formatDisplayDate(dayjs().format(isoDateFormat), format, dayjsLocale);
}
