import { z } from 'zod';
import { count, currencyCode, money, recordId, requiredText } from './fieldRules';
import { billingUnits, licenceCategories, serviceCategories } from './enums';
import { resourceSchemas } from './resourceSchemas';

export const servicesSchemas = resourceSchemas(
  z.object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_-]{2,20}$/),
    name: requiredText(120),
    category: z.enum(serviceCategories),
    standard_minutes: count(24 * 60),
    technicians_needed: z.number().int().min(1).max(20).optional(),
    authorisation_category: z.enum(licenceCategories).nullable().optional(),
    type_authorisation_required: z.boolean().optional(),
    /** Training courses and authorisations (towing, engine run …) whoever does it must hold; replaced as a whole on update. */
    required_course_ids: z.array(recordId).max(20).optional(),
    billing_unit: z.enum(billingUnits),
    billing_rate: money,
    currency: currencyCode.optional(),
    active: z.boolean().optional(),
  }),
);
