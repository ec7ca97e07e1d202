import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { nulCharacterPaths } from '../nulCharacters';
import type { RawIssue } from '../validationMessages';

/**
 * Schemas that only describe a request part in the OpenAPI document. The handler validates that
 * part itself, with messages a second check here would change (the CRUD bodies: read-only
 * fields dropped first; `/:id` that names no record is a 404, not a 422).
 */
const documentationOnly = new WeakSet<ZodType>();

/**
 * A copy of the schema that, declared on a route, is published but not enforced. A copy, so
 * the same schema still validates wherever it is used for real.
 */
export function describedOnly<T extends ZodType>(schema: T, meta: Record<string, unknown> = {}): T {
  const copy = schema.meta(meta) as T;
  documentationOnly.add(copy);
  return copy;
}

/**
 * Response schemas are documentation too: answers leave as the default serializer writes them
 * (JSON.stringify), with nothing stripped or checked on the way out. Routes that declare
 * responses name this compiler.
 */
export const documentedResponses = () => (data: unknown) => JSON.stringify(data);

/**
 * Validates bodies, queries and params with zod. Issues keep their input so the error
 * handler can tell a missing field from a wrong one and word it in the caller's language.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema }) => {
  if (documentationOnly.has(schema)) return (data) => ({ value: data });
  return (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    const issues = result.success ? nulCharacterIssues(result.data) : result.error.issues;
    if (!issues.length) return { value: result.data };
    const error = Object.assign(new Error('validation'), { zodIssues: issues });
    return { error };
  };
};

/** A NUL character is refused as bad input on its field (see server/nulCharacters.ts). */
function nulCharacterIssues(value: unknown): RawIssue[] {
  return nulCharacterPaths(value).map((path) => ({ code: 'custom', path, message: 'invalid_characters' }));
}
