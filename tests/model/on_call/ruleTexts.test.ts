import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dispatchRoles, melStatuses, requestPriorities, requestStatuses } from '../../../model/modules/on_call/enums';
import { onCallRuleReasonKeys } from '../../../model/modules/on_call/ruleResult';
import { supportedLocales } from '../../../model/locales';

/** The browser shows the rules' reasons and the enums (i18n `on_call.rules.*`, `on_call.choices.*`); the server names them in its refusals. */
const catalogue = (path: string) => JSON.parse(readFileSync(new URL(`../../../i18n/${path}.json`, import.meta.url), 'utf8'));
const lookup = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
const clientPlaceholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map(([, name]) => name).sort();
const serverPlaceholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name).sort();
const choiceKeys = Object.entries({
  priority: requestPriorities,
  status: requestStatuses,
  mel_status: melStatuses,
  role: dispatchRoles,
}).flatMap(([list, values]) => values.map((value) => `on_call.choices.${list}.${value}`));

describe('On-Call rule reasons and choices have texts in every locale', () => {
  it.each(supportedLocales)('%s: every reason in the browser and the server, with the English placeholders, translated', (locale) => {
    const [client, server, clientEn, serverEn] = [
      catalogue(locale),
      catalogue(`server/${locale}`),
      catalogue('en'),
      catalogue('server/en'),
    ];
    for (const key of onCallRuleReasonKeys) {
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
    for (const key of choiceKeys) expect(typeof lookup(client, key), `${locale}: ${key}`).toBe('string');
  });

  it('holds no text for a reason no rule gives', () => {
    const rules = catalogue('en').on_call.rules as Record<string, Record<string, string>>;
    const keys = Object.entries(rules).flatMap(([rule, reasons]) =>
      Object.keys(reasons).map((reason) => `on_call.rules.${rule}.${reason}`),
    );
    expect(keys.sort()).toEqual([...onCallRuleReasonKeys].sort());
  });
});
