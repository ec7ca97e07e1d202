import { z } from 'zod';
import { colour, requiredText } from './fieldRules';
import { resourceKinds } from './enums';
import { resourceSchemas } from './resourceSchemas';

export const resourceCategorySchemas = resourceSchemas(
  z.object({
    name: requiredText(80),
    kind: z.enum(resourceKinds),
    colour: colour.optional(),
  }),
);
