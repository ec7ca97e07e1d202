import { defaultDateFormat } from '../model/dates';
import { fallbackLocale, supportedLocales } from '../model/locales';

/**
 * The global configuration the API injects into the page through /config.js
 * (the language state's locales and default come from it).
 */
export interface AppConfig {
  appName: string;
  locales: string[];
  defaultLocale: string;
  oidcProviders: { name: string; label: string }[];
  companyName: string;
  logoUrl: string | null;
  dateFormat: string;
  weekStartsMonday: boolean;
}

declare global {
  interface Window {
    config?: Partial<AppConfig>;
  }
}

/** The logo shipped with the app, shown until a company logo is uploaded. */
export { defaultLogoUrl } from '../model/branding';

/** Used when /config.js is absent (component tests, Vite dev without the API). */
export const defaultConfig: AppConfig = {
  appName: 'Tarmac',
  locales: [...supportedLocales],
  defaultLocale: fallbackLocale,
  oidcProviders: [],
  companyName: 'Tarmac',
  logoUrl: null,
  dateFormat: defaultDateFormat,
  weekStartsMonday: false,
};

/** Read on every call so tests (and a late-loading config script) can change window.config. */
export function getConfig(): AppConfig {
  const injected = (typeof window !== 'undefined' && window.config) || {};
  const locales = Array.isArray(injected.locales) && injected.locales.length > 0 ? injected.locales : defaultConfig.locales;
  return {
    ...defaultConfig,
    ...injected,
    locales,
    defaultLocale: injected.defaultLocale && locales.includes(injected.defaultLocale) ? injected.defaultLocale : locales[0],
    oidcProviders: Array.isArray(injected.oidcProviders) ? injected.oidcProviders : [],
    dateFormat: injected.dateFormat || defaultDateFormat,
    weekStartsMonday: Boolean(injected.weekStartsMonday),
  };
}
