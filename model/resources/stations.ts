import { z } from 'zod';
import { optionalEmail, optionalText, phone, recordId, requiredText } from './fieldRules';
import { resourceSchemas } from './resourceSchemas';
import { usWeeklyRestBases } from '../modules/manpower';

export const stationsSchemas = resourceSchemas(
  z.object({
    /** Defaults to the caller's active region. */
    region_id: recordId.optional(),
    airport_id: recordId,
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{3,5}$/),
    name: requiredText(120),
    phone,
    email: optionalEmail,
    opening_hours: optionalText(200),
    open_24h: z.boolean().optional(),
    de_icing: z.boolean().optional(),
    /** The station's routine METAR interval: a de-icing treatment's older METAR is a warning (docs/modules/de_icing.md). */
    metar_interval_minutes: z.number().int().min(10).max(1440).optional(),
    /** How a US station reads 14 CFR 121.377: any 7 days, or each calendar month (docs/modules/manpower.md). */
    us_weekly_rest_basis: z.enum(usWeeklyRestBases).optional(),
    active: z.boolean().optional(),
  }),
);
