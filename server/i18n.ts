import i18next, { type TFunction } from 'i18next';
import { fallbackLocale, supportedLocales, type Locale } from '../model/locales';
import en from '../i18n/server/en.json';
import es from '../i18n/server/es.json';
import fr from '../i18n/server/fr.json';
import mr from '../i18n/server/mr.json';
import ptBR from '../i18n/server/pt-BR.json';
import zhCN from '../i18n/server/zh-CN.json';

const catalogues: Record<Locale, object> = { en, es, fr, mr, 'pt-BR': ptBR, 'zh-CN': zhCN };

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  lng: fallbackLocale,
  fallbackLng: fallbackLocale,
  supportedLngs: [...supportedLocales],
  resources: Object.fromEntries(Object.entries(catalogues).map(([lng, messages]) => [lng, { translation: messages }])),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** The server's messages in one locale; keys are `section.name` paths into i18n/server/<locale>.json. */
export function translatorFor(locale: Locale): Translate {
  const t: TFunction = instance.getFixedT(locale);
  return (key, vars) => t(key, vars ?? {}) as string;
}

export function hasMessage(key: string): boolean {
  return instance.exists(key);
}
