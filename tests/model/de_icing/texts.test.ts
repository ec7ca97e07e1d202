import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '../../../model/locales';
import * as enums from '../../../model/modules/de_icing/enums';
import { deIcingRuleReasonKeys } from '../../../model/modules/de_icing/ruleResult';

const catalogue = (path: string) => JSON.parse(readFileSync(new URL(`../../../i18n/${path}.json`, import.meta.url), 'utf8'));
const lookup = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
const leaves = (node: unknown, prefix = ''): string[] =>
  node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k)) : [prefix];

/** Every closed list the screens show, under de_icing.choices.<list>.<value>. */
const choiceLists = {
  fluid_type: enums.fluidTypes,
  condition: enums.hotConditions,
  precipitation: enums.precipitationTypes,
  intensity: enums.precipitationIntensities,
  procedure: enums.treatmentProcedures,
  purpose: enums.stepPurposes,
  status: enums.treatmentStatuses,
  surface: enums.treatedSurfaces,
};

describe('De-Icing texts in every locale', () => {
  for (const folder of ['', 'server/']) {
    const english = catalogue(`${folder}en`);
    it.each(supportedLocales)(`${folder || 'browser '}%s: every rule reason, translated, with the same keys as English`, (locale) => {
      const messages = catalogue(`${folder}${locale}`);
      expect(leaves(messages.de_icing).sort()).toEqual(leaves(english.de_icing).sort());
      for (const key of deIcingRuleReasonKeys) {
        const text = lookup(messages, key);
        expect(typeof text === 'string' && text.trim() !== '', `${locale}: ${key}`).toBe(true);
        if (locale !== 'en') expect(text, `${locale}: ${key} is an English copy`).not.toBe(lookup(english, key));
      }
    });
  }

  it.each(supportedLocales)('browser %s: a label for every value of every list', (locale) => {
    const messages = catalogue(locale);
    for (const [list, values] of Object.entries(choiceLists)) {
      for (const value of values)
        expect(typeof lookup(messages, `de_icing.choices.${list}.${value}`), `${locale}: ${list}.${value}`).toBe('string');
    }
  });
});
