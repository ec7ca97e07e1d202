import { currencyCode } from './resources/fieldRules';

/**
 * An amount in its currency, in the user's language: 95 EUR → "€95.00" (en), "95,00 €" (fr); up to
 * `maxDigits` decimals when given (a mileage rate of €0.355). Without a valid code the plain amount,
 * followed by whatever was given as the currency so a wrong code shows; nothing without an amount.
 * Used by the browser's lists and forms, and by reports.
 */
export function formatMoney(amount: unknown, currency: unknown, locale: string, maxDigits?: number): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = Number(amount);
  if (!Number.isFinite(value)) return '';
  const digits = maxDigits === undefined ? {} : { minimumFractionDigits: Math.min(2, maxDigits), maximumFractionDigits: maxDigits };
  if (typeof currency === 'string' && currencyCode.safeParse(currency).success) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits }).format(value);
    } catch {
      // A locale the runtime cannot format: the plain amount below.
    }
  }
  const given = typeof currency === 'string' ? currency.trim() : '';
  return given ? `${plainAmount(value, locale)} ${given}` : plainAmount(value, locale);
}

function plainAmount(value: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  } catch {
    return value.toFixed(2);
  }
}
