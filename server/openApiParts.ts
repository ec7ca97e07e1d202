import { z, type ZodType } from 'zod';
import { describedOnly, pathIds } from './plugins/validation';

/**
 * Pieces the routes share to describe themselves in the OpenAPI document (/api/openapi.json).
 * Declared with describedOnly where the handler reads the part itself (list queries, uploads).
 */

const maxRecordId = 2_147_483_647;
/** A path segment naming a record: digits PostgreSQL's integer holds. */
const pathId = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.int().min(1).max(maxRecordId))
  .meta({ type: 'integer' });

/**
 * Path ids (`/:id`, `/:id/assignments/:assignment_id`), validated before the handler, which reads
 * them as numbers (`request.params.id`): a path that cannot name a record is a 404, as an id no
 * record has (server/plugins/errorHandler.ts).
 */
export const recordIdsParams = <const N extends string>(names: readonly N[], description: string) =>
  pathIds(z.object(Object.fromEntries(names.map((name) => [name, pathId])) as Record<N, typeof pathId>), { description });

/** `/:id`: a record id. */
export const recordIdParams = () => recordIdsParams(['id'], 'The record id.');

/**
 * A query parameter holding JSON (`?filter={"q":"cdg"}`): published as a parameter with
 * `content: application/json` (@fastify/swagger's x-consume), the OpenAPI form for JSON in a query.
 */
export const jsonQueryParam = <T extends ZodType>(schema: T, description: string) =>
  schema.optional().meta({ description, 'x-consume': 'application/json' });

/** A multipart/form-data body of one file part, as the upload routes read it. */
export function fileUpload(field: string, description: string) {
  return {
    consumes: ['multipart/form-data'],
    body: describedOnly(z.object({ [field]: z.string().meta({ format: 'binary', description }) })),
  };
}

/** The API's error bodies (docs/ARCHITECTURE.md): `{message}`, and per-field texts on a 422. */
const failure = z.object({ message: z.string() });
const invalidInput = failure.extend({ errors: z.record(z.string(), z.array(z.string())) });

/** Responses every signed-in route can give, to merge into a route's own. */
export const errorResponses = {
  401: failure.meta({ description: 'Not signed in, or the session ended.' }),
  403: failure.meta({ description: 'The caller’s role lacks the permission.' }),
  422: invalidInput.meta({ description: 'Bad input: texts per field, in the caller’s language.' }),
  429: failure.meta({ description: 'Too many requests.' }),
};
export const notFoundResponse = { 404: failure.meta({ description: 'No such record, or not visible to the caller.' }) };
export const conflictResponse = (description: string) => ({ 409: failure.passthrough().meta({ description }) });
