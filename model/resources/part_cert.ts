import { z } from 'zod';
import { optionalText, requiredText } from './fieldRules';
import { resourceSchemas } from './resourceSchemas';

export const partCertSchemas = resourceSchemas(
  z.object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9-]{2,20}$/),
    name: requiredText(120),
    authority: optionalText(80),
    serial_required: z.boolean().optional(),
    active: z.boolean().optional(),
  }),
);
