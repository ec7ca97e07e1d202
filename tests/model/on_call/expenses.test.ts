import { describe, expect, it } from 'vitest';
import { expenseAmount, receiptRule, sumMoney } from '../../../model/modules/on_call/expenses';
import { formatRequestNo, nextSequence, requestNoPrefix } from '../../../model/modules/on_call/requestNumber';

describe('expense arithmetic', () => {
  it('amount = quantity × rate, exact to the cent', () => {
    expect(expenseAmount(3, 0.1)).toBe(0.3);
    expect(expenseAmount(123.45, 0.35)).toBe(43.21); // 43.2075 → 43.21
    expect(expenseAmount(2.5, 19.99)).toBe(49.98); // 49.975 → 49.98
  });

  it('sums in minor units', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([])).toBe(0);
  });

  it('an expense type requiring a receipt is refused without one', () => {
    expect(receiptRule({ receipt_required: true }, false)).toEqual({
      rule: 'receipt',
      ok: false,
      reason: 'on_call.rules.receipt.required',
    });
    expect(receiptRule({ receipt_required: true }, true).ok).toBe(true);
    expect(receiptRule({ receipt_required: false }, false).ok).toBe(true);
  });
});

describe('request number', () => {
  it('reads priority, airport, UTC date and the day’s sequence', () => {
    expect(formatRequestNo('aog', 'ams', new Date('2026-11-25T23:59:00Z'), 3)).toBe('AOG-AMS-261125-03');
    expect(
      nextSequence(requestNoPrefix('aog', 'AMS', new Date('2026-11-25T08:00:00Z')), [
        'AOG-AMS-261125-01',
        'AOG-AMS-261125-07',
        'AOG-AMS-261124-09',
      ]),
    ).toBe(8);
    expect(nextSequence('URGENT-CDG-261125-', [])).toBe(1);
  });
});
