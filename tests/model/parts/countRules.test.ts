import { describe, expect, it } from 'vitest';
import {
  checkCountCancel,
  checkCountConfirm,
  checkCountEdit,
  checkCountSubmit,
  countAdjustments,
  lineDifference,
  type CountLineFacts,
} from '../../../model/modules/parts/countRules';
import { checkTransferArrival, checkTransferCreate } from '../../../model/modules/parts/transferRules';

const line = (facts: Partial<CountLineFacts>): CountLineFacts => ({
  material_id: 1,
  lot: '',
  expected_quantity: 10,
  counted_quantity: 10,
  part_number: 'P-1',
  ...facts,
});
const reasons = (results: { reason?: string }[]) => results.map((result) => result.reason);

describe('Stock count rules', () => {
  it('the difference is counted − expected, in thousandths, none while not counted', () => {
    expect(lineDifference(line({ counted_quantity: 8 }))).toBe(-2);
    expect(lineDifference(line({ expected_quantity: 0.3, counted_quantity: 0.1 + 0.2 }))).toBe(0);
    expect(lineDifference(line({ counted_quantity: null }))).toBeNull();
  });

  it('a line with a difference needs a reason, named by part number and lot', () => {
    const results = checkCountSubmit('open', [
      line({}),
      line({ lot: 'B-7', counted_quantity: 9 }),
      line({ material_id: 2, counted_quantity: 12, reason: 'Found on the shelf' }),
    ]);
    expect(results).toEqual([
      { rule: 'count', ok: false, reason: 'parts.rules.count.reason_required', params: { part_number: 'P-1', lot: 'B-7' } },
    ]);
  });

  it('submits only an open count with every line counted', () => {
    expect(checkCountSubmit('open', [line({})])).toEqual([]);
    expect(reasons(checkCountSubmit('submitted', [line({ counted_quantity: null }), line({ counted_quantity: null, lot: 'X' })]))).toEqual([
      'parts.rules.count.not_open',
      'parts.rules.count.not_counted',
    ]);
    expect(checkCountSubmit('open', [line({ counted_quantity: null })])[0].params).toEqual({ count: 1 });
    expect(reasons(checkCountEdit('confirmed'))).toEqual(['parts.rules.count.not_open']);
  });

  it('confirms only a submitted count', () => {
    expect(checkCountConfirm('submitted', [line({ counted_quantity: 4, reason: 'Damaged, scrapped earlier' })])).toEqual([]);
    expect(reasons(checkCountConfirm('open', [line({})]))).toEqual(['parts.rules.count.not_submitted']);
    expect(reasons(checkCountConfirm('cancelled', [line({ counted_quantity: 3 })]))).toEqual([
      'parts.rules.count.not_submitted',
      'parts.rules.count.reason_required',
    ]);
  });

  it('cancels any count not yet confirmed', () => {
    expect(checkCountCancel('open')).toEqual([]);
    expect(checkCountCancel('submitted')).toEqual([]);
    expect(reasons(checkCountCancel('confirmed'))).toEqual(['parts.rules.count.final']);
  });

  it('the adjustments are the lines that differ, signed, with their reasons', () => {
    const lines = [
      line({}),
      line({ lot: 'B-1', counted_quantity: 7, reason: ' Broken ' }),
      line({ material_id: 2, expected_quantity: 0, counted_quantity: 2.5, reason: 'Found' }),
    ];
    expect(countAdjustments(lines)).toEqual([
      { material_id: 1, lot: 'B-1', quantity: -3, reason: 'Broken' },
      { material_id: 2, lot: '', quantity: 2.5, reason: 'Found' },
    ]);
  });
});

describe('Stock transfer rules', () => {
  const shipped_at = new Date('2026-11-25T08:00:00Z');
  const now = new Date('2026-11-25T12:00:00Z');
  it('goes to another station', () => {
    expect(reasons(checkTransferCreate({ from_station_id: 3, to_station_id: 3 }))).toEqual(['parts.rules.transfer.same_station']);
    expect(checkTransferCreate({ from_station_id: 3, to_station_id: 4 })).toEqual([]);
  });

  it('arrives once, while in transit, after it left and not in the future', () => {
    expect(checkTransferArrival({ status: 'in_transit', shipped_at, at: now, now })).toEqual([]);
    expect(reasons(checkTransferArrival({ status: 'received', shipped_at, at: new Date('2026-11-25T07:00:00Z'), now }))).toEqual([
      'parts.rules.transfer.not_in_transit',
      'parts.rules.transfer.before_shipped',
    ]);
    expect(reasons(checkTransferArrival({ status: 'in_transit', shipped_at, at: new Date('2026-11-25T12:05:00Z'), now }))).toEqual([
      'parts.rules.transfer.in_future',
    ]);
  });
});
