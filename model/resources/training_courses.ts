import { z } from 'zod';
import { decimals, requiredText } from './fieldRules';
import { courseAudiences, courseCategories } from './enums';
import { resourceSchemas } from './resourceSchemas';

export const trainingCoursesSchemas = resourceSchemas(
  z.object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_-]{2,20}$/),
    name: requiredText(160),
    category: z.enum(courseCategories),
    duration_hours: decimals(1).min(0.5).max(1000),
    /** Empty = never expires. */
    validity_months: z.number().int().min(1).max(240).nullable().optional(),
    mandatory_for: z.array(z.enum(courseAudiences)).max(courseAudiences.length).optional(),
    active: z.boolean().optional(),
    /** A valid record of it lets a technician spray and check de-icing treatments (SAE AS6286; docs/modules/de_icing.md). */
    qualifies_for_de_icing: z.boolean().optional(),
  }),
);
