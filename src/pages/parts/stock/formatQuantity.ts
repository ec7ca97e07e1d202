/** A quantity in its measure ("12 L", "1 ea"), in the reader's number format. */
export function formatQuantity(quantity: number, measure: string, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(quantity)} ${measure}`;
}

/** A money amount in its currency; an unknown code falls back to the bare figure and the code. */
export function formatMoney(amount: number, currency: string | null, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency || 'EUR' }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency ?? ''}`.trim();
  }
}
