import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/mr';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/zh-cn';
import { firstDayOfWeek } from '../../../model/dates';

const dayjsNames: Record<string, string> = { en: 'en', es: 'es', fr: 'fr', mr: 'mr', 'pt-BR': 'pt-br', 'zh-CN': 'zh-cn' };

/** The dayjs locale of a UI language (its month and day names). */
export function dayjsLocaleName(appLocale: string): string {
  return dayjsNames[appLocale] ?? 'en';
}

/**
 * The dayjs locale for the UI language with the week starting on Sunday, or on Monday when
 * the configuration says so (spec §5) — whatever the language's own habit is.
 */
export function dayjsLocaleFor(appLocale: string, weekStartsMonday: boolean): string {
  const base = dayjsLocaleName(appLocale);
  const weekStart = firstDayOfWeek(weekStartsMonday);
  const name = `${base}-week${weekStart}`;
  if (!dayjs.Ls[name]) dayjs.locale({ ...dayjs.Ls[base], name, weekStart }, undefined, true);
  return name;
}
