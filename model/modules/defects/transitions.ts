import type { RuleResult } from '../../ruleCatalogue';
import type { DeferralCategory, DefectState } from './enums';
import { limitDaysOf } from './deferral';
import { defectPassed as passed, defectRefused as refused, type DefectRule } from './ruleResult';

/**
 * EASA Part-145 145.A.50(e) and the operator's MEL: a defect found on a job is either rectified or
 * deferred; a deferred one stays deferred until a later job rectifies it (extending it is not ours to do).
 */
export function canRectify(state: DefectState): RuleResult<DefectRule> {
  return state === 'rectified' ? refused('state', 'already_rectified') : passed('state');
}

/** Only an open defect is deferred, and a category A item needs the days its MEL item states. */
export function deferralVerdicts(state: DefectState, category: DeferralCategory, itemDays?: number | null): RuleResult<DefectRule>[] {
  const transition = state === 'open' ? passed('state') : refused('state', state === 'deferred' ? 'already_deferred' : 'already_rectified');
  const limit = limitDaysOf(category, itemDays) === null ? refused('limit', 'category_a_needs_days') : passed('limit');
  return [transition, limit];
}

/** Every part and tool named as used for the rectification is one of the job's own (its issues, its bookings). */
export function evidenceVerdict(
  named: { movementIds: readonly number[]; bookingIds: readonly number[] },
  ofJob: { movementIds: readonly number[]; bookingIds: readonly number[] },
): RuleResult<DefectRule> {
  const missingPart = named.movementIds.find((id) => !ofJob.movementIds.includes(id));
  if (missingPart !== undefined) return refused('evidence', 'part_not_on_job', { id: missingPart });
  const missingTool = named.bookingIds.find((id) => !ofJob.bookingIds.includes(id));
  if (missingTool !== undefined) return refused('evidence', 'tool_not_on_job', { id: missingTool });
  return passed('evidence');
}
