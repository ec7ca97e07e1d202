import { describe, expect, it } from 'vitest';
import { amountTotals, sumColumns } from '../../../../server/modules/reporting/totals';

describe('report totals', () => {
  it('adds each money column per currency, never across currencies, currencies in order', () => {
    const rows = [
      { currency: 'GBP', amount: 10.1, fee: null },
      { currency: 'EUR', amount: 5, fee: 1 },
      { currency: 'GBP', amount: 0.2, fee: 2 },
      { currency: 'EUR', amount: 7.25, fee: null },
    ];
    expect(amountTotals(rows, ['amount', 'fee'])).toEqual([
      { currency: 'EUR', amount: 12.25, fee: 1 },
      { currency: 'GBP', amount: 10.3, fee: 2 },
    ]);
  });

  it('keeps a column no row has a value in empty rather than zero', () => {
    expect(sumColumns([{ n: null }, { n: null }], ['n'])).toEqual({ n: null });
  });
});
