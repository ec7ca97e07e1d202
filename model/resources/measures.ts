import { z } from 'zod';
import { requiredText } from './fieldRules';
import { measureKinds } from './enums';
import { resourceSchemas } from './resourceSchemas';

export const measuresSchemas = resourceSchemas(
  z.object({
    code: z.string().trim().min(1).max(10),
    name: requiredText(60),
    kind: z.enum(measureKinds),
    factor: z.number().positive().max(1_000_000),
  }),
);
