import { z } from 'zod';
import { wingMaterials } from '../modules/de_icing';
import { optionalCount, requiredText } from './fieldRules';
import { aircraftCategories } from './enums';
import { resourceSchemas } from './resourceSchemas';

export const aircraftTypeSchemas = resourceSchemas(
  z.object({
    /** ICAO Doc 8643 type designator (A20N, B38M). */
    icao: z
      .string()
      .trim()
      .regex(/^[A-Z][A-Z0-9]{1,3}$/),
    iata: z
      .preprocess(
        (v) => (v === '' ? null : v),
        z
          .string()
          .trim()
          .regex(/^[A-Z0-9]{3}$/)
          .nullable(),
      )
      .optional(),
    manufacturer: requiredText(120),
    model: requiredText(120),
    category: z.enum(aircraftCategories),
    type_i_litres: optionalCount(20_000),
    type_iv_litres: optionalCount(20_000),
    /** Picks the Type I holdover table (FAA / Transport Canada HOT guidelines); the column defaults to aluminium. */
    wing_material: z.enum(wingMaterials).optional(),
  }),
);
