import type { SessionStatus } from './enums';
import { passed, refused, type RuleResult } from './ruleResult';

/**
 * A session's status flow (docs/modules/training.md): planned → open (enrolment open) → in progress →
 * completed, or cancelled before it is completed. An open session may go back to planned.
 * Completed and cancelled are final: results and certificates hang on them.
 */
const transitions: Record<SessionStatus, readonly SessionStatus[]> = {
  planned: ['open', 'cancelled'],
  open: ['planned', 'in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function allowedSessionTransitions(from: SessionStatus): SessionStatus[] {
  return [...transitions[from]];
}

/** A session is completed only once it has ended: before that nobody can have passed it. */
export function checkSessionTransition(from: SessionStatus, to: SessionStatus, endsAt: Date, now: Date): RuleResult<'status_transition'> {
  if (from === to) return passed('status_transition');
  if (!transitions[from].includes(to)) return refused('status_transition', 'illegal', { from, to });
  if (to === 'completed' && now.getTime() < endsAt.getTime()) return refused('status_transition', 'not_ended');
  return passed('status_transition');
}
