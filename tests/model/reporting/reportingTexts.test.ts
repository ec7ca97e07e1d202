import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '../../../model/locales';

const catalogue = (locale: string) => JSON.parse(readFileSync(new URL(`../../../i18n/server/${locale}.json`, import.meta.url), 'utf8'));
const leaves = (node: unknown, prefix = ''): [string, unknown][] =>
  node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k)) : [[prefix, node]];

/** The server's sentences about reports (not single words such as "Total", which several languages share). */
const sentences = ['scan_guard', 'views', 'schedules', 'mail'];

describe('Reporting texts of the server in every locale', () => {
  const english = new Map(leaves(catalogue('en').reporting));
  it.each(supportedLocales)('%s: the same keys as English, sentences translated', (locale) => {
    const messages = new Map(leaves(catalogue(locale).reporting));
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of messages) {
      expect(typeof text === 'string' && text.trim() !== '', `${locale}: ${key}`).toBe(true);
      if (locale !== 'en' && sentences.includes(key.split('.')[0]))
        expect(text, `${locale}: ${key} is an English copy`).not.toBe(english.get(key));
    }
  });
});
