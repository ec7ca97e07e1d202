/** Codes (region, currency, IATA/ICAO designators, service codes) are stored in capitals: typing "eur" keeps "EUR". */
export const upperCode = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** ISO 4217 codes the runtime knows, with the current value kept even if it is not among them. */
export function currencyCodes(current?: unknown): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : ['EUR', 'USD', 'GBP', 'CAD', 'CHF'];
  return withCurrent(known, current);
}

/** IANA zone names the runtime knows (plus UTC), with the current value kept. */
export function timeZoneNames(current?: unknown): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return withCurrent(known.includes('UTC') ? known : ['UTC', ...known], current);
}

function withCurrent(list: string[], current: unknown): string[] {
  return typeof current === 'string' && current && !list.includes(current) ? [current, ...list] : list;
}

/** "EUR · Euro" in the user's language; the bare code when the runtime has no name for it. */
export function currencyLabel(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale, 'en'], { type: 'currency' }).of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}
