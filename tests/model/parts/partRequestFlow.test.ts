import { describe, expect, it } from 'vitest';
import {
  checkPartRequestEdit,
  checkPartRequestReceipt,
  checkPartRequestStep,
  latestPartRequestStepAt,
  type PartRequestStepFacts,
} from '../../../model/modules/parts/partRequestFlow';
import { isPartRequestLate } from '../../../model/modules/parts/late';

const now = new Date('2026-11-25T12:00:00Z');
const step = (facts: Partial<PartRequestStepFacts>): PartRequestStepFacts => ({
  from: 'requested',
  to: 'ordered',
  at: new Date('2026-11-25T11:50:00Z'),
  previousAt: new Date('2026-11-25T11:00:00Z'),
  now,
  ...facts,
});
const reasons = (facts: Partial<PartRequestStepFacts>) => checkPartRequestStep(step(facts)).failures.map((failure) => failure.reason);

describe('Part request flow', () => {
  it('follows requested → ordered → shipped → received, and ordered → received when collected', () => {
    expect(checkPartRequestStep(step({ from: 'requested', to: 'ordered' })).ok).toBe(true);
    expect(checkPartRequestStep(step({ from: 'ordered', to: 'shipped' })).ok).toBe(true);
    expect(checkPartRequestStep(step({ from: 'shipped', to: 'received' })).ok).toBe(true);
    expect(checkPartRequestStep(step({ from: 'ordered', to: 'received' })).allowed).toEqual(['shipped', 'received', 'cancelled']);
  });

  it('refuses skipping, going back and leaving a final state, naming from and to', () => {
    expect(checkPartRequestStep(step({ from: 'requested', to: 'shipped' })).failures).toEqual([
      { rule: 'part_request', ok: false, reason: 'parts.rules.part_request.illegal_step', params: { from: 'requested', to: 'shipped' } },
    ]);
    expect(reasons({ from: 'shipped', to: 'ordered' })).toEqual(['parts.rules.part_request.illegal_step']);
    expect(reasons({ from: 'received', to: 'cancelled', cancelReason: 'x' })).toEqual(['parts.rules.part_request.illegal_step']);
    expect(checkPartRequestStep(step({ from: 'cancelled', to: 'ordered' })).allowed).toEqual([]);
  });

  it('a cancellation needs a reason; names every failed rule at once', () => {
    expect(reasons({ from: 'ordered', to: 'cancelled', cancelReason: 'Found in stock at ORY' })).toEqual([]);
    expect(reasons({ from: 'shipped', to: 'cancelled', cancelReason: '  ' })).toEqual(['parts.rules.part_request.cancel_reason_required']);
    expect(
      reasons({ from: 'received', to: 'cancelled', at: new Date('2026-11-25T13:00:00Z'), previousAt: new Date('2026-11-25T13:30:00Z') }),
    ).toEqual([
      'parts.rules.part_request.illegal_step',
      'parts.rules.part_request.in_future',
      'parts.rules.part_request.before_previous',
      'parts.rules.part_request.cancel_reason_required',
    ]);
  });

  it('a step is not in the future (two minutes of clock skew allowed) nor before the previous step', () => {
    expect(reasons({ at: new Date('2026-11-25T12:02:00Z') })).toEqual([]);
    expect(reasons({ at: new Date('2026-11-25T12:02:01Z') })).toEqual(['parts.rules.part_request.in_future']);
    expect(checkPartRequestStep(step({ at: new Date('2026-11-25T10:59:59Z') })).failures[0].params).toEqual({
      previous: '2026-11-25T11:00:00.000Z',
    });
    expect(
      latestPartRequestStepAt({ requested_at: '2026-11-25T08:00:00Z', ordered_at: new Date('2026-11-25T09:00:00Z'), shipped_at: null }),
    ).toEqual(new Date('2026-11-25T09:00:00Z'));
  });

  it('the receipt of a request is the requested part at the requested station, from ordered or shipped', () => {
    const request = { station_id: 1, material_id: 7 };
    expect(checkPartRequestReceipt({ step: step({ from: 'shipped' }), request, receipt: { station_id: 1, material_id: 7 } }).ok).toBe(true);
    const refused = checkPartRequestReceipt({ step: step({ from: 'requested' }), request, receipt: { station_id: 2, material_id: 8 } });
    expect(refused.failures.map((failure) => failure.reason)).toEqual([
      'parts.rules.part_request.illegal_step',
      'parts.rules.part_request.other_material',
      'parts.rules.part_request.other_station',
    ]);
  });

  it('order details change only while the request is open', () => {
    expect(checkPartRequestEdit('shipped')).toEqual([]);
    expect(checkPartRequestEdit('received').map((failure) => failure.reason)).toEqual(['parts.rules.part_request.closed']);
  });
});

describe('Part request lateness', () => {
  const open = { status: 'shipped' as const, needed_by: null, expected_at: null };
  it('late once the needed-by date passed and the part is not received', () => {
    expect(isPartRequestLate({ ...open, needed_by: '2026-11-25T11:59:59Z' }, now)).toBe(true);
    expect(isPartRequestLate({ ...open, needed_by: '2026-11-25T12:00:00Z' }, now)).toBe(false);
    expect(isPartRequestLate({ ...open, status: 'received', needed_by: '2026-11-24T00:00:00Z' }, now)).toBe(false);
    expect(isPartRequestLate({ ...open, status: 'cancelled', needed_by: '2026-11-24T00:00:00Z' }, now)).toBe(false);
  });

  it('without a needed-by date, the supplier’s expected date counts; without either, never late', () => {
    expect(isPartRequestLate({ ...open, expected_at: new Date('2026-11-25T10:00:00Z') }, now)).toBe(true);
    expect(isPartRequestLate({ ...open, needed_by: '2026-11-26T00:00:00Z', expected_at: '2026-11-25T10:00:00Z' }, now)).toBe(false);
    expect(isPartRequestLate(open, now)).toBe(false);
  });
});
