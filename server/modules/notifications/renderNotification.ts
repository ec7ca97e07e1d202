import { isDateParam, type NotificationParams } from '../../../model/modules/notifications';
import type { Locale } from '../../../model/locales';
import { hasMessage, translatorFor } from '../../i18n';

/**
 * A notification's words in one reader's language (issue 13 §2): rows keep a key and params, never
 * English, so the same row reads in French today and in Portuguese after its reader changes
 * language. Dates travel as ISO days and are shown the reader's way.
 */

export interface StoredNotification {
  type: string;
  key: string;
  params: NotificationParams;
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
function dateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format;
}

/** Params as the template reads them: ISO days in the reader's date format, the rest as given. */
function displayedParams(params: NotificationParams, locale: Locale): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (!isDateParam(name) || typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return [name, value];
      const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);
      return [name, Number.isNaN(day.getTime()) ? value : dateFormat(locale).format(day)];
    }),
  );
}

/** The title and text of a notification in `locale`; an unknown key (a newer release's) reads as its type. */
export function renderNotification(row: StoredNotification, locale: Locale): { title: string; text: string } {
  const t = translatorFor(locale);
  const base = `notifications.${row.key}`;
  if (!hasMessage(`${base}.title`)) return { title: t(`notifications.types.${row.type}`), text: '' };
  const vars = displayedParams(row.params ?? {}, locale);
  return { title: t(`${base}.title`, vars), text: t(`${base}.text`, vars) };
}

/** A type's name in `locale` (the list's search also matches it). */
export const notificationTypeLabel = (type: string, locale: Locale) => translatorFor(locale)(`notifications.types.${type}`);
