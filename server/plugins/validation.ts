import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { nulCharacterIssues } from '../nulCharacters';

/**
 * Every route's params, query and body pass through this compiler before the handler runs
 * (docs/security.md, "Bad input"). A declared schema is one of three kinds:
 *
 * - enforced (the default): the part is validated and the handler receives the parsed value, typed
 *   from the schema (the route kit's `RouteApp`, server/core/routeKit.ts);
 * - path ids (`pathIds`): enforced, and a path that cannot name a record is a 404, like an id no
 *   record has;
 * - prepared (`preparedBy`): enforced after a preparation of the part as sent, e.g. an update body
 *   without the read-only fields react-admin sends back with the record;
 * - validated ahead (`validatedAhead`): validated the same way, but the handler receives the part
 *   as sent and reads it with the same schema itself (its transforms, e.g. text → Date, then run
 *   once). Bad input never reaches the handler;
 * - described only (`describedOnly`): published in the OpenAPI document, validated by the handler
 *   with messages a second check would change (CRUD bodies drop read-only fields first; `/:id`
 *   that names no record is a 404).
 *
 * Whatever the kind, a NUL character is refused here on its field: PostgreSQL text cannot hold one.
 */
const documentationOnly = new WeakSet<ZodType>();
const checkedNotTransformed = new WeakSet<ZodType>();
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

/** A copy of the schema that is validated before the handler, which still reads the part as sent. */
export function validatedAhead<T extends ZodType>(schema: T, meta: Record<string, unknown> = {}): T {
  const copy = schema.meta(meta);
  checkedNotTransformed.add(copy);
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
  // A body-less request is read as an empty object, as the handlers' own parse (parseBody) reads it.
  const prepare = preparations.get(schema) ?? ((data: unknown) => data);
  const input = (data: unknown) => prepare(httpPart === 'body' ? (data ?? {}) : data);
  if (documentationOnly.has(schema)) {
    return (data) => {
      const issues = nulCharacterIssues(data);
      return issues.length ? invalid(issues) : { value: data };
    };
  }
  const passOriginal = checkedNotTransformed.has(schema);
  // Path ids checked ahead of a handler that answers 404 for an id naming nothing: a path that cannot name a record is one too.
  const namesNothing = notFoundWhenInvalid.has(schema) || (passOriginal && httpPart === 'params');
  return (data) => {
    const result = schema.safeParse(input(data), { reportInput: true });
    // Every failed field at once: the schema's issues and each NUL, so one answer names them all.
    const issues = [...(result.success ? [] : result.error.issues), ...nulCharacterIssues(data)];
    if (issues.length) return invalid(issues, namesNothing);
    return { value: passOriginal ? data : result.data };
  };
};
