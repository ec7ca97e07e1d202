import { z } from 'zod';
import type { ResourceDefinition } from '../../crud/definition';
import type { ResourceFields } from '../../crud/fields';
import { resourceRouteSchemas } from '../../crud/routeSchemas';

/**
 * A Parts list's route schemas: the CRUD engine's list (its query described, read by the list engine),
 * answering its rows as model/modules/parts/partsRecords.ts declares them.
 */
export function listRouteSchema(definition: ResourceDefinition, fields: ResourceFields, row: z.ZodType) {
  const { list } = resourceRouteSchemas(definition, fields);
  return {
    ...list,
    response: { ...list.response, 200: z.array(row).meta({ description: 'One page; the Content-Range header carries the total.' }) },
  };
}
