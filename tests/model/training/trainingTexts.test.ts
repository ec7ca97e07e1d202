import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { trainingRuleReasonKeys } from '../../../model/modules/training/ruleResult';
import { supportedLocales } from '../../../model/locales';

const catalogue = (path: string) => JSON.parse(readFileSync(new URL(`../../../i18n/${path}.json`, import.meta.url), 'utf8'));
const lookup = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
const leaves = (node: unknown, prefix = ''): string[] =>
  node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k)) : [prefix];

describe('Training texts in every locale (browser and server)', () => {
  for (const folder of ['', 'server/']) {
    const english = catalogue(`${folder}en`);
    it.each(supportedLocales)(`${folder || 'browser '}%s: every rule reason and every training key, translated`, (locale) => {
      const messages = catalogue(`${folder}${locale}`);
      expect(leaves(messages.training).sort()).toEqual(leaves(english.training).sort());
      for (const key of trainingRuleReasonKeys) {
        const text = lookup(messages, key);
        expect(typeof text === 'string' && text.trim() !== '', `${locale}: ${key}`).toBe(true);
        if (locale !== 'en') expect(text, `${locale}: ${key} is an English copy`).not.toBe(lookup(english, key));
      }
    });
  }
});
