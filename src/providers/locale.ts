import Cookies from 'js-cookie';
import { localeCookie, persistentCookieDays } from '../../model/storageKeys';
import { fallbackLocale } from '../../model/locales';

/**
 * Language state. The stored locale is used only if it is among the
 * available locales; otherwise the cookie is removed and the configured default is used.
 */
export function resolveInitialLocale(available: readonly string[], defaultLocale: string): string {
  const stored = Cookies.get(localeCookie);
  if (stored && available.includes(stored)) return stored;
  if (stored) Cookies.remove(localeCookie, { path: '/' });
  if (available.includes(defaultLocale)) return defaultLocale;
  return available[0] ?? fallbackLocale;
}

/** Setting a locale stores it in a cookie for 365 days. */
export function storeLocale(locale: string): void {
  Cookies.set(localeCookie, locale, { expires: persistentCookieDays, sameSite: 'lax' });
  currentLocale = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

let currentLocale: string = fallbackLocale;

/** The locale every request announces in Accept-Language. */
export function getCurrentLocale(): string {
  return currentLocale;
}

export function setCurrentLocale(locale: string): void {
  currentLocale = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Each language named in itself, for the language menu. */
export const localeNames: Record<string, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  mr: 'मराठी',
  'pt-BR': 'Português (Brasil)',
  'zh-CN': '简体中文',
};
