import { z } from 'zod';
import { isoDate, recordId } from '../resources/fieldRules';
import { supportedInstantText } from '../supportedDates';

/** Zod fields every module's request bodies share: record ids, calendar dates, instants, registrations. */

/** A record id PostgreSQL's integer holds: a larger one names nothing and must not reach SQL. */
export const referenceId = recordId.max(2_147_483_647);
/** A calendar date within the supported years (model/supportedDates.ts). */
export const calendarDate = isoDate;

/** An aircraft registration: upper case, 2–10 letters, digits and dashes (F-HBXA, N123AB). */
export const registration = z
  .preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase()) : v),
    z
      .string()
      .regex(/^[A-Z0-9-]{2,10}$/)
      .nullable(),
  )
  .optional();

/** An instant with its offset, within the supported years (model/supportedDates.ts). */
export const instant = supportedInstantText.transform((value) => new Date(value));
