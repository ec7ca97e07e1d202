import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route, sendList } from '../core/routeKit';
import { notFound } from '../errors';
import type { ResourceDefinition } from './definition';
import { describeFields } from './fields';
import { ListStatements } from './listStatements';
import { findVisible } from './recordQueries';
import { recordNotFound } from './recordNotFound';
import { recordHistory } from './history';
import { registerImport } from './import';
import { resourceRouteSchemas } from './routeSchemas';
import { createRecord, deleteRecord, updateRecord } from './writeRecord';

const maxId = 2_147_483_647;

/**
 * `/:id` must be a positive integer id; anything else names no record. The generic engine's reading;
 * a module's typed route reads `request.params.id`, checked by its `recordIdParams()` schema.
 */
export function recordIdParam(request: FastifyRequest): number {
  const raw = String((request.params as { id?: string | number }).id ?? '');
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > maxId) throw notFound();
  return id;
}

/**
 * The ra-data-simple-rest endpoints of one resource (docs/ARCHITECTURE.md):
 * GET /<r> (list, getMany, getManyReference), GET|PUT|DELETE /<r>/:id, POST /<r>,
 * and GET /<r>/:id/history for the forms' history panel.
 */
export async function registerResource(app: FastifyInstance, definition: ResourceDefinition): Promise<void> {
  const fields = describeFields(definition);
  const resource = { definition, fields };
  const lists = new ListStatements(app.db, definition, fields);
  const base = `/${definition.name}`;
  // The schemas describe the routes in the OpenAPI document; the handlers validate (routeSchemas.ts).
  const schemas = resourceRouteSchemas(definition, fields);
  const { read, write } = definition.access;
  const served = (name: NonNullable<ResourceDefinition['ownRoutes']>[number]) => !definition.ownRoutes?.includes(name);

  // Fixed paths (lookup, reset link) first; Fastify prefers them to `/:id` anyway.
  await definition.extraRoutes?.(app);
  // POST /<r>/import for the resources with a CSV import (model/csvImport.ts); a no-op for the others.
  registerImport(app, definition, fields);

  app.get(base, route(read, schemas.list), async (request: FastifyRequest, reply: FastifyReply) => {
    const list = lists.request(request.query, request.requireSession());
    const { records, total } = await lists.select(list);
    return sendList(reply, definition.name, list.page.offset, records, total);
  });

  if (served('getOne'))
    app.get(`${base}/:id`, route(read, schemas.getOne), async (request) => {
      const [session, id] = [request.requireSession(), recordIdParam(request)];
      const record = await findVisible(app.db, definition, fields, session, id);
      if (!record) throw await recordNotFound(app.db, definition, fields, session, id);
      return record;
    });

  app.get(`${base}/:id/history`, route(read, schemas.history), async (request) => {
    const id = recordIdParam(request);
    if (!(await findVisible(app.db, definition, fields, request.requireSession(), id))) throw notFound();
    return recordHistory(app.db, definition.name, id);
  });

  if (served('create'))
    app.post(base, route(write, schemas.create), async (request, reply) => {
      const record = await createRecord(resource, app.db, request, request.requireSession());
      return reply.code(201).send(record);
    });

  if (served('update'))
    app.put(`${base}/:id`, route(write, schemas.update), async (request) =>
      updateRecord(resource, app.db, request, request.requireSession(), recordIdParam(request)),
    );

  if (served('remove'))
    app.delete(`${base}/:id`, route(write, schemas.remove), async (request) =>
      deleteRecord(resource, app.db, request, request.requireSession(), recordIdParam(request)),
    );
}

/** Registers every definition; mounted under /api by server/routes/index.ts. */
export function crudRoutes(definitions: readonly ResourceDefinition[]) {
  return async function resourceRoutes(app: FastifyInstance) {
    for (const definition of definitions) await registerResource(app, definition);
  };
}
