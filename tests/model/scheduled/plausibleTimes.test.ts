import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  judgeTimes,
  plausibleTimesReasonKeys,
  recordedTimesOf,
  timesWarnings,
  totalActualMinutes,
  type RecordedTimes,
} from '../../../model/modules/scheduled/plausibleTimes';
import { supportedLocales } from '../../../model/locales';

const sta = '2026-07-01T08:00:00Z';
const at = (hhmm: string) => `2026-07-01T${hhmm}:00Z`;
const times = (extra: Partial<RecordedTimes>): RecordedTimes => ({ sta_at: sta, standard_minutes: 65, ...extra });
const warned = (extra: Partial<RecordedTimes>) => timesWarnings(times(extra)).map((verdict) => verdict.rule);

describe('plausible work records: a warning that needs a remark', () => {
  it('times that fit the job pass every rule', () => {
    expect(judgeTimes(times({ ata_at: at('08:05'), atd_at: at('09:20'), actual_minutes: 70 })).every((verdict) => verdict.ok)).toBe(true);
    expect(warned({})).toEqual([]);
  });

  it('a 65-minute job recorded as taking 0 minutes is flagged, span and minutes alike', () => {
    expect(timesWarnings(times({ ata_at: at('08:05'), atd_at: at('08:05'), actual_minutes: 0 }))).toEqual([
      {
        rule: 'work_span',
        ok: false,
        reason: 'scheduled.plausibility.rules.work_span.too_short',
        params: { minutes: 0, standard: 65, duration: '0:00', standard_duration: '1:05' },
      },
      {
        rule: 'work_minutes',
        ok: false,
        reason: 'scheduled.plausibility.rules.work_minutes.too_short',
        params: { minutes: 0, standard: 65, duration: '0:00', standard_duration: '1:05' },
      },
    ]);
  });

  it('the threshold is a quarter of the standard minutes: 16 of 65 is flagged, 17 is not', () => {
    expect(warned({ ata_at: at('08:00'), atd_at: at('08:16'), actual_minutes: 16 })).toEqual(['work_span', 'work_minutes']);
    expect(warned({ ata_at: at('08:00'), atd_at: at('08:17'), actual_minutes: 17 })).toEqual([]);
  });

  it('nothing recorded yet, or no standard minutes, is nothing to judge', () => {
    expect(warned({ ata_at: at('08:05') })).toEqual([]);
    expect(warned({ ata_at: at('08:05'), atd_at: at('08:05'), actual_minutes: 0, standard_minutes: 0 })).toEqual([]);
    expect(warned({ actual_minutes: null })).toEqual([]);
  });

  it('an ATD before the ATA is flagged (not also as a short span)', () => {
    expect(timesWarnings(times({ ata_at: at('09:00'), atd_at: at('08:30') }))).toEqual([
      { rule: 'time_order', ok: false, reason: 'scheduled.plausibility.rules.time_order.atd_before_ata' },
    ]);
  });

  it('actual times more than 3 hours before the STA are flagged; exactly 3 hours is not', () => {
    expect(timesWarnings(times({ ata_at: at('04:59') }))).toEqual([
      { rule: 'before_sta', ok: false, reason: 'scheduled.plausibility.rules.before_sta.too_early', params: { hours: 3 } },
    ]);
    expect(warned({ ata_at: at('05:00') })).toEqual([]);
    expect(warned({ atd_at: at('04:00') })).toEqual(['before_sta']);
    expect(warned({ sta_at: null, ata_at: at('01:00') })).toEqual([]);
  });

  it('reads an activity as the page holds it: services’ standard minutes and assignments’ actual minutes in total', () => {
    expect(totalActualMinutes([null, null])).toBeNull();
    expect(totalActualMinutes([5, null, 7])).toBe(12);
    expect(
      recordedTimesOf({
        sta_at: sta,
        ata_at: at('08:00'),
        atd_at: null,
        services: [{ standard_minutes: 45 }, { standard_minutes: 20 }],
        assignments: [{ actual_minutes: 3 }, { actual_minutes: null }],
      }),
    ).toEqual({ sta_at: sta, ata_at: at('08:00'), atd_at: null, standard_minutes: 65, actual_minutes: 3 });
  });
});

const catalogue = (file: string) => JSON.parse(readFileSync(new URL(`../../../i18n/${file}.json`, import.meta.url), 'utf8'));
const lookup = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
/** The browser writes %{name}, the server {{name}}. */
const placeholders = (text: string) =>
  [...text.matchAll(/%\{(\w+)\}|\{\{(\w+)\}\}/g)].map(([, browser, server]) => browser ?? server).sort();

describe('the warnings have texts in every locale, browser and server', () => {
  it.each(supportedLocales.flatMap((locale) => [locale, `server/${locale}`]))('%s', (file) => {
    const messages = catalogue(file);
    const english = catalogue(file.startsWith('server/') ? 'server/en' : 'en');
    for (const key of plausibleTimesReasonKeys) {
      const text = lookup(messages, key);
      expect(typeof text === 'string' && text.trim() !== '', `${file}: ${key}`).toBe(true);
      expect(placeholders(text as string), `${file}: ${key}`).toEqual(placeholders(lookup(english, key) as string));
      expect(placeholders(text as string), `${file}: ${key}`).toEqual(placeholders(lookup(catalogue('en'), key) as string));
      if (!file.endsWith('en')) expect(text, `${file}: ${key} is an English copy`).not.toBe(lookup(english, key));
    }
  });
});
