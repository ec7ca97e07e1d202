import { z } from 'zod';
import type { Locale } from '../model/locales';
import { hasMessage, type Translate } from './i18n';

type ZodLocaleFactory = () => { localeError: (issue: never) => { message: string } | string | undefined | null };

// Marathi has no zod locale; its common messages come from our own catalogue, the rest fall back to English.
const zodLocales: Record<Locale, ZodLocaleFactory> = {
  en: z.locales.en,
  es: z.locales.es,
  fr: z.locales.fr,
  mr: z.locales.en,
  'pt-BR': z.locales.pt,
  'zh-CN': z.locales.zhCN,
};
const localeErrorMaps = new Map<Locale, ReturnType<ZodLocaleFactory>['localeError']>();

export interface RawIssue {
  code: string;
  path: (string | number)[];
  message: string;
  input?: unknown;
  minimum?: unknown;
  origin?: string;
  [key: string]: unknown;
}

/** Turns zod issues into `{field: [text]}`, in the caller's language. */
export function fieldErrorsFromIssues(issues: RawIssue[], locale: Locale, t: Translate): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    // An unknown field is reported on that field (errors are shown per field).
    if (issue.code === 'unrecognized_keys' && Array.isArray(issue.keys)) {
      for (const key of issue.keys as string[]) (errors[[...issue.path, key].join('.')] ??= []).push(t('validation.unknown_field'));
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(messageForIssue(issue, locale, t));
  }
  return errors;
}

function messageForIssue(issue: RawIssue, locale: Locale, t: Translate): string {
  if (isMissing(issue)) return t('validation.required');
  if (issue.code === 'unrecognized_keys') return t('validation.unknown_field');
  // Our own refinements and formats carry an i18n key as their message (e.g. 'passwords_differ', 'invalid_phone').
  if ((issue.code === 'custom' || issue.code === 'invalid_format') && hasMessage(`validation.${issue.message}`))
    return t(`validation.${issue.message}`);
  if (locale === 'mr' && hasMessage(`validation.zod.${issue.code}`)) return t(`validation.zod.${issue.code}`, issue);
  let map = localeErrorMaps.get(locale);
  if (!map) {
    map = zodLocales[locale]().localeError;
    localeErrorMaps.set(locale, map);
  }
  const result = map(issue as never);
  const text = typeof result === 'string' ? result : result?.message;
  return text || issue.message;
}

function isMissing(issue: RawIssue): boolean {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return true;
  return issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1;
}
