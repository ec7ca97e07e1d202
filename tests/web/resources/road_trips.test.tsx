import { describe, expect, it } from 'vitest';
import { formatMinutes, tripCost } from '../../../src/resources/road_trips/duration';

describe('road trip helpers', () => {
  it('formats minutes as h:mm', () => {
    expect(formatMinutes(95)).toBe('1:35');
    expect(formatMinutes(5)).toBe('0:05');
    expect(formatMinutes(600)).toBe('10:00');
    expect(formatMinutes(null)).toBe('');
    expect(formatMinutes('')).toBe('');
  });

  it('estimates one-way cost as distance × rate + tolls', () => {
    expect(tripCost(42, 0.35, 6.4)).toBe(21.1);
    expect(tripCost(42, 0.35, undefined)).toBe(14.7);
    expect(tripCost('', 0.35, 0)).toBeNull();
    expect(tripCost(42, null, 0)).toBeNull();
  });
});
