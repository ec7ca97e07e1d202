import { z } from 'zod';
import { supportedDate } from '../supportedDates';

/**
 * Field rules shared by every reference-data schema. The browser validates forms with the same
 * schemas the API enforces, so messages match and nothing is checked in one place only.
 */

/** react-admin sends a cleared text input as '' or null; both mean "no value". */
export const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const requiredText = (max = 200) => z.string().trim().min(1).max(max);
export const optionalText = (max = 200) => z.preprocess(emptyToNull, z.string().trim().max(max).nullable()).optional();
export const longText = (max = 10_000) => z.string().trim().min(1).max(max);

/** A reference to another record's id. */
export const recordId = z.number().int().positive();
export const optionalRecordId = recordId.nullable().optional();

export const isoDate = supportedDate;
export const optionalIsoDate = z.preprocess(emptyToNull, supportedDate.nullable()).optional();
/** Station-local wall-clock time, HH:MM or HH:MM:SS. */
export const localTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/)
  // Stored as PostgreSQL `time`, which reads back as HH:MM:SS.
  .transform((value) => (value.length === 5 ? `${value}:00` : value));
export const optionalLocalTime = z.preprocess(emptyToNull, localTime.nullable()).optional();

export const currencyCode = z.string().regex(/^[A-Z]{3}$/);
/**
 * An amount stored with `places` decimals (numeric(p, places)): more would be rounded away
 * without a word, so the schema refuses them. Form inputs' steps are only arrow increments.
 */
export const decimals = (places: number) => z.number().multipleOf(10 ** -places);
export const money = decimals(2).min(0).max(1_000_000_000);
export const optionalMoney = money.nullable().optional();
export const count = (max = 1_000_000) => z.number().int().min(0).max(max);
export const optionalCount = (max = 1_000_000) => count(max).nullable().optional();

export const email = z.string().trim().max(254).email();
export const optionalEmail = z.preprocess(emptyToNull, email.nullable()).optional();
/**
 * A phone number: digits, spaces and ( ) . / -, an optional leading +, 4 to 30 characters. Its
 * refusal is `invalid_phone`, whose text shows the format (+31 20 123 4567) in the browser
 * (crud.validation) and the server (validation) alike.
 */
export const phoneText = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()./-]{4,30}$/, 'invalid_phone');
export const phone = z.preprocess(emptyToNull, phoneText.nullable()).optional();
export const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** An IANA zone name the runtime knows (Europe/Paris, America/Toronto, UTC). */
export const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'invalid_time_zone');

/** Optimistic concurrency: an update carries the version it read (docs/ARCHITECTURE.md). */
export const version = z.number().int().positive();

/** A date range's end may not precede its start. */
export function endNotBeforeStart(startField: string, endField: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const start = value[startField];
    const end = value[endField];
    if (typeof start === 'string' && typeof end === 'string' && end < start) {
      ctx.addIssue({ code: 'custom', path: [endField], message: 'end_before_start' });
    }
  };
}
