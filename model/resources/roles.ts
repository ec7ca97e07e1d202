import { z } from 'zod';
import { optionalText, requiredText } from './fieldRules';
import { permissionNames } from '../permissions';
import { resourceSchemas } from './resourceSchemas';

export const rolesSchemas = resourceSchemas(
  z.object({
    name: requiredText(60),
    description: optionalText(200),
    /** Permission names granted; replaced as a whole on update. */
    permissions: z.array(z.enum(permissionNames)).max(permissionNames.length).optional(),
  }),
);
