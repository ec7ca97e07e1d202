import { z, type ZodType } from 'zod';
import { maxListRange } from '../../model/listLimits';
import { conflictResponse, errorResponses, jsonQueryParam, notFoundResponse, recordIdParams } from '../openApiParts';
import { describedOnly } from '../plugins/validation';
import type { ResourceDefinition } from './definition';
import type { ResourceFields } from './fields';

/**
 * How one resource's CRUD routes appear in the OpenAPI document. Every part is documentation
 * only: the router reads `sort`/`range`/`filter` (listQuery.ts, filters.ts), ids and bodies
 * (writeRecord.ts) itself, with the messages the forms and tests rely on. The filter's values
 * are described by the same schemas that check them (fields.filterValues).
 */
export function resourceRouteSchemas(definition: ResourceDefinition, fields: ResourceFields) {
  const tags = [definition.name];
  const record = recordSchema(definition);
  const params = recordIdParams();
  const withId = { ...errorResponses, ...notFoundResponse };
  return {
    list: {
      tags,
      summary: `List ${definition.name} (ra-data-simple-rest: getList, getMany, getManyReference)`,
      querystring: listQuery(definition, fields),
      response: { 200: z.array(record).meta({ description: 'One page; the Content-Range header carries the total.' }), ...errorResponses },
    },
    getOne: { tags, summary: `One ${definition.name} record`, params, response: { 200: record, ...withId } },
    history: {
      tags,
      summary: `The audit trail of one ${definition.name} record, newest first`,
      params,
      response: { 200: z.array(historyEntry), ...withId },
    },
    create: {
      tags,
      summary: `Create a ${definition.name} record`,
      body: describedOnly(definition.schemas.create),
      response: { 201: record, ...errorResponses, ...conflictResponse('A unique value is taken, or a referenced record is missing.') },
    },
    update: {
      tags,
      summary: `Change a ${definition.name} record: any writable fields and the version read`,
      params,
      body: describedOnly(definition.schemas.update),
      response: {
        200: record,
        ...withId,
        ...conflictResponse('The record changed since it was read (`current` holds it now), or a unique value is taken.'),
      },
    },
    remove: {
      tags,
      summary: `Delete a ${definition.name} record`,
      params,
      response: { 200: record, ...withId, ...conflictResponse('Other records refer to this one (`references`).') },
    },
  };
}

/** A record as read: its writable fields plus what the server owns and computes. */
function recordSchema(definition: ResourceDefinition): ZodType {
  return definition.schemas.fields
    .partial()
    .extend({ id: z.int(), version: z.int(), created_at: z.string(), updated_at: z.string() })
    .passthrough()
    .meta({ description: `A ${definition.name} record.` });
}

const historyEntry = z.object({
  id: z.int(),
  action: z.string(),
  user_id: z.int().nullable(),
  user_name: z.string().nullable(),
  /** Set when a system made the change with an API key: user_name is then the key's name. */
  api_key_id: z.int().nullable(),
  created_at: z.string(),
  changes: z.unknown(),
});

function listQuery(definition: ResourceDefinition, fields: ResourceFields) {
  const sortable = ['id', ...definition.sort] as [string, ...string[]];
  return describedOnly(
    z.object({
      sort: jsonQueryParam(
        z.tuple([z.enum(sortable), z.enum(['ASC', 'DESC'])]),
        `["field","ASC"|"DESC"]; default ${JSON.stringify(definition.defaultSort)}.`,
      ),
      range: jsonQueryParam(
        z.tuple([z.int().min(0), z.int().min(0)]),
        `[first, last] row, both included; at most ${maxListRange} rows; default [0,24].`,
      ),
      filter: jsonQueryParam(
        filterObject(definition, fields),
        'Exact values, a list (any of), null (no value), `<field>_gte`/`<field>_lte` ranges, and `q` to search.',
      ),
    }),
  );
}

/** The filter object a resource accepts, from the same value schemas that check it. */
function filterObject(definition: ResourceDefinition, fields: ResourceFields): ZodType {
  const shape: Record<string, ZodType> = {};
  if (definition.search.length)
    shape.q = z
      .string()
      .max(200)
      .meta({ description: `Searches ${definition.search.join(', ')}.` });
  for (const [name, value] of fields.filterValues) shape[name] = embedded(z.union([value, z.array(value).max(1000), z.null()]));
  for (const name of definition.ranges ?? []) {
    shape[`${name}_gte`] = embedded(fields.filterValues.get(name)!);
    shape[`${name}_lte`] = embedded(fields.filterValues.get(name)!);
  }
  return z.object(shape).partial().strict();
}

/**
 * A schema converted here and embedded as JSON Schema (OpenAPI 3.0, the document's version).
 * Value schemas are shared between fields, and the type provider's conversion drops a union's
 * members that occur more than once in a document; zod's own conversion keeps them.
 */
export function embedded(schema: ZodType): ZodType {
  const { $schema, ...json } = z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' });
  return z.unknown().meta(json);
}
