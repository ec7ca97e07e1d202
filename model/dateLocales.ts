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
