import { z } from 'zod';
import { currencyCode, money, requiredText } from './fieldRules';
import { expenseUnits } from './enums';
import { resourceSchemas } from './resourceSchemas';

export const expensesSchemas = resourceSchemas(
  z.object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_-]{2,20}$/),
    name: requiredText(80),
    unit: z.enum(expenseUnits),
    default_rate: money,
    currency: currencyCode.optional(),
    receipt_required: z.boolean().optional(),
    active: z.boolean().optional(),
  }),
);
