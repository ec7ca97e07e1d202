import { describe, expect, it } from 'vitest';
import { breachAfterSave, createdViolations, noBreach, rulesByCell } from '../../../model/modules/manpower/breaches';
import type { RestViolation } from '../../../model/modules/manpower/restRules';

const violation = (technician_id: number, local_date: string, rule: RestViolation['rule']): RestViolation => ({
  technician_id,
  local_date,
  rule,
  reason: `manpower.rules.${rule}.x`,
  params: {},
});
const set = (...rules: string[]) => new Set(rules);
const override = { reason: 'AOG recovery', userId: 3 };

describe('rest-rule breaches across a roster save (a breach is never silently allowed)', () => {
  it('a save creates the violations it leaves that were not there, whatever their parameters', () => {
    const before = [violation(1, '2036-05-02', 'daily_rest')];
    const after = [
      { ...violation(1, '2036-05-02', 'daily_rest'), params: { hours: 6 } },
      violation(1, '2036-05-08', 'consecutive_days'),
      violation(2, '2036-05-02', 'daily_rest'),
    ];
    expect(createdViolations(before, after)).toEqual([after[1], after[2]]);
  });

  it('groups the rules broken by cell', () => {
    const cells = rulesByCell([
      violation(1, '2036-05-07', 'weekly_rest'),
      violation(1, '2036-05-07', 'consecutive_days'),
      violation(2, '2036-05-07', 'daily_rest'),
    ]);
    expect(cells).toEqual(
      new Map([
        ['1|2036-05-07', set('weekly_rest', 'consecutive_days')],
        ['2|2036-05-07', set('daily_rest')],
      ]),
    );
  });

  it('keeps the rules accepted now with this save’s reason and author', () => {
    expect(breachAfterSave(null, set('daily_rest'), set('daily_rest'), override)).toEqual({
      breach_rules: ['daily_rest'],
      breach_reason: 'AOG recovery',
      breach_by: 3,
    });
  });

  it('keeps an earlier acceptance the shift still breaks, with its own reason, and forgets one it no longer breaks', () => {
    const earlier = { breach_rules: ['consecutive_days', 'daily_rest'], breach_reason: 'Cover', breach_by: 9 };
    expect(breachAfterSave(earlier, set('daily_rest'), set(), null)).toEqual({
      breach_rules: ['daily_rest'],
      breach_reason: 'Cover',
      breach_by: 9,
    });
    expect(breachAfterSave(earlier, set(), set(), null)).toEqual(noBreach);
  });

  it('a new acceptance on a shift already in breach joins the earlier rules under the new reason', () => {
    const earlier = { breach_rules: ['daily_rest'], breach_reason: 'Cover', breach_by: 9 };
    expect(breachAfterSave(earlier, set('daily_rest', 'weekly_rest'), set('weekly_rest'), override)).toEqual({
      breach_rules: ['daily_rest', 'weekly_rest'],
      breach_reason: 'AOG recovery',
      breach_by: 3,
    });
  });
});
