import { z } from 'zod';
import { longText, optionalText, requiredText } from './fieldRules';
import { resourceSchemas } from './resourceSchemas';

export const dictionarySchemas = resourceSchemas(
  z.object({
    term: requiredText(120),
    abbreviation: optionalText(20),
    definition: longText(4000),
    category: optionalText(60),
  }),
);
