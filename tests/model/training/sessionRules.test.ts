import { describe, expect, it } from 'vitest';
import { defaultCompletionDate, evaluateEnrolment, evaluateResult, type SessionFacts } from '../../../model/modules/training/sessionRules';
import { checkSessionTransition } from '../../../model/modules/training/sessionStatus';

const session: SessionFacts = {
  id: 1,
  status: 'open',
  capacity: 2,
  starts_at: new Date('2026-12-01T08:00:00Z'),
  ends_at: new Date('2026-12-01T16:00:00Z'),
  time_zone: 'Europe/Paris',
};
const enrolment = { session, enrolled: 0, adding: 1, bookings: [] };
const failed = (results: { ok: boolean; reason?: string }[]) => results.filter((r) => !r.ok).map((r) => r.reason);

describe('enrolment rules', () => {
  it('a free technician on an open session with seats left is accepted', () => {
    expect(failed(evaluateEnrolment(enrolment))).toEqual([]);
  });

  it('over capacity is refused, a batch counts all its seats', () => {
    expect(failed(evaluateEnrolment({ ...enrolment, enrolled: 2 }))).toEqual(['training.rules.capacity.full']);
    expect(failed(evaluateEnrolment({ ...enrolment, enrolled: 1, adding: 2 }))).toEqual(['training.rules.capacity.full']);
    expect(failed(evaluateEnrolment({ ...enrolment, enrolled: 1, adding: 1 }))).toEqual([]);
  });

  it('booked on an overlapping activity or session is refused, naming the work; touching windows are not a clash', () => {
    const activity = {
      kind: 'activity' as const,
      label: 'WO-1',
      window: { start: new Date('2026-12-01T15:00:00Z'), end: new Date('2026-12-01T17:00:00Z') },
    };
    const other = {
      kind: 'session' as const,
      label: 'EWIS',
      window: { start: new Date('2026-12-01T07:00:00Z'), end: new Date('2026-12-01T09:00:00Z') },
    };
    const after = {
      kind: 'activity' as const,
      label: 'WO-2',
      window: { start: new Date('2026-12-01T16:00:00Z'), end: new Date('2026-12-01T17:00:00Z') },
    };
    const verdicts = evaluateEnrolment({ ...enrolment, bookings: [activity] });
    expect(verdicts.find((r) => !r.ok)).toMatchObject({
      rule: 'no_overlap',
      reason: 'training.rules.no_overlap.activity',
      params: { work_orders: 'WO-1' },
    });
    expect(failed(evaluateEnrolment({ ...enrolment, bookings: [other] }))).toEqual(['training.rules.no_overlap.session']);
    expect(failed(evaluateEnrolment({ ...enrolment, bookings: [after] }))).toEqual([]);
  });

  it('a cancelled or completed session takes nobody; every failed rule is named', () => {
    expect(failed(evaluateEnrolment({ ...enrolment, session: { ...session, status: 'cancelled' } }))).toEqual([
      'training.rules.session_status.cancelled',
    ]);
    const full = { ...enrolment, enrolled: 2, session: { ...session, status: 'completed' as const } };
    expect(failed(evaluateEnrolment(full))).toEqual(['training.rules.session_status.completed', 'training.rules.capacity.full']);
  });
});

describe('result rules', () => {
  const after = new Date('2026-12-02T09:00:00Z');
  it('a result before the session ended is refused', () => {
    expect(failed(evaluateResult({ session, result: 'fail', completed_on: null }, new Date('2026-12-01T15:59:00Z')))).toEqual([
      'training.rules.session_ended.not_ended',
    ]);
    expect(failed(evaluateResult({ session, result: 'absent', completed_on: null }, session.ends_at))).toEqual([]);
  });

  it('a pass needs a completion date, not before the start nor in the future', () => {
    expect(failed(evaluateResult({ session, result: 'pass', completed_on: null }, after))).toEqual([
      'training.rules.completion_date.missing',
    ]);
    expect(failed(evaluateResult({ session, result: 'pass', completed_on: '2026-11-30' }, after))).toEqual([
      'training.rules.completion_date.before_start',
    ]);
    expect(failed(evaluateResult({ session, result: 'pass', completed_on: '2026-12-03' }, after))).toEqual([
      'training.rules.completion_date.in_future',
    ]);
    expect(failed(evaluateResult({ session, result: 'pass', completed_on: '2026-12-01' }, after))).toEqual([]);
  });

  it('no results on a cancelled session', () => {
    expect(failed(evaluateResult({ session: { ...session, status: 'cancelled' }, result: 'fail', completed_on: null }, after))).toEqual([
      'training.rules.session_status.cancelled',
    ]);
  });

  it('the default completion date is the session end’s local day at its station', () => {
    expect(defaultCompletionDate({ ends_at: new Date('2026-12-01T23:30:00Z'), time_zone: 'Europe/Paris' })).toBe('2026-12-02');
    expect(defaultCompletionDate({ ends_at: new Date('2026-12-01T23:30:00Z'), time_zone: 'UTC' })).toBe('2026-12-01');
  });
});

describe('session status flow', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  it('planned → open → in progress → completed; illegal jumps are refused with the reason', () => {
    expect(checkSessionTransition('planned', 'open', session.ends_at, now).ok).toBe(true);
    expect(checkSessionTransition('open', 'in_progress', session.ends_at, now).ok).toBe(true);
    expect(checkSessionTransition('planned', 'completed', session.ends_at, now)).toMatchObject({
      ok: false,
      reason: 'training.rules.status_transition.illegal',
      params: { from: 'planned', to: 'completed' },
    });
    expect(checkSessionTransition('cancelled', 'open', session.ends_at, now).ok).toBe(false);
  });

  it('completed only after the end', () => {
    expect(checkSessionTransition('in_progress', 'completed', session.ends_at, now).reason).toBe(
      'training.rules.status_transition.not_ended',
    );
    expect(checkSessionTransition('in_progress', 'completed', session.ends_at, new Date('2026-12-01T16:00:00Z')).ok).toBe(true);
  });
});
