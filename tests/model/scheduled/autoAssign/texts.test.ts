import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unassignedReasons } from '../../../../model/modules/scheduled/autoAssign';
import type { SoftGoal } from '../../../../model/modules/scheduled/autoAssign';
import { supportedLocales } from '../../../../model/locales';

const catalogue = (locale: string) => JSON.parse(readFileSync(new URL(`../../../../i18n/${locale}.json`, import.meta.url), 'utf8'));
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map(([, name]) => name).sort();
const goals: SoftGoal[] = ['home_station', 'same_aircraft', 'same_station'];
const english = catalogue('en').scheduled.auto_assign;

describe('auto-assign reasons and goals have texts in every locale (scheduled.auto_assign.*)', () => {
  it.each(supportedLocales)('%s names every open-seat reason and goal, with the English placeholders, translated', (locale) => {
    const texts = catalogue(locale).scheduled.auto_assign;
    const keys = [...unassignedReasons.map((reason) => ['reasons', reason]), ...goals.map((goal) => ['goals', goal])];
    for (const [group, key] of keys) {
      const text = texts[group]?.[key];
      expect(typeof text === 'string' && text.trim() !== '', `${locale}: ${group}.${key}`).toBe(true);
      expect(placeholders(text), `${locale}: ${group}.${key}`).toEqual(placeholders(english[group][key]));
      if (locale !== 'en') expect(text, `${locale}: ${group}.${key} is an English copy`).not.toBe(english[group][key]);
    }
  });
});
