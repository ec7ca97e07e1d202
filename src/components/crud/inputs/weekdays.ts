/** ISO weekdays, 1 = Monday … 7 = Sunday, as the API stores days_of_week. */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The weekday's name in the UI language (2024-01-01 was a Monday). A name, not a displayed time, so it
 * stays outside the one formatter (src/components/date/stationTime.ts): no zone or date format applies.
 */
export function weekdayName(isoDay: number, locale: string, style: 'long' | 'short' | 'narrow' = 'short'): string {
  return new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, isoDay)));
}

export const weekdayChoices = (locale: string) => isoWeekdays.map((day) => ({ id: day, name: weekdayName(day, locale, 'short') }));
