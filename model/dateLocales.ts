import 'dayjs/locale/es.js';
import 'dayjs/locale/fr.js';
import 'dayjs/locale/mr.js';
import 'dayjs/locale/pt-br.js';
import 'dayjs/locale/zh-cn.js';

const dayjsNames: Record<string, string> = { en: 'en', es: 'es', fr: 'fr', mr: 'mr', 'pt-BR': 'pt-br', 'zh-CN': 'zh-cn' };

/**
 * The dayjs locale of an app language (its month and day names), loaded: the browser's date inputs
 * and the server's texts (notifications) show dates the same way, in the configured date format.
 */
export function dayjsLocaleName(appLocale: string): string {
  return dayjsNames[appLocale] ?? 'en';
}

/**
 * How a language writes a day whose format names the month. Chinese puts year, month and day in
 * that order, each with its character: dayjs' zh-cn month names ("11月") in a "DD MMM YYYY" order
 * read "28 11月 2026", so zh-CN writes such a day "2026年11月28日" instead. Numeric formats
 * (DD/MM/YYYY …) read the same in every language and stay as chosen; so does every other language,
 * whose month names fit the chosen order ("28 nov. 2026", "28 नोव्हें. 2026").
 */
const monthNameFormats: Record<string, { day: string; dayOfYear: string }> = { 'zh-cn': { day: 'YYYY年M月D日', dayOfYear: 'M月D日' } };

/** The display format as `dayjsLocale` writes it: the setting, unless the language reads it otherwise (above). */
export function readableDateFormat(displayFormat: string, dayjsLocale: string | undefined): string {
  // A week-start variant (src/components/date/dayjsLocales.ts: "zh-cn-week1") writes days as its language does.
  const own = dayjsLocale ? monthNameFormats[dayjsLocale.replace(/-week\d$/, '')] : undefined;
  if (!own || !displayFormat.includes('MMM')) return displayFormat;
  // A short day (the roster's columns drop the year) stays short.
  return displayFormat.includes('Y') ? own.day : own.dayOfYear;
}
