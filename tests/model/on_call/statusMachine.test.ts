import { describe, expect, it } from 'vitest';
import { checkStep, latestStepAt, type StepFacts } from '../../../model/modules/on_call/statusMachine';

const now = new Date('2026-11-25T12:00:00Z');
const step = (facts: Partial<StepFacts>): StepFacts => ({
  from: 'dispatched',
  to: 'en_route',
  at: new Date('2026-11-25T11:50:00Z'),
  previousAt: new Date('2026-11-25T11:30:00Z'),
  now,
  ...facts,
});
const reasons = (facts: Partial<StepFacts>) => checkStep(step(facts)).failures.map((failure) => failure.reason);

describe('On-Call status flow', () => {
  it('follows new → dispatched → en route → on site → completed → closed', () => {
    expect(checkStep(step({ from: 'new', to: 'dispatched', viaDispatch: true })).ok).toBe(true);
    expect(checkStep(step({ from: 'dispatched', to: 'en_route' })).ok).toBe(true);
    expect(checkStep(step({ from: 'en_route', to: 'on_site' })).ok).toBe(true);
    expect(checkStep(step({ from: 'on_site', to: 'completed' })).ok).toBe(true);
    expect(checkStep(step({ from: 'completed', to: 'closed' })).ok).toBe(true);
  });

  it('a crew already at the airport goes from dispatched straight to on site', () => {
    expect(checkStep(step({ from: 'dispatched', to: 'on_site' })).ok).toBe(true);
  });

  it('dispatching goes through the dispatch endpoint, not a plain step', () => {
    expect(reasons({ from: 'new', to: 'dispatched' })).toEqual(['on_call.rules.status.use_dispatch']);
  });

  it('cannot close before completed, nor complete before on site', () => {
    expect(reasons({ from: 'on_site', to: 'closed' })).toEqual(['on_call.rules.status.close_before_completed']);
    expect(reasons({ from: 'en_route', to: 'completed' })).toEqual(['on_call.rules.status.complete_before_on_site']);
  });

  it('closed and cancelled are final; going back is illegal with from/to named', () => {
    const verdict = checkStep(step({ from: 'closed', to: 'en_route' }));
    expect(verdict.allowed).toEqual([]);
    expect(verdict.failures).toEqual([
      { rule: 'status', ok: false, reason: 'on_call.rules.status.illegal_step', params: { from: 'closed', to: 'en_route' } },
    ]);
    expect(reasons({ from: 'cancelled', to: 'on_site' })).toEqual(['on_call.rules.status.illegal_step']);
    expect(reasons({ from: 'on_site', to: 'en_route' })).toEqual(['on_call.rules.status.illegal_step']);
    expect(reasons({ from: 'completed', to: 'cancelled', cancelReason: 'x' })).toEqual(['on_call.rules.status.illegal_step']);
  });

  it('cancelling needs a reason', () => {
    expect(reasons({ from: 'en_route', to: 'cancelled', cancelReason: '  ' })).toEqual(['on_call.rules.status.cancel_reason_required']);
    expect(checkStep(step({ from: 'new', to: 'cancelled', cancelReason: 'Fixed by the crew' })).ok).toBe(true);
  });

  it('a step may not be in the future (2 minutes of clock skew allowed) nor before the previous one', () => {
    expect(checkStep(step({ at: new Date('2026-11-25T12:02:00Z') })).ok).toBe(true);
    expect(reasons({ at: new Date('2026-11-25T12:03:00Z') })).toEqual(['on_call.rules.status.in_future']);
    const before = checkStep(step({ at: new Date('2026-11-25T11:29:00Z') }));
    expect(before.failures).toEqual([
      { rule: 'status', ok: false, reason: 'on_call.rules.status.before_previous', params: { previous: '2026-11-25T11:30:00.000Z' } },
    ]);
  });

  it('names every failed rule at once', () => {
    expect(reasons({ from: 'closed', to: 'cancelled', at: new Date('2026-11-26T00:00:00Z') })).toEqual([
      'on_call.rules.status.illegal_step',
      'on_call.rules.status.in_future',
      'on_call.rules.status.cancel_reason_required',
    ]);
  });

  it('the previous step is the latest instant recorded on the request', () => {
    expect(
      latestStepAt({ requested_at: '2026-11-25T10:00:00Z', dispatched_at: '2026-11-25T10:10:00Z', en_route_at: null }).toISOString(),
    ).toBe('2026-11-25T10:10:00.000Z');
  });
});
