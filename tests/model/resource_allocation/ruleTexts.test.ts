import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { availabilityReasonKeys } from '../../../model/modules/resource_allocation/availabilityRules';
import {
  bookableKinds,
  bookingPurposes,
  calibrationResults,
  resourceTransferStatuses,
} from '../../../model/modules/resource_allocation/enums';
import { supportedLocales } from '../../../model/locales';

const catalogue = (path: string) => JSON.parse(readFileSync(new URL(`../../../i18n/${path}.json`, import.meta.url), 'utf8'));
const lookup = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
const choiceKeys = [
  ...bookingPurposes.map((value) => `resource_allocation.choices.booking_purpose.${value}`),
  ...resourceTransferStatuses.map((value) => `resource_allocation.choices.transfer_status.${value}`),
  ...calibrationResults.map((value) => `resource_allocation.choices.calibration_result.${value}`),
  ...bookableKinds.map((value) => `resource_allocation.choices.kind.${value}`),
];

describe('Resources rule reasons and choices have real texts in every locale', () => {
  it.each(supportedLocales)('%s: every reason (browser and server) and every choice, none an English copy', (locale) => {
    for (const [path, keys] of [
      [locale, [...availabilityReasonKeys, ...choiceKeys]],
      [`server/${locale}`, availabilityReasonKeys],
    ] as const) {
      const messages = catalogue(path);
      const english = catalogue(path.replace(locale, 'en'));
      for (const key of keys) {
        const text = lookup(messages, key);
        expect(typeof text === 'string' && text.trim() !== '', `${path}: ${key}`).toBe(true);
        if (locale !== 'en') expect(text, `${path}: ${key} is an English copy`).not.toBe(lookup(english, key));
      }
    }
  });
});
