import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';

/**
 * Validates bodies, queries and params with zod. Issues keep their input so the error
 * handler can tell a missing field from a wrong one and word it in the caller's language.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema }) => (data) => {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { value: result.data };
  const error = Object.assign(new Error('validation'), { zodIssues: result.error.issues });
  return { error };
};
