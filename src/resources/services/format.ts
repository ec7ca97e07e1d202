/** An amount in its currency, in the user's language: 95 EUR → "€95.00" (en), "95,00 €" (fr). */
export function formatMoney(amount: unknown, currency: unknown, locale: string): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = Number(amount);
  if (!Number.isFinite(value)) return '';
  const code = typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : undefined;
  try {
    return new Intl.NumberFormat(locale, code ? { style: 'currency', currency: code } : { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  } catch {
    return code ? `${value.toFixed(2)} ${code}` : value.toFixed(2);
  }
}

/** Minutes as hours and minutes: 90 → { hours: 1, minutes: 30 }. */
export function splitMinutes(total: unknown): { hours: number; minutes: number } | null {
  const value = Number(total);
  if (total === null || total === undefined || total === '' || !Number.isFinite(value) || value < 0) return null;
  const rounded = Math.round(value);
  return { hours: Math.floor(rounded / 60), minutes: rounded % 60 };
}
