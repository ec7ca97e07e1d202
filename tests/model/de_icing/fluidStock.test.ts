import { describe, expect, it } from 'vitest';
import { belowThreshold, daysOfStockLeft } from '../../../model/modules/de_icing/fluidStock';

describe('fluid stock (days of stock left at the current rate)', () => {
  it('days left = quantity / (last 7 days consumption / 7)', () => {
    expect(daysOfStockLeft(1400, 700)).toBe(14);
    expect(daysOfStockLeft(500, 2100)).toBeCloseTo(1.7, 5);
  });

  it('no consumption: no rate, no figure', () => {
    expect(daysOfStockLeft(1000, 0)).toBeNull();
  });

  it('below the threshold only when one is set and the quantity is under it', () => {
    expect(belowThreshold(99, 100)).toBe(true);
    expect(belowThreshold(100, 100)).toBe(false);
    expect(belowThreshold(0, null)).toBe(false);
  });
});
