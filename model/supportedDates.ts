import { z } from 'zod';

/**
 * The years a date or an instant may fall in, everywhere the API reads one. ISO 8601 and zod accept
 * years 0000–9999, but PostgreSQL has no year 0, a station's time zone can push 9999-12-31 into year
 * 10000, and no aviation record (a licence, a flight, a calibration) lies outside these two centuries.
 * One range, so bad input is refused as bad input (422) by every schema rather than failing in SQL
 * (docs/security.md, "Bad input").
 */
export const supportedYears = { first: 1900, last: 2200 } as const;

/** The UTC year of an ISO date or instant text, read without the time zone shifting it. */
function utcYear(value: string): number {
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? Number.NaN : new Date(time).getUTCFullYear();
}

export function withinSupportedYears(value: string): boolean {
  const year = utcYear(value);
  // The written year counts too: 2200-12-31T23:00-05:00 is already 2201 in UTC, 1900-01-01T00:30+01:00 still 1899.
  const written = Number(value.slice(0, 4));
  return year >= supportedYears.first && year <= supportedYears.last && written >= supportedYears.first && written <= supportedYears.last;
}

/** An ISO calendar day (YYYY-MM-DD) within the supported years. */
export const supportedDate = z.iso.date().refine(withinSupportedYears, 'date_out_of_range');

/** An instant with its offset (ISO 8601), within the supported years; kept as text. */
export const supportedInstantText = z.iso.datetime({ offset: true }).refine(withinSupportedYears, 'date_out_of_range');

/** An instant as text that may also be read back from a stored record, where it is a Date (cross-field rules on update). */
export const recordInstantText = z.preprocess((v) => (v instanceof Date ? v.toISOString() : v), supportedInstantText);
