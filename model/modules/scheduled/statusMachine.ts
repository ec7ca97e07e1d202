import type { ActivityStatus } from './enums';

/**
 * An activity's status flow (docs/modules/scheduled.md): planned → assigned → in progress → completed, or
 * cancelled with a reason; a cancelled activity may be re-instated as planned. Completed is final.
 */
const transitions: Record<ActivityStatus, readonly ActivityStatus[]> = {
  planned: ['assigned', 'cancelled'],
  assigned: ['planned', 'in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: ['planned'],
};

export function allowedTransitions(from: ActivityStatus): ActivityStatus[] {
  return [...transitions[from]];
}

export type TransitionVerdict = { ok: true } | { ok: false; allowed: ActivityStatus[]; reason: 'illegal_transition' | 'reason_required' };

export function checkTransition(from: ActivityStatus, to: ActivityStatus, { reason }: { reason?: string | null } = {}): TransitionVerdict {
  const allowed = allowedTransitions(from);
  if (!allowed.includes(to)) return { ok: false, allowed, reason: 'illegal_transition' };
  if (to === 'cancelled' && !reason?.trim()) return { ok: false, allowed, reason: 'reason_required' };
  return { ok: true };
}
