import { describe, expect, it } from 'vitest';
import { supportedLocales } from '../../../../model/locales';
import { allocationRuleNames, ruleNames } from '../../../../model/modules/scheduled/ruleNames';
import { ruleReasonKeys } from '../../../../model/modules/scheduled/ruleResult';
import en from '../../../../i18n/server/en.json';
import { translatorFor } from '../../../../server/i18n';

/**
 * The server names every failed rule in the caller's language (errors.technician_id …): each reason
 * the model can give, and each rule name a 403 lists, has its own text in every locale.
 */
describe('rule texts of the Scheduled work', () => {
  const keys = [...ruleReasonKeys, ...[...ruleNames, ...allocationRuleNames].map((rule) => `scheduled.rule_names.${rule}`)];

  for (const locale of supportedLocales) {
    it(`has a ${locale} text for every rule reason and rule name`, () => {
      const t = translatorFor(locale);
      const english = translatorFor('en');
      // A count picks the plural form of a text that counts (i18next `_one` / `_other`); the others ignore it.
      for (const count of [1, 2])
        for (const key of keys) {
          const text = t(key, { count });
          expect(text, key).not.toBe(key);
          if (locale !== 'en') expect(text, `${locale} ${key} is a copy of the English`).not.toBe(english(key, { count }));
        }
    });
  }

  it('counts in each language’s plural forms, never "service(s)": French 0 and 1 singular, Chinese one form', () => {
    const key = 'scheduled.rules.activity_completed.services_open';
    expect([1, 2].map((count) => translatorFor('en')(key, { count }))).toEqual(['1 service not done yet.', '2 services not done yet.']);
    expect([0, 1, 2].map((count) => translatorFor('fr')(key, { count }))).toEqual([
      '0 service pas encore fait.',
      '1 service pas encore fait.',
      '2 services pas encore faits.',
    ]);
    expect(translatorFor('zh-CN')(key, { count: 1 })).toBe('还有 1 项服务未完成。');
  });

  it('keeps English’s plural keys (_one / _other) in every language with two forms; Chinese keeps its one plain key', async () => {
    const flat = (node: object, prefix = ''): string[] =>
      Object.entries(node).flatMap(([key, value]) =>
        typeof value === 'object' ? flat(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    const plural = flat(en.scheduled.rules, 'scheduled.rules.').filter((key) => /_(one|other)$/.test(key));
    expect(plural).toContain('scheduled.rules.signer_experience.insufficient_one');
    for (const locale of supportedLocales.filter((code) => code !== 'zh-CN' && code !== 'en')) {
      const messages = (await import(`../../../../i18n/server/${locale}.json`)).default;
      expect(
        plural.filter((key) => !new Set(flat(messages.scheduled.rules, 'scheduled.rules.')).has(key)),
        locale,
      ).toEqual([]);
    }
  });

  it('keeps no reason text the model cannot give', () => {
    const known = new Set(ruleReasonKeys);
    const stored = Object.entries(en.scheduled.rules).flatMap(([rule, reasons]) =>
      Object.keys(reasons).map((reason) => `scheduled.rules.${rule}.${reason.replace(/_(one|other)$/, '')}`),
    );
    expect(stored.filter((key) => !known.has(key))).toEqual([]);
  });
});
