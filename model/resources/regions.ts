import { z } from 'zod';
import { currencyCode, requiredText, timeZone } from './fieldRules';
import { resourceSchemas } from './resourceSchemas';

export const regionsSchemas = resourceSchemas(
  z.object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9-]{2,12}$/),
    name: requiredText(120),
    currency: currencyCode,
    time_zone: timeZone,
    active: z.boolean().optional(),
  }),
);
