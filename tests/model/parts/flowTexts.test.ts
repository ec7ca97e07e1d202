import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { partRequestStatuses, stockCountStatuses, stockTransferStatuses } from '../../../model/modules/parts/enums';
import { partsFlowRuleReasonKeys, partsFlowRuleReasons } from '../../../model/modules/parts/flowRuleResult';
import { supportedLocales } from '../../../model/locales';

/** The browser shows the flow rules' reasons and statuses (i18n `parts.rules.*`, `parts.choices.*`); the server names them in its refusals. */
const catalogue = (path: string) => JSON.parse(readFileSync(new URL(`../../../i18n/${path}.json`, import.meta.url), 'utf8'));
const path = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
/** A text, or the server's plural form of it (i18next `_other`, beside `_one`) when it counts. */
const lookup = (messages: unknown, key: string) => path(messages, key) ?? path(messages, `${key}_other`);
// Each placeholder once: a text with plural forms names them in each form, Chinese's one form once.
const unique = (names: string[]) => [...new Set(names)].sort();
const clientPlaceholders = (text: string) => unique([...text.matchAll(/%\{(\w+)\}/g)].map(([, name]) => name));
const serverPlaceholders = (text: string) => unique([...text.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name));
const choiceKeys = Object.entries({
  part_request_status: partRequestStatuses,
  transfer_status: stockTransferStatuses,
  count_status: stockCountStatuses,
}).flatMap(([list, values]) => values.map((value) => `parts.choices.${list}.${value}`));

describe('Parts flow rule reasons and statuses have texts in every locale', () => {
  it.each(supportedLocales)('%s: every reason in the browser and the server, with the English placeholders, translated', (locale) => {
    const [client, server, clientEn, serverEn] = [
      catalogue(locale),
      catalogue(`server/${locale}`),
      catalogue('en'),
      catalogue('server/en'),
    ];
    for (const key of partsFlowRuleReasonKeys) {
      for (const [messages, english, placeholders] of [
        [client, clientEn, clientPlaceholders],
        [server, serverEn, serverPlaceholders],
      ] as const) {
        const text = lookup(messages, key);
        expect(typeof text === 'string' && text.trim() !== '', `${locale}: ${key}`).toBe(true);
        expect(placeholders(text as string), `${locale}: ${key}`).toEqual(placeholders(lookup(english, key) as string));
        if (locale !== 'en') expect(text, `${locale}: ${key} is an English copy`).not.toBe(lookup(english, key));
      }
    }
    for (const key of choiceKeys) {
      expect(typeof lookup(client, key), `${locale}: ${key}`).toBe('string');
      if (locale !== 'en') expect(lookup(client, key), `${locale}: ${key} is an English copy`).not.toBe(lookup(clientEn, key));
    }
  });

  it('holds no text for a flow reason no rule gives', () => {
    const rules = catalogue('en').parts.rules as Record<string, Record<string, string>>;
    const own = Object.entries(rules).filter(([rule]) => rule in partsFlowRuleReasons);
    const keys = own.flatMap(([rule, reasons]) => Object.keys(reasons).map((reason) => `parts.rules.${rule}.${reason}`));
    expect(keys.sort()).toEqual([...partsFlowRuleReasonKeys].sort());
  });
});
