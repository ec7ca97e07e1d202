import { z } from 'zod';
import { rosterQuerySchema, rosterSaveSchema } from '../../../model/modules/manpower/rosterSchemas';
import { rosterSavedSchema, rosterSchema, rosterViolationSchema } from '../../../model/modules/manpower/rosterRecords';
import { conflictResponse, errorResponses, notFoundResponse } from '../../openApiParts';

/**
 * The roster endpoints' schemas: the query and the body checked before the handlers, which read them
 * typed from these schemas, and published in the OpenAPI document. The answers' schemas are the
 * model's (model/modules/manpower/rosterRecords.ts).
 */
const tags = ['roster'];

const refusal = z.object({ message: z.string(), violations: z.array(rosterViolationSchema) });

export const rosterRouteSchemas = {
  get: {
    tags,
    summary:
      'A station’s roster for up to 62 days: shift types, technicians, shifts, rest-rule violations, demand against rostered minutes, and the rules',
    querystring: rosterQuerySchema,
    response: { 200: rosterSchema, ...errorResponses, ...notFoundResponse },
  },
  save: {
    tags,
    summary:
      'Save a batch of roster cells, all or nothing (optimistic concurrency per cell; new rest-rule violations need a reason and roster_override)',
    body: rosterSaveSchema,
    response: {
      200: rosterSavedSchema,
      ...errorResponses,
      403: refusal.partial({ violations: true }).meta({
        description: 'The role lacks roster_write, or a reason was given without roster_override (`violations` lists the new ones).',
      }),
      422: z
        .object({
          message: z.string(),
          errors: z.record(z.string(), z.array(z.string())),
          violations: z.array(rosterViolationSchema).optional(),
        })
        .meta({
          description:
            'Bad input, or new rest-rule violations without a `reason` (`errors.reason` names every one; `violations` lists them).',
        }),
      ...notFoundResponse,
      ...conflictResponse(
        'A cell changed since it was read, or a shift exists where the client saw none: `conflicts` lists every such cell; nothing was saved.',
      ),
    },
  },
};
