import { z } from 'zod';
import type { ResourceDefinition } from './definition';
import type { ResourceFields } from './fields';
import { resourceRouteSchemas } from './routeSchemas';

/**
 * A module's own list route (Parts' stock and ledger, the flight movements): the CRUD engine's list
 * (its query described, read by the list engine),
 * answering its rows as the module's model declares them.
 */
export function listRouteSchema(definition: ResourceDefinition, fields: ResourceFields, row: z.ZodType) {
  const { list } = resourceRouteSchemas(definition, fields);
  return {
    ...list,
    response: { ...list.response, 200: z.array(row).meta({ description: 'One page; the Content-Range header carries the total.' }) },
  };
}
