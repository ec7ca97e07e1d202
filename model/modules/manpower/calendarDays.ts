/**
 * Arithmetic on calendar dates written YYYY-MM-DD (station-local days): no time zone involved,
 * so a day is a day whether the station's clock has 23, 24 or 25 hours that day.
 */
const dayMs = 86_400_000;

const epochDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;
const fromEpochDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => fromEpochDay(epochDay(date) + days);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => epochDay(to) - epochDay(from);

/** Every date from `from` to `to`, both included. */
export function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = epochDay(from); day <= epochDay(to); day++) dates.push(fromEpochDay(day));
  return dates;
}

/** The first day of the week holding `date`: Monday or Sunday, as the company's setting says. */
export function weekStartOf(date: string, weekStartsMonday: boolean): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const back = weekStartsMonday ? (weekday + 6) % 7 : weekday;
  return addDays(date, -back);
}

/** The first day of the calendar month holding `date`. */
export const monthStartOf = (date: string): string => `${date.slice(0, 7)}-01`;

/** The last day of the calendar month holding `date`. */
export function monthEndOf(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The days in the calendar month holding `date` (28 to 31). */
export const daysInMonth = (date: string): number => Number(monthEndOf(date).slice(8, 10));
