import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import type { RawIssue } from '../validationMessages';

/**
 * Validates bodies, queries and params with zod. Issues keep their input so the error
 * handler can tell a missing field from a wrong one and word it in the caller's language.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema }) => (data) => {
  const result = schema.safeParse(data, { reportInput: true });
  const issues = result.success ? nulCharacterIssues(result.data) : result.error.issues;
  if (!issues.length) return { value: result.data };
  const error = Object.assign(new Error('validation'), { zodIssues: issues });
  return { error };
};

/**
 * PostgreSQL text cannot hold the NUL character: a value containing one would fail in the
 * database as a 500, so it is refused here as bad input on its field.
 */
function nulCharacterIssues(value: unknown, path: (string | number)[] = [], issues: RawIssue[] = []): RawIssue[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) issues.push({ code: 'custom', path, message: 'invalid_characters' });
  } else if (value && typeof value === 'object' && path.length < 32) {
    for (const [key, item] of Object.entries(value)) nulCharacterIssues(item, [...path, Array.isArray(value) ? Number(key) : key], issues);
  }
  return issues;
}
