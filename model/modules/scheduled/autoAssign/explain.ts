import { sortCategories } from '../../../core/licences';
import type { RuleParams } from '../ruleResult';
import type { DayState } from './dayState';
import type { RuleCount, UnassignedSeat } from './types';

/** The reasons an open seat can give: `scheduled.auto_assign.reasons.<reason>`. */
export const unassignedReasons = [
  'no_technicians',
  'no_qualified',
  'no_qualified_any',
  'too_few_qualified',
  'all_busy',
  'qualified_refused',
] as const;

const counted = (counts: Map<string, number>): RuleCount[] =>
  [...counts].map(([rule, count]) => ({ rule, count })).sort((a, b) => b.count - a.count || a.rule.localeCompare(b.rule, 'en'));

/**
 * Why a seat stays open, from the rules' verdicts over every candidate: nobody in the region holds
 * what the work needs (with the rules that refused them); too few qualified for the crew it needs;
 * or all the qualified are refused with the day as proposed — on overlapping work only, or by other
 * rules too (rest, roster…).
 */
export function explainOpenSeat(state: DayState, seat: number): UnassignedSeat {
  const { activity: index, role } = state.seats[seat];
  const activity = state.input.activities[index];
  const answer = (reason: (typeof unassignedReasons)[number], params: RuleParams, rules: Map<string, number>): UnassignedSeat => ({
    activity_id: activity.facts.id,
    role,
    reason: `scheduled.auto_assign.reasons.${reason}`,
    params,
    rules: counted(rules),
  });
  const qualified = [...state.eligible[index].keys()];
  if (!qualified.length) {
    if (!state.technicianIds().length) return answer('no_technicians', {}, new Map());
    const type = activity.facts.aircraft_type_code || String(activity.facts.aircraft_type_id);
    const categories = sortCategories(activity.facts.services.flatMap((s) => (s.authorisation_category ? [s.authorisation_category] : [])));
    return categories.length
      ? answer('no_qualified', { categories: categories.join(', '), type }, state.staticFailures[index])
      : answer('no_qualified_any', { type }, state.staticFailures[index]);
  }
  const free = qualified.filter((id) => !state.crew[index].has(id));
  if (!free.length) return answer('too_few_qualified', { qualified: qualified.length, needed: activity.needed }, new Map());
  const refusals = new Map<string, number>();
  for (const id of free) {
    for (const result of state.verdicts(state.eligible[index].get(id)!, state.proposedWork(id, index))) {
      if (!result.ok) refusals.set(result.rule, (refusals.get(result.rule) ?? 0) + 1);
    }
  }
  const onlyOverlap = [...refusals.keys()].every((rule) => rule === 'no_overlap');
  return answer(onlyOverlap ? 'all_busy' : 'qualified_refused', { qualified: free.length }, refusals);
}
