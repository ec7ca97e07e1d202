import dayjs from 'dayjs';
import { firstDayOfWeek } from '../../../model/dates';
import { dayjsLocaleName } from '../../../model/dateLocales';

export { dayjsLocaleName };

/**
 * The dayjs locale for the UI language with the week starting on Sunday, or on Monday when
 * the configuration says so — whatever the language's own habit is.
 */
export function dayjsLocaleFor(appLocale: string, weekStartsMonday: boolean): string {
  const base = dayjsLocaleName(appLocale);
  const weekStart = firstDayOfWeek(weekStartsMonday);
  const name = `${base}-week${weekStart}`;
  if (!dayjs.Ls[name]) dayjs.locale({ ...dayjs.Ls[base], name, weekStart }, undefined, true);
  return name;
}
