import { createInstance, type BackendModule } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { fallbackLocale } from '../../model/locales';
import { getConfig } from '../config';
import { localeNames, resolveInitialLocale, setCurrentLocale, storeLocale } from './locale';

type Messages = Record<string, unknown>;

// One lazy chunk per locale: messages load on demand the first time a locale is used.
const catalogues = import.meta.glob<Messages>('../../i18n/*.json', { import: 'default' });

/** Loads a locale's messages; the top-level "server" key belongs to the API and is dropped. */
export async function loadMessages(locale: string): Promise<Messages> {
  const load = catalogues[`../../i18n/${locale}.json`];
  if (!load) throw new Error(`No messages for locale ${locale}`);
  const { server: _server, $i18next: converted, ...messages } = await load();
  // Files use react-admin's polyglot syntax (%{name}, "one |||| many"); i18next wants its own. The app's
  // build converts them (build/i18nextMessages.ts): here only where files come as they are (the component tests).
  return converted ? messages : (convertRaTranslationsToI18next(messages) as Messages);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    loadMessages(language).then(
      (messages) => callback(null, messages),
      (error) => callback(error, false),
    );
  },
};

/**
 * The i18nProvider (docs/ARCHITECTURE.md, i18n): initial locale from the cookie when available, else the
 * configured default; fallback en; a locale change is stored in the cookie for 365 days.
 * Resolves once the current locale's messages are loaded (guard "locale").
 */
export async function createI18nProvider(): Promise<I18nProvider> {
  const config = getConfig();
  const initial = resolveInitialLocale(config.locales, config.defaultLocale);
  setCurrentLocale(initial);
  const instance = createInstance().use(lazyBackend);
  const provider = await getI18nProvider(
    instance,
    {
      lng: initial,
      fallbackLng: fallbackLocale,
      load: 'currentOnly',
      supportedLngs: [...new Set([...config.locales, fallbackLocale])],
      interpolation: { escapeValue: false },
      returnNull: false,
    },
    config.locales.map((locale) => ({ locale, name: localeNames[locale] ?? locale })),
  );
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      await provider.changeLocale(locale);
      storeLocale(locale);
    },
  };
}
