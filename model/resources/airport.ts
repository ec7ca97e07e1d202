import { z } from 'zod';
import { optionalText, requiredText, timeZone } from './fieldRules';
import { resourceSchemas } from './resourceSchemas';

export const airportSchemas = resourceSchemas(
  z.object({
    iata: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/),
    icao: z
      .preprocess(
        (v) => (v === '' ? null : v),
        z
          .string()
          .trim()
          .regex(/^[A-Z0-9]{4}$/)
          .nullable(),
      )
      .optional(),
    name: requiredText(200),
    city: optionalText(120),
    /** ISO 3166-1 alpha-2. */
    country: z.string().regex(/^[A-Z]{2}$/),
    time_zone: timeZone,
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
  }),
);

/** One hit of GET /api/airport/lookup: declared with the Settings module's answers (model/modules/settings/settingsRecords.ts). */
export type { AirportLookupHit } from '../modules/settings';
