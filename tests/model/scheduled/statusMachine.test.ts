import { describe, expect, it } from 'vitest';
import { activityStatuses, type ActivityStatus } from '../../../model/modules/scheduled/enums';
import { allowedTransitions, checkTransition } from '../../../model/modules/scheduled/statusMachine';

/** The activity status machine (docs/modules/scheduled.md): planned → assigned → in progress → completed, or cancelled; a cancelled one may be re-instated. */
const legal: Record<ActivityStatus, ActivityStatus[]> = {
  planned: ['assigned', 'cancelled'],
  assigned: ['planned', 'in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: ['planned'],
};
const pairs = activityStatuses.flatMap((from) => activityStatuses.map((to) => [from, to] as const));

describe('the activity status machine', () => {
  it.each(activityStatuses)('from %s the allowed transitions are the issue’s', (from) => {
    expect(allowedTransitions(from)).toEqual(legal[from]);
  });

  it.each(pairs.filter(([from, to]) => legal[from].includes(to)))('%s → %s is legal', (from, to) => {
    expect(checkTransition(from, to, { reason: 'Aircraft swapped by the airline' })).toEqual({ ok: true });
  });

  it.each(pairs.filter(([from, to]) => !legal[from].includes(to)))('%s → %s is illegal and names the allowed ones', (from, to) => {
    expect(checkTransition(from, to, { reason: 'any' })).toEqual({ ok: false, allowed: legal[from], reason: 'illegal_transition' });
  });

  it.each(['planned', 'assigned', 'in_progress'] as const)('cancelling from %s needs a reason (missing, empty or blank)', (from) => {
    const refusal = { ok: false, allowed: legal[from], reason: 'reason_required' };
    expect(checkTransition(from, 'cancelled')).toEqual(refusal);
    expect(checkTransition(from, 'cancelled', { reason: null })).toEqual(refusal);
    expect(checkTransition(from, 'cancelled', { reason: '   ' })).toEqual(refusal);
  });

  it('other transitions need no reason', () => {
    expect(checkTransition('planned', 'assigned')).toEqual({ ok: true });
    expect(checkTransition('cancelled', 'planned')).toEqual({ ok: true });
  });

  it('the allowed list is a copy: changing it does not change the machine', () => {
    allowedTransitions('planned').push('completed');
    expect(allowedTransitions('planned')).toEqual(['assigned', 'cancelled']);
  });
});
