import { z } from 'zod';
import {
  feedAnswerSchema,
  flightMovementRowSchema,
  flightMovementSchema,
  replanAnswerSchema,
  replanRequestSchema,
} from '../../../model/modules/movements';
import { conflictResponse, errorResponses, notFoundResponse, recordIdParams } from '../../openApiParts';

/** The feed's and the movements screen's schemas (docs/modules/movements.md): checked before the handlers, published in the OpenAPI document. */
const tags = ['flight movements'];
const tooLarge = { 413: z.object({ message: z.string() }).meta({ description: 'More than the batch limit: 1 MB of MVT text.' }) };

export const movementRouteSchemas = {
  json: {
    tags,
    summary:
      'Receive one flight movement as JSON: it re-times its job, is listed unmatched, or is refused with its reason; the same source_id twice changes nothing',
    body: flightMovementSchema,
    response: { 200: feedAnswerSchema, ...errorResponses },
  },
  mvt: {
    tags,
    summary:
      'Receive IATA MVT messages (AHM 780) as text/plain, one or many: each is read or refused with every reason, without stopping the others; the same message twice changes nothing',
    body: z.string().meta({ description: 'The text of one or more MVT/MVA messages, with or without Type-B routing lines.' }),
    response: { 200: feedAnswerSchema, ...errorResponses, ...tooLarge },
  },
  getOne: {
    tags,
    summary: 'One movement received in the active region, with its message',
    params: recordIdParams(),
    response: { 200: flightMovementRowSchema, ...errorResponses, ...notFoundResponse },
  },
  replan: {
    tags,
    summary:
      'The re-plan of a moved job: release whom its new time double-books, then auto-assign its day at its station — dry_run true proposes (nothing kept), false applies through the unassign and auto-assign paths',
    params: recordIdParams(),
    body: replanRequestSchema,
    response: {
      200: replanAnswerSchema,
      ...errorResponses,
      ...notFoundResponse,
      ...conflictResponse('Nothing of the proposal could be applied: the day changed meanwhile.'),
    },
  },
  resolve: {
    tags,
    summary: 'Mark an unmatched or diverted movement dealt with (the job created, or nothing to do)',
    params: recordIdParams(),
    response: { 200: flightMovementRowSchema, ...errorResponses, ...notFoundResponse },
  },
};
