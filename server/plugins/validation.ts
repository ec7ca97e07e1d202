import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { nulCharacterIssues } from '../nulCharacters';

/**
 * Every route's params, query and body pass through this compiler before the handler runs
 * (docs/security.md, "Bad input"). A declared schema is one of four kinds:
 *
 * - enforced (the default): the part is validated and the handler receives the parsed value, typed
 *   from the schema (the route kit's `RouteApp`, server/core/routeKit.ts);
 * - path ids (`pathIds`): enforced, and a path that cannot name a record is a 404, like an id no
 *   record has;
 * - prepared (`preparedBy`): enforced after a preparation of the part as sent, e.g. an update body
 *   without the read-only fields react-admin sends back with the record;
 * - described only (`describedOnly`): published in the OpenAPI document, read by the handler as sent:
 *   the list engine's `?sort&range&filter` (parseListQuery words its own errors), the generic CRUD
 *   engine's bodies (read-only fields dropped per resource first), uploads (multipart).
 *
 * Whatever the kind, a NUL character is refused here on its field: PostgreSQL text cannot hold one.
 */
const documentationOnly = new WeakSet<ZodType>();
const notFoundWhenInvalid = new WeakSet<ZodType>();
const preparations = new WeakMap<ZodType, (data: unknown) => unknown>();

/**
 * A copy of the schema that, declared on a route, is published but validated by the handler: typed
 * as what the handler receives, the part as sent.
 */
export function describedOnly(schema: ZodType, meta: Record<string, unknown> = {}): ZodType<unknown> {
  const copy = schema.meta(meta);
  documentationOnly.add(copy);
  return copy;
}

/** A copy of the schema for path ids: enforced, and a value that cannot be an id answers 404. */
export function pathIds<T extends ZodType>(schema: T, meta: Record<string, unknown> = {}): T {
  const copy = schema.meta(meta);
  notFoundWhenInvalid.add(copy);
  return copy;
}

/** A copy of the schema enforced on `prepare(part as sent)`; the OpenAPI document shows the schema itself. */
export function preparedBy<T extends ZodType>(schema: T, prepare: (data: unknown) => unknown): T {
  const copy = schema.meta({});
  preparations.set(copy, prepare);
  return copy;
}

/**
 * Response schemas are documentation too: answers leave as the default serializer writes them
 * (JSON.stringify), with nothing stripped or checked on the way out. Routes that declare
 * responses name this compiler.
 */
export const documentedResponses = () => (data: unknown) => JSON.stringify(data);

const invalid = (issues: unknown[], namesNothing = false) => ({
  error: Object.assign(new Error('validation'), { zodIssues: issues, namesNothing }),
});

/**
 * Validates bodies, queries and params with zod. Issues keep their input so the error
 * handler can tell a missing field from a wrong one and word it in the caller's language.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema, httpPart }) => {
  // A body-less request is read as an empty object (a POST without a body may still be valid).
  const prepare = preparations.get(schema) ?? ((data: unknown) => data);
  const input = (data: unknown) => prepare(httpPart === 'body' ? (data ?? {}) : data);
  if (documentationOnly.has(schema)) {
    return (data) => {
      const issues = nulCharacterIssues(data);
      return issues.length ? invalid(issues) : { value: data };
    };
  }
  // A path id that cannot name a record is a 404, as an id no record has.
  const namesNothing = notFoundWhenInvalid.has(schema);
  return (data) => {
    const result = schema.safeParse(input(data), { reportInput: true });
    // Every failed field at once: the schema's issues and each NUL, so one answer names them all.
    const issues = [...(result.success ? [] : result.error.issues), ...nulCharacterIssues(data)];
    if (issues.length) return invalid(issues, namesNothing);
    return { value: result.data };
  };
};
