import { describe, expect, it } from 'vitest';
import { brokenRulesOf, type RuleName } from '../../../model/modules/scheduled/assignmentRules';

const verdict = (...failed: RuleName[]) =>
  (['rostered', 'rest_rules', 'no_overlap', 'licence_valid'] as const).map((rule) => ({ rule, ok: !failed.includes(rule) }));

describe('brokenRulesOf: what a re-timing did to the rules of someone already on the job', () => {
  it('breaks a rule the new times fail and the old ones passed, and tells it once (EU WTD Art. 3 rest, the roster)', () => {
    expect(brokenRulesOf({ before: verdict(), after: verdict('rest_rules'), overridden: [], flaggedBefore: [] })).toEqual({
      broken: ['rest_rules'],
      newlyBroken: ['rest_rules'],
    });
    expect(
      brokenRulesOf({ before: verdict('rest_rules'), after: verdict('rest_rules'), overridden: [], flaggedBefore: ['rest_rules'] }),
    ).toEqual({ broken: ['rest_rules'], newlyBroken: [] });
  });

  it('clears a rule the new times pass again', () => {
    expect(brokenRulesOf({ before: verdict('rostered'), after: verdict(), overridden: [], flaggedBefore: ['rostered'] }).broken).toEqual(
      [],
    );
  });

  it('does not blame a re-timing for a rule that failed before it (a lapsed licence), nor for one set aside with a reason', () => {
    expect(
      brokenRulesOf({
        before: verdict('licence_valid'),
        after: verdict('licence_valid', 'rostered'),
        overridden: ['rostered'],
        flaggedBefore: [],
      }),
    ).toEqual({ broken: [], newlyBroken: [] });
  });

  it('leaves a double booking to its own flag and notice (no_overlap)', () => {
    expect(brokenRulesOf({ before: verdict(), after: verdict('no_overlap'), overridden: [], flaggedBefore: [] }).broken).toEqual([]);
  });
});
