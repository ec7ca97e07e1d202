import { z } from 'zod';
import { currencyCode, decimals, optionalMoney, recordId, requiredText } from './fieldRules';
import { materialCategories } from './enums';
import { materialTrackings } from '../modules/parts';
import { resourceSchemas } from './resourceSchemas';

export const materialsSchemas = resourceSchemas(
  z.object({
    part_number: z.string().trim().min(1).max(40),
    description: requiredText(200),
    measure_id: recordId,
    category: z.enum(materialCategories),
    unit_cost: optionalMoney,
    currency: currencyCode.optional(),
    shelf_life_months: z.number().int().min(1).max(240).nullable().optional(),
    hazardous: z.boolean().optional(),
    minimum_stock: decimals(3).min(0).max(1_000_000).optional(),
    /** Bulk, per batch or per serial number (docs/modules/parts.md): how its stock lots are kept. */
    tracking: z.enum(materialTrackings).optional(),
    /** The release certificate types (part_cert ids) a serviceable part of this number is received with. */
    accepted_cert_ids: z
      .array(recordId)
      .max(20)
      .transform((ids) => [...new Set(ids)])
      .optional(),
    active: z.boolean().optional(),
  }),
);
