import { z } from 'zod';
import { longText, optionalRecordId, requiredText } from './fieldRules';
import { resourceSchemas } from './resourceSchemas';

/** Placeholders a return-to-service text may use; filled in when the technician signs. */
export const rtsPlaceholders = ['registration', 'work_order', 'station', 'date', 'technician', 'licence'] as const;

export const rtsSchemas = resourceSchemas(
  z.object({
    name: requiredText(120),
    customer_id: optionalRecordId,
    regulation_basis: requiredText(120),
    text: longText(5000).refine(
      (text) => [...text.matchAll(/\{(\w+)\}/g)].every(([, name]) => (rtsPlaceholders as readonly string[]).includes(name)),
      'unknown_placeholder',
    ),
    active: z.boolean().optional(),
  }),
);
