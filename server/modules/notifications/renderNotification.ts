import { isDateParam, isRuleListParam, type NotificationParams } from '../../../model/modules/notifications';
import { defaultDateFormat, formatDisplayDate } from '../../../model/dates';
import { dayjsLocaleName } from '../../../model/dateLocales';
import type { Locale } from '../../../model/locales';
import { hasMessage, translatorFor } from '../../i18n';

/**
 * A notification's words in one reader's language (docs/modules/notifications.md): rows keep a key and params, never
 * English, so the same row reads in French today and in Portuguese after its reader changes
 * language. Dates travel as ISO days and are shown as the app shows dates (the configured format).
 */

export interface StoredNotification {
  type: string;
  key: string;
  params: NotificationParams;
}

/**
 * Params as the template reads them: ISO days in the company's date format with the reader's month
 * names, rule names in the reader's words, the rest as given.
 */
function displayedParams(params: NotificationParams, locale: Locale, dateFormat: string): Record<string, string | number> {
  const t = translatorFor(locale);
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (typeof value !== 'string') return [name, value];
      if (isRuleListParam(name))
        return [
          name,
          value
            .split(',')
            .map((rule) => t(`scheduled.rule_names.${rule}`))
            .join(', '),
        ];
      if (!isDateParam(name)) return [name, value];
      return [name, formatDisplayDate(value.slice(0, 10), dateFormat, dayjsLocaleName(locale)) || value];
    }),
  );
}

/** The title and text of a notification in `locale`; an unknown key (a newer release's) reads as its type. */
export function renderNotification(
  row: StoredNotification,
  locale: Locale,
  dateFormat = defaultDateFormat,
): { title: string; text: string } {
  const t = translatorFor(locale);
  const base = `notifications.${row.key}`;
  // Every template has a text; a title may come in plural forms (`title_one`, `title_other`: the grouped alerts' count).
  if (!hasMessage(`${base}.text`)) return { title: t(`notifications.types.${row.type}`), text: '' };
  const vars = displayedParams(row.params ?? {}, locale, dateFormat);
  return { title: t(`${base}.title`, vars), text: t(`${base}.text`, vars) };
}

/** A type's name in `locale` (the list's search also matches it). */
export const notificationTypeLabel = (type: string, locale: Locale) => translatorFor(locale)(`notifications.types.${type}`);
