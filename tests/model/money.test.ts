import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../model/money';

/** The one money format (was two: services' rates and the expense/road-trip amounts). */
describe('formatMoney', () => {
  it('shows an amount in its own currency, in the user language', () => {
    expect(formatMoney(95, 'EUR', 'en')).toBe('€95.00');
    expect(formatMoney(12.5, 'EUR', 'en')).toBe('€12.50');
    expect(formatMoney(1250.5, 'USD', 'en')).toBe('$1,250.50');
    expect(formatMoney(95, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('95,00 €');
  });

  it('shows up to the decimals asked for (a mileage rate), never fewer than two', () => {
    expect(formatMoney(0.355, 'EUR', 'en', 3)).toBe('€0.355');
    expect(formatMoney(0.3, 'EUR', 'en', 3)).toBe('€0.30');
    expect(formatMoney(0.355, 'EUR', 'en')).toBe('€0.36');
  });

  it('falls back to the plain amount without a valid currency, showing the code it was given', () => {
    expect(formatMoney(12, null, 'en')).toBe('12.00');
    expect(formatMoney(1250.5, undefined, 'en')).toBe('1,250.50');
    expect(formatMoney(3, 'not-a-code', 'en')).toBe('3.00 not-a-code');
    expect(formatMoney(12, 'eur', 'en')).toBe('12.00 eur');
  });

  it('shows nothing without an amount', () => {
    expect(formatMoney(null, 'EUR', 'en')).toBe('');
    expect(formatMoney('', 'EUR', 'en')).toBe('');
    expect(formatMoney('abc', 'EUR', 'en')).toBe('');
  });
});
