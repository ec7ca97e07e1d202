/**
 * The route kit: the plumbing every module's route file needs, written once
 * (docs/decisions/0005-one-route-kit.md) instead of a copy per file —
 *
 * - `RouteApp`: the app as a module's route plugin receives it, typed by its zod schemas: the handler's
 *   `request.params`, `request.query` and `request.body` are the parsed values of the route's schemas,
 *   checked before the handler runs;
 * - `route(permission, schema)` and `publicRoute(schema)`: a route's options — who may call it (`config.permission`), its
 *   schemas (published in the OpenAPI document and checked before the handler: server/plugins/validation.ts)
 *   and the serializer that sends answers as written (`documentedResponses`);
 * - `inTransaction(db, work)`: runs `work` in one transaction, its handle typed as a `Database`;
 * - `sendList(reply, resource, offset, records, total)`: the ra-data-simple-rest list answer, one page
 *   of records with its `Content-Range` (`contentRange`, server/crud/listQuery.ts).
 */
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyPluginAsync,
  FastifyTypeProvider,
  FastifyInstance,
  FastifyReply,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';
import { contentRange } from '../crud/listQuery';
import type { Database } from '../db/client';
import { documentedResponses } from '../plugins/validation';

/** Who may call a route: `signedIn` (any signed-in account), or permissions any one of which admits the caller. */
export type RoutePermission = string | readonly string[];

/**
 * Types a handler's request parts from the route's zod schemas (their parsed output). Answers are not
 * typed from the response schemas: they leave as JSON.stringify writes them (a Date becomes its ISO
 * text), which is what the response schemas in model/modules/<m>/ describe and the browser reads.
 */
export interface SchemaTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
  serializer: unknown;
}

/** The app a route plugin registers on: handlers read their params, query and body typed from the route's schemas. */
export type RouteApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  SchemaTypeProvider
>;

/** A module's route plugin (`routes` of server/modules/module.ts). */
export type RoutePlugin = FastifyPluginAsync<Record<never, never>, RawServerDefault, SchemaTypeProvider>;

/**
 * The options of a route that declares its access and its schemas (`app.get(path, route(…), handler)`).
 * A list of permissions is copied, so no two routes share one array.
 */
export function route<const S extends FastifySchema>(permission: RoutePermission, schema: S) {
  return {
    config: { permission: typeof permission === 'string' ? permission : [...permission] },
    schema,
    serializerCompiler: documentedResponses,
  };
}

/**
 * The options of a route anyone may call (sign-in, registration, password reset …): like `route()`,
 * with `config.public` instead of a permission (and any other config the route needs, e.g. its rate limit).
 */
export function publicRoute<const S extends FastifySchema>(schema: S, config: FastifyContextConfig = {}) {
  return { config: { ...config, public: true }, schema, serializerCompiler: documentedResponses };
}

/** Runs `work` in one transaction: everything it writes commits together, or nothing does. */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}

/**
 * Answers one page of a list: `Content-Range: <resource> <from>-<to>/<total>` (readable by the
 * browser) and the records themselves, which it returns for the handler to answer.
 */
export function sendList<R extends readonly unknown[]>(
  reply: FastifyReply,
  resource: string,
  offset: number,
  records: R,
  total: number,
): R {
  reply.header('content-range', contentRange(resource, offset, records.length, total));
  reply.header('access-control-expose-headers', 'Content-Range');
  return records;
}
