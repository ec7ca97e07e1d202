import { describe, expect, it } from 'vitest';
import { formatMoney, splitMinutes } from '../../../src/resources/services/format';

describe('services: rate and duration formatting', () => {
  it('shows a rate in its own currency, in the user language', () => {
    expect(formatMoney(95, 'EUR', 'en')).toBe('€95.00');
    expect(formatMoney(1250.5, 'USD', 'en')).toBe('$1,250.50');
    expect(formatMoney(95, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('95,00 €');
  });

  it('falls back to a plain amount without a valid currency, and to nothing without an amount', () => {
    expect(formatMoney(12, null, 'en')).toBe('12.00');
    expect(formatMoney(12, 'eur', 'en')).toBe('12.00');
    expect(formatMoney(null, 'EUR', 'en')).toBe('');
    expect(formatMoney('', 'EUR', 'en')).toBe('');
    expect(formatMoney('abc', 'EUR', 'en')).toBe('');
  });

  it('splits minutes into hours and minutes', () => {
    expect(splitMinutes(90)).toEqual({ hours: 1, minutes: 30 });
    expect(splitMinutes(45)).toEqual({ hours: 0, minutes: 45 });
    expect(splitMinutes(120)).toEqual({ hours: 2, minutes: 0 });
    expect(splitMinutes(0)).toEqual({ hours: 0, minutes: 0 });
    expect(splitMinutes(null)).toBeNull();
    expect(splitMinutes(-5)).toBeNull();
  });
});
