import { z } from 'zod';
import { registration } from '../../../model/core/fieldSchemas';
import {
  crewAddSchema,
  crewUpdateSchema,
  dispatchSchema,
  intakeSchema,
  kpiQuerySchema,
  requestRtsSignSchema,
  statusStepSchema,
  suggestionsQuerySchema,
} from '../../../model/modules/on_call/requestSchemas';
import {
  boardRequestSchema,
  dispatchSuggestionsSchema,
  duplicateSchema,
  intakeAnswerSchema,
  kpisSchema,
  knownAircraftSchema,
  requestCatalogueSchema,
  requestDetailSchema,
} from '../../../model/modules/on_call/requestRecords';
import { conflictResponse, errorResponses, notFoundResponse, recordIdParams, recordIdsParams } from '../../openApiParts';
import { describedOnly } from '../../plugins/validation';

/**
 * The On-Call endpoints' schemas: checked before the handlers, which read their parts typed from them
 * (an id that cannot name a record is a 404), and published in the OpenAPI document. The expense's
 * multipart fields are read by the handler (receiveExpense); the answers are model/modules/on_call/requestRecords.ts.
 */
const tags = ['on_call'];
const subRecordParams = <const N extends string>(name: N) => recordIdsParams(['id', name], 'The request id and the sub-record id.');

const ruleResult = z.object({
  rule: z.string(),
  ok: z.boolean(),
  reason: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
const refusal = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())), rules: z.array(ruleResult).optional() })
  .meta({ description: 'Bad input, or refused by the rules: one text per failed rule in `errors`.' });
const found = { ...errorResponses, 422: refusal, ...notFoundResponse };
const stale = conflictResponse('The version is stale: the request changed since it was read.');
const withId = { params: recordIdParams() };

const detail = { 200: requestDetailSchema, ...found, ...stale };

export const registrationQuery = z.object({ registration: registration.pipe(z.string()) }).strict();

export const onCallRouteSchemas = {
  getOne: {
    tags,
    summary: 'A request of the active region with its crew, steps, parts, expenses and RTS',
    ...withId,
    response: { 200: requestDetailSchema, ...found },
  },
  intake: {
    tags,
    summary: 'Take a call: numbered, new, with the open requests of the same registration as `duplicates`',
    body: intakeSchema,
    response: { 201: intakeAnswerSchema, ...found },
  },
  duplicates: {
    tags,
    summary: 'Open requests of the active region for a registration (the intake warns while typing)',
    querystring: registrationQuery,
    response: { 200: z.array(duplicateSchema), ...errorResponses },
  },
  aircraft: {
    tags,
    summary: 'The last aircraft type known for a registration, from activities and on-call requests',
    querystring: registrationQuery,
    response: { 200: knownAircraftSchema, ...errorResponses },
  },
  catalogue: {
    tags,
    summary:
      'What the request page picks from: active expense types, materials matching q (25), the RTS templates of the customer or everyone',
    ...withId,
    querystring: z.object({ q: z.string().max(200).optional() }).strict(),
    response: { 200: requestCatalogueSchema, ...found },
  },
  suggestions: {
    tags,
    summary:
      'The region’s stations nearest the airport (road trip, else great circle), with trucks and technicians judged by the Scheduled rules',
    ...withId,
    querystring: suggestionsQuerySchema,
    response: { 200: dispatchSuggestionsSchema, ...found },
  },
  dispatch: {
    tags,
    summary: 'Dispatch from a station with a crew the rules accept (or an override), a truck and the ETA',
    ...withId,
    body: dispatchSchema,
    response: detail,
  },
  status: {
    tags,
    summary: 'Take a status step (the desk, or a dispatched technician for en route, on site, completed)',
    ...withId,
    body: statusStepSchema,
    response: detail,
  },
  addCrew: {
    tags,
    summary: 'Add a technician to the crew under the same rules as the dispatch',
    ...withId,
    body: crewAddSchema,
    response: detail,
  },
  updateCrew: {
    tags,
    summary: 'Record a crew member’s worked minutes (their own with work_record) or role',
    params: subRecordParams('tid'),
    body: crewUpdateSchema,
    response: detail,
  },
  removeCrew: { tags, summary: 'Take a technician off the crew', params: subRecordParams('tid'), response: detail },
  addExpense: {
    tags,
    summary:
      'Record an expense (multipart: fields and an optional `receipt`, PDF/PNG/JPEG); a type requiring a receipt is refused without one',
    ...withId,
    consumes: ['multipart/form-data'],
    body: describedOnly(
      z.object({
        expense_id: z.string(),
        quantity: z.string(),
        rate: z.string().optional(),
        technician_id: z.string().optional(),
        incurred_at: z.string(),
        remarks: z.string().optional(),
        receipt: z.string().meta({ format: 'binary', description: 'The receipt: PDF, PNG or JPEG, at most 5 MB.' }).optional(),
      }),
    ),
    response: detail,
  },
  removeExpense: { tags, summary: 'Remove an expense line', params: subRecordParams('eid'), response: detail },
  receipt: {
    tags,
    summary: 'Download an expense’s receipt (signed-in users of the request’s region)',
    params: subRecordParams('eid'),
    response: { ...errorResponses, ...notFoundResponse },
  },
  signRts: {
    tags,
    summary:
      'Sign the return to service after completion (rts_sign, the password again, a licence covering the type); the PDF is kept with its SHA-256',
    ...withId,
    body: requestRtsSignSchema,
    response: detail,
  },
  rtsPdf: {
    tags,
    summary: 'The signed return-to-service certificate (PDF)',
    ...withId,
    response: { ...errorResponses, ...notFoundResponse, ...stale },
  },
  board: {
    tags,
    summary: 'The active region’s open requests, AOG first then oldest, each with its clock against the customer’s target',
    response: { 200: z.array(boardRequestSchema), ...errorResponses },
  },
  kpis: {
    tags,
    summary: 'The desk’s KPIs per customer and in total over station-local days',
    querystring: kpiQuerySchema,
    response: { 200: kpisSchema, ...errorResponses },
  },
};
