import { and, eq, isNull, sql } from 'drizzle-orm';
import { apiKeyRecordSchema, apiKeysSchemas, createdApiKeySchema } from '../../../model/apiKeys';
import { resourceAccess } from '../../../model/resourceAccess';
import { recordAudit } from '../../audit';
import { generateApiKey } from '../../auth/apiKeys';
import { isMemberOf, type Session } from '../../auth/session';
import { inTransaction, route, sendList, type RouteApp } from '../../core/routeKit';
import { defineResource } from '../../crud/definition';
import { describeFields } from '../../crud/fields';
import { booleanLike } from '../../crud/filterValues';
import { ListStatements } from '../../crud/listStatements';
import { findVisible } from '../../crud/recordQueries';
import { listRouteSchema } from '../../crud/listRouteSchema';
import type { Database } from '../../db/client';
import { apiKeyRegions, apiKeys } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import { errorResponses, notFoundResponse, recordIdParams } from '../../openApiParts';

const outer = sql.raw('"api_keys"');

/**
 * API keys on the CRUD engine's list and record reads (filters, sort, paging, `q` on the name).
 * Writes are this file's own: a key is created with its secret shown once and "deleted" by being
 * revoked, the row kept so the audit trail still names it (docs/security.md, "API keys").
 * The hash never leaves the database.
 */
export const apiKeyListDefinition = defineResource({
  name: 'api_keys',
  table: apiKeys,
  schemas: apiKeysSchemas,
  access: resourceAccess.api_keys,
  search: ['name'],
  filters: ['permission', 'active'],
  ranges: ['created_at', 'last_used_at'],
  sort: ['name', 'key_prefix', 'permission', 'created_at', 'last_used_at', 'revoked_at', 'updated_at'],
  defaultSort: ['created_at', 'DESC'],
  hidden: ['key_hash'],
  computed: {
    region_ids: { sql: sql<number[]>`array(select kr.region_id from api_key_regions kr where kr.api_key_id = ${outer}."id" order by 1)` },
    created_by_name: { sql: sql<string | null>`(select u.name from users u where u.id = ${outer}."created_by")` },
    /** Not revoked: the list's active/revoked filter. */
    active: { sql: sql<boolean>`(${outer}."revoked_at" is null)`, filter: booleanLike },
  },
});

/** POST|GET /api/api_keys, GET /api/api_keys/:id, DELETE /api/api_keys/:id (revoke): administrators only. */
export default async function apiKeyRoutes(app: RouteApp): Promise<void> {
  const definition = apiKeyListDefinition;
  const fields = describeFields(definition);
  const lists = new ListStatements(app.db, definition, fields);
  const { read, write } = definition.access;
  const schemas = routeSchemas();

  // Every administrator sees every key (global, as accounts are); a key's regions limit what the key writes, not who manages it.
  const keyRecord = async (session: Session, id: number, db: Database = app.db) => {
    const record = await findVisible(db, definition, fields, session, id);
    if (!record) throw notFound();
    return record;
  };

  app.get('/api_keys', route(read, schemas.list), async (request, reply) => {
    const list = lists.request(request.query, request.requireSession());
    const { records, total } = await lists.select(list);
    return sendList(reply, definition.name, list.page.offset, records, total);
  });

  app.get('/api_keys/:id', route(read, schemas.getOne), async (request) => keyRecord(request.requireSession(), request.params.id));

  app.post('/api_keys', route(write, schemas.create), async (request, reply) => {
    const session = request.requireSession();
    const { name, permission } = request.body;
    const regionIds = [...new Set(request.body.region_ids)];
    // Only the administrator's own active regions (session.regions holds no inactive one): a key must not reach further than its maker.
    if (!regionIds.every((id) => isMemberOf(session, id))) throw invalid({ region_ids: 'region.not_member' });
    const { key, keyHash, keyPrefix } = generateApiKey();
    const record = await inTransaction(app.db, async (tx) => {
      const [created] = await tx
        .insert(apiKeys)
        .values({ name, permission, key_hash: keyHash, key_prefix: keyPrefix, created_by: session.user.id })
        .returning({ id: apiKeys.id });
      await tx.insert(apiKeyRegions).values(regionIds.map((region_id) => ({ api_key_id: created.id, region_id })));
      await recordAudit(tx, request, {
        action: 'create',
        resource: 'api_keys',
        recordId: created.id,
        changes: { name, permission, region_ids: regionIds, key_prefix: keyPrefix },
      });
      return keyRecord(session, created.id, tx);
    });
    // The key itself, this once: only its SHA-256 is kept.
    return reply.code(201).send({ ...record, key });
  });

  app.delete('/api_keys/:id', route(write, schemas.revoke), async (request) => {
    const session = request.requireSession();
    const { id } = request.params;
    return inTransaction(app.db, async (tx) => {
      const [revoked] = await tx
        .update(apiKeys)
        .set({ revoked_at: sql`now()`, revoked_by: session.user.id, version: sql`${apiKeys.version} + 1`, updated_at: sql`now()` })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revoked_at)))
        .returning({ id: apiKeys.id });
      // Revoking a revoked key changes nothing and answers the record as it is.
      if (revoked) await recordAudit(tx, request, { action: 'revoke', resource: 'api_keys', recordId: id });
      return keyRecord(session, id, tx);
    });
  });
}

function routeSchemas() {
  const tags = ['api_keys'];
  const withId = { ...errorResponses, ...notFoundResponse };
  return {
    list: listRouteSchema(apiKeyListDefinition, describeFields(apiKeyListDefinition), apiKeyRecordSchema),
    getOne: {
      tags,
      summary: 'One API key (never the key itself)',
      params: recordIdParams(),
      response: { 200: apiKeyRecordSchema, ...withId },
    },
    create: {
      tags,
      summary: 'Create an API key: the answer holds the key, shown this once',
      body: apiKeysSchemas.create,
      response: { 201: createdApiKeySchema, ...errorResponses },
    },
    revoke: {
      tags,
      summary: 'Revoke an API key: refused from now on, on every API process',
      params: recordIdParams(),
      response: { 200: apiKeyRecordSchema, ...withId },
    },
  };
}
