import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ruleReasonKeys, ruleReasons } from '../../../model/modules/scheduled/ruleResult';
import { supportedLocales } from '../../../model/locales';

const catalogue = (locale: string) => JSON.parse(readFileSync(new URL(`../../../i18n/${locale}.json`, import.meta.url), 'utf8'));
const lookup = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
// Each placeholder once: a text with plural forms ("one |||| other") names them in each form, Chinese's one form once.
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map(([, name]) => name))].sort();
const english = catalogue('en');

describe('rule reasons have texts in every locale (scheduled.rules.<rule>.<reason>)', () => {
  it('the catalogue lists every rule of the module', () => {
    expect(Object.keys(ruleReasons)).toEqual(
      expect.arrayContaining(['technician_active', 'licence_category', 'no_overlap', 'same_region', 'signer_licence']),
    );
    expect(ruleReasonKeys).toContain('scheduled.rules.type_authorisation.expired');
  });

  it.each(supportedLocales)('%s has a text for every reason, with the same placeholders as English', (locale) => {
    const messages = catalogue(locale);
    for (const key of ruleReasonKeys) {
      const text = lookup(messages, key);
      expect(typeof text === 'string' && text.trim() !== '', `${locale}: ${key}`).toBe(true);
      expect(placeholders(text as string), `${locale}: ${key}`).toEqual(placeholders(lookup(english, key) as string));
      if (locale !== 'en') expect(text, `${locale}: ${key} is an English copy`).not.toBe(lookup(english, key));
    }
  });

  it('holds no text for a reason no rule gives', () => {
    const rules = english.scheduled.rules as Record<string, Record<string, string>>;
    const keys = Object.entries(rules).flatMap(([rule, reasons]) =>
      Object.keys(reasons).map((reason) => `scheduled.rules.${rule}.${reason}`),
    );
    expect(keys.sort()).toEqual([...ruleReasonKeys].sort());
  });
});
