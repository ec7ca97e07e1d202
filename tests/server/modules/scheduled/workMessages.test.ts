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
      for (const key of keys) {
        const text = t(key, {});
        expect(text, key).not.toBe(key);
        if (locale !== 'en') expect(text, `${locale} ${key} is a copy of the English`).not.toBe(english(key, {}));
      }
    });
  }

  it('keeps no reason text the model cannot give', () => {
    const known = new Set(ruleReasonKeys);
    const stored = Object.entries(en.scheduled.rules).flatMap(([rule, reasons]) =>
      Object.keys(reasons).map((reason) => `scheduled.rules.${rule}.${reason}`),
    );
    expect(stored.filter((key) => !known.has(key))).toEqual([]);
  });
});
