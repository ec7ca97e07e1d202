import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** react-admin's format for a message with arguments, translated by its ValidationError. */
const raMessage = (message: string, args?: Record<string, unknown>) =>
  `@@react-admin@@${JSON.stringify(args ? { message, args } : message)}`;

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  format?: string;
  expected?: string;
  divisor?: number;
}

/**
 * One zod issue as an i18n message: the same wording as the server's 422 (server/validationMessages.ts)
 * for the common cases, keyed under crud.validation.* so every locale has it.
 */
export function issueMessage(issue: Issue): string {
  const missing = issue.input === undefined || issue.input === null || issue.input === '';
  if ((issue.code === 'invalid_type' && missing) || (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1)) {
    return raMessage('ra.validation.required');
  }
  // Our own refinements carry an i18n key as their message (end_before_start, flight_number_needed …).
  if (issue.code === 'custom' || /^[a-z_]+$/.test(issue.message)) return raMessage(`crud.validation.${issue.message}`);
  switch (issue.code) {
    case 'too_small':
      return raMessage(
        issue.origin === 'array'
          ? 'crud.validation.too_few'
          : issue.origin === 'string'
            ? 'ra.validation.minLength'
            : 'ra.validation.minValue',
        { min: issue.minimum },
      );
    case 'too_big':
      return raMessage(
        issue.origin === 'array'
          ? 'crud.validation.too_many'
          : issue.origin === 'string'
            ? 'ra.validation.maxLength'
            : 'ra.validation.maxValue',
        { max: issue.maximum },
      );
    case 'invalid_format':
      return raMessage(issue.format === 'email' ? 'ra.validation.email' : 'crud.validation.invalid_format');
    case 'not_multiple_of':
      // Schemas use multipleOf for the decimals a column stores (fieldRules.decimals).
      return raMessage('crud.validation.decimal_places', { smart_count: Math.round(-Math.log10(issue.divisor ?? 1)) });
    case 'invalid_type':
      if (issue.expected === 'int') return raMessage('crud.validation.whole_number');
      return raMessage(
        issue.origin === 'number' || issue.message.includes('number') ? 'ra.validation.number' : 'crud.validation.invalid_value',
      );
    default:
      return raMessage('crud.validation.invalid_value');
  }
}

/** Values the server owns or computes: not part of what the form validates. */
function writableValues(schema: z.ZodObject, values: Record<string, unknown>): Record<string, unknown> {
  const shape = schema.shape as Record<string, unknown>;
  return Object.fromEntries(Object.entries(values).filter(([field]) => field in shape));
}

/**
 * A react-hook-form resolver on the shared zod schema (docs/ARCHITECTURE.md: the client validates
 * with the same rules the server enforces). Written here rather than taking @hookform/resolvers:
 * twenty lines, and react-admin's translated message format instead of zod's English.
 * The form keeps its own values (id, version …) so react-admin saves the whole record; only
 * validation uses the schema. Errors sit on the top-level field of each issue's path.
 */
export function zodResolver(
  fields: z.ZodObject,
  rules: ((value: Record<string, unknown>, ctx: z.RefinementCtx) => void)[] = [],
): Resolver<FieldValues> {
  const schema = rules.length ? fields.superRefine((value, ctx) => rules.forEach((rule) => rule(value, ctx))) : fields;
  return async (values) => {
    const result = await schema.safeParseAsync(writableValues(fields, values), { reportInput: true });
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors = {};
    for (const issue of result.error.issues as unknown as Issue[]) {
      const field = String(issue.path[0] ?? '_');
      if (!errors[field]) errors[field] = { type: issue.code, message: issueMessage(issue) };
    }
    return { values: {}, errors };
  };
}

/** The resolver of one resource's shared schemas (model/resources). */
export function resourceResolver(schemas: {
  fields: z.ZodObject;
  rules: ((value: Record<string, unknown>, ctx: z.RefinementCtx) => void)[];
}): Resolver<FieldValues> {
  return zodResolver(schemas.fields, schemas.rules);
}
