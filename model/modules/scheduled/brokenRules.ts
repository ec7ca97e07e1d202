import type { RuleName } from './ruleNames';
import type { RuleResult } from './ruleResult';

/** The rules a verdict fails, but a double booking (no_overlap: flagged and told apart, for both jobs) and those set aside. */
const failing = (results: readonly RuleResult<RuleName>[], overridden: readonly string[]) =>
  results.filter((result) => !result.ok && result.rule !== 'no_overlap' && !overridden.includes(result.rule)).map((result) => result.rule);

/**
 * What a re-timing did to the rules of someone already on the job (docs/modules/movements.md, "Job."),
 * from their verdict at the job's old times and at its new ones: a rule is broken when the new times
 * fail it and the old ones did not, and stays broken while it fails; a rule that already failed
 * before (a roster never kept, a licence that lapsed) is no re-timing's doing and is not flagged by
 * one. `newlyBroken` are the broken ones not flagged before: those are told.
 */
export function brokenRulesOf(verdicts: {
  before: readonly RuleResult<RuleName>[];
  after: readonly RuleResult<RuleName>[];
  overridden: readonly string[];
  flaggedBefore: readonly string[];
}): { broken: RuleName[]; newlyBroken: RuleName[] } {
  const failedBefore = failing(verdicts.before, verdicts.overridden);
  const broken = failing(verdicts.after, verdicts.overridden).filter(
    (rule) => verdicts.flaggedBefore.includes(rule) || !failedBefore.includes(rule),
  );
  return { broken, newlyBroken: broken.filter((rule) => !verdicts.flaggedBefore.includes(rule)) };
}
