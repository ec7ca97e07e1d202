import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { restRuleNames } from '../../../model/modules/manpower/enums';
import { restRuleCatalogue, restRuleReasonKeys } from '../../../model/modules/manpower/restRuleCatalogue';
import { supportedLocales } from '../../../model/locales';

const catalogue = (file: string) => JSON.parse(readFileSync(new URL(`../../../i18n/${file}.json`, import.meta.url), 'utf8'));
const lookup = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}|\{\{(\w+)\}\}/g)].map(([, a, b]) => a ?? b).sort();

const keys = [
  ...restRuleReasonKeys,
  ...restRuleCatalogue.map((entry) => entry.citation_key),
  ...restRuleNames.map((rule) => `manpower.rules.${rule}.name`),
];

describe('rest rules have their reasons, citations and names in every locale (manpower.rules.*)', () => {
  it('the catalogue has a setting for every rule', () => {
    expect(new Set(restRuleCatalogue.map((entry) => entry.rule))).toEqual(new Set(restRuleNames));
  });

  it.each(supportedLocales.flatMap((locale) => [locale, `server/${locale}`]))(
    '%s has a text for each, with the same placeholders as English, not an English copy',
    (file) => {
      const messages = catalogue(file);
      const english = catalogue(file.startsWith('server/') ? 'server/en' : 'en');
      for (const key of keys) {
        const text = lookup(messages, key);
        expect(typeof text === 'string' && text.trim() !== '', `${file}: ${key}`).toBe(true);
        expect(placeholders(text as string), `${file}: ${key}`).toEqual(placeholders(lookup(english, key) as string));
        if (!file.endsWith('en')) expect(text, `${file}: ${key} is an English copy`).not.toBe(lookup(english, key));
      }
    },
  );
});
