import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import type { Plugin } from 'vite';

/** The browser's message files (i18n/<locale>.json), not the server's (i18n/server/). */
const messageFile = /[\\/]i18n[\\/][\w-]+\.json$/;

/**
 * The message files arrive already in i18next's syntax, marked `$i18next` (src/providers/i18nProvider.ts
 * then uses them as they are). The files are written in react-admin's polyglot syntax (%{name},
 * "one |||| many"); converting a whole locale in the browser cost a phone's first load a ~90 ms task
 * (4× slowed CPU, bench/first-load). The same function converts them, once per build. The API's part
 * (top-level "server") is dropped here too.
 */
export function i18nextMessages(): Plugin {
  return {
    name: 'tarmac:i18next-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!messageFile.test(id)) return null;
      const { server: _server, ...messages } = JSON.parse(code) as Record<string, unknown>;
      return { code: JSON.stringify({ ...convertRaTranslationsToI18next(messages), $i18next: true }), map: null };
    },
  };
}
