import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '../../../model/locales';
import {
  canRectify,
  daysLeft,
  defectCreateSchema,
  defectDeferSchema,
  defectRuleReasonKeys,
  deferralAlertDays,
  deferralDueOn,
  deferralStatus,
  deferralVerdicts,
  evidenceVerdict,
  limitDaysOf,
} from '../../../model/modules/defects';
import { failedRules } from '../../../model/ruleCatalogue';

describe('MEL deferral limits (EASA CS-MMEL / FAA MMEL preamble, repair interval categories)', () => {
  it('B, C and D are 3, 10 and 120 calendar days; A is what the item states', () => {
    expect([limitDaysOf('B'), limitDaysOf('C'), limitDaysOf('D')]).toEqual([3, 10, 120]);
    expect(limitDaysOf('A', 2)).toBe(2);
    expect(limitDaysOf('A')).toBeNull();
    // A fixed category ignores a typed number: the preamble fixes it.
    expect(limitDaysOf('C', 99)).toBe(10);
  });

  it('counts the days excluding the day of discovery, across month and year ends', () => {
    expect(deferralDueOn('2026-11-01', 3)).toBe('2026-11-04');
    expect(deferralDueOn('2026-12-30', 3)).toBe('2027-01-02');
    expect(deferralDueOn('2028-02-27', 10)).toBe('2028-03-08');
    expect(deferralDueOn('2026-11-28', 120)).toBe('2027-03-28');
  });

  it('days left are 0 on the due day and negative once overdue', () => {
    expect(daysLeft('2026-11-04', '2026-11-01')).toBe(3);
    expect(daysLeft('2026-11-04', '2026-11-04')).toBe(0);
    expect(daysLeft('2026-11-04', '2026-11-06')).toBe(-2);
  });

  it('warns two days ahead, or a tenth of a long limit', () => {
    expect([deferralAlertDays(3), deferralAlertDays(10), deferralAlertDays(120)]).toEqual([2, 2, 12]);
    expect(deferralStatus('2026-11-10', 10, '2026-11-07')).toBe('valid');
    expect(deferralStatus('2026-11-10', 10, '2026-11-08')).toBe('due_soon');
    expect(deferralStatus('2026-11-10', 10, '2026-11-11')).toBe('overdue');
  });
});

describe('defect transitions (EASA Part-145 145.A.50(e))', () => {
  it('an open or deferred defect can be rectified, a rectified one not again', () => {
    expect(canRectify('open').ok).toBe(true);
    expect(canRectify('deferred').ok).toBe(true);
    expect(canRectify('rectified')).toMatchObject({ ok: false, reason: 'defects.rules.state.already_rectified' });
  });

  it('only an open defect is deferred, and category A needs its days: every failure is named', () => {
    expect(failedRules(deferralVerdicts('open', 'B'))).toEqual([]);
    expect(failedRules(deferralVerdicts('open', 'A', 5))).toEqual([]);
    expect(deferralVerdicts('deferred', 'A')).toEqual([
      { rule: 'state', ok: false, reason: 'defects.rules.state.already_deferred' },
      { rule: 'limit', ok: false, reason: 'defects.rules.limit.category_a_needs_days' },
    ]);
    expect(deferralVerdicts('rectified', 'C')[0]).toMatchObject({ reason: 'defects.rules.state.already_rectified' });
  });

  it("the parts and tools of a rectification are the job's own", () => {
    const job = { movementIds: [1, 2], bookingIds: [7] };
    expect(evidenceVerdict({ movementIds: [2], bookingIds: [7] }, job).ok).toBe(true);
    expect(evidenceVerdict({ movementIds: [3], bookingIds: [] }, job)).toMatchObject({ params: { id: 3 } });
    expect(evidenceVerdict({ movementIds: [], bookingIds: [8] }, job)).toMatchObject({
      reason: 'defects.rules.evidence.tool_not_on_job',
    });
  });
});

describe('defect bodies', () => {
  it('a description is enough; an ATA chapter is two digits, optionally with a section', () => {
    expect(defectCreateSchema.parse({ description: ' Tyre cut ' })).toEqual({ description: 'Tyre cut' });
    expect(defectCreateSchema.parse({ description: 'x', ata_chapter: '32-41' }).ata_chapter).toBe('32-41');
    expect(defectCreateSchema.safeParse({ description: 'x', ata_chapter: '3' }).success).toBe(false);
    expect(defectCreateSchema.safeParse({ description: '' }).success).toBe(false);
    expect(defectCreateSchema.safeParse({ description: 'x', state: 'rectified' }).success).toBe(false);
  });

  it('a deferral names its item, category and tech-log page', () => {
    expect(defectDeferSchema.safeParse({ mel_item: '33-41-01', category: 'C', tech_log_ref: 'TL 4471/2' }).success).toBe(true);
    expect(defectDeferSchema.safeParse({ mel_item: '33-41-01', category: 'E', tech_log_ref: 'TL 1' }).success).toBe(false);
    expect(defectDeferSchema.safeParse({ category: 'B', tech_log_ref: 'TL 1' }).success).toBe(false);
  });
});

describe('defect rule texts', () => {
  const catalogue = (locale: string) => JSON.parse(readFileSync(new URL(`../../../i18n/${locale}.json`, import.meta.url), 'utf8'));
  const lookup = (messages: unknown, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  it.each(supportedLocales)('%s has a text of its own for every reason', (locale) => {
    for (const key of defectRuleReasonKeys) {
      const text = lookup(catalogue(locale), key);
      expect(typeof text === 'string' && text.trim() !== '', `${locale}: ${key}`).toBe(true);
      if (locale !== 'en') expect(text, `${locale}: ${key}`).not.toBe(lookup(catalogue('en'), key));
    }
  });
});
