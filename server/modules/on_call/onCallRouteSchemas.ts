import { z } from 'zod';
import { requestPriorities, requestStatuses } from '../../../model/modules/on_call/enums';
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
import { conflictResponse, errorResponses, notFoundResponse, recordIdParams, recordIdsParams } from '../../openApiParts';
import { describedOnly, validatedAhead } from '../../plugins/validation';

/**
 * How the On-Call endpoints appear in the OpenAPI document. Bodies and ids are read by the handlers
 * (parseBody; an id that names nothing is a 404), so they are described only; queries are checked.
 */
const tags = ['on_call'];
const subRecordParams = (name: string) => recordIdsParams(['id', name], 'The request id and the sub-record id.');

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

/** The request page: the list row plus its crew, steps, parts, expenses, RTS and what the caller may do. */
const requestDetail = z
  .object({
    id: z.int(),
    version: z.int(),
    request_no: z.string(),
    status: z.enum(requestStatuses),
    priority: z.enum(requestPriorities),
    technicians: z.array(
      z
        .object({ id: z.int(), technician_id: z.int(), name: z.string(), role: z.string(), worked_minutes: z.int().nullable() })
        .passthrough(),
    ),
    events: z.array(
      z
        .object({
          to_status: z.string(),
          from_status: z.string().nullable(),
          at: z.string(),
          recorded_by_name: z.string().nullable(),
          note: z.string().nullable(),
        })
        .passthrough(),
    ),
    materials: z.array(z.object({ id: z.int() }).passthrough()),
    expenses: z.array(z.object({ id: z.int(), has_receipt: z.boolean() }).passthrough()),
    rts: z.object({ signed_at: z.string(), technician_name: z.string(), licence: z.string() }).nullable(),
    permissions: z.object({ write: z.boolean(), record: z.boolean(), sign: z.boolean() }),
  })
  .passthrough();
const detail = { 200: requestDetail, ...found, ...stale };

export const registrationQuery = z.object({ registration: registration.pipe(z.string()) }).strict();

export const onCallRouteSchemas = {
  getOne: {
    tags,
    summary: 'A request of the active region with its crew, steps, parts, expenses and RTS',
    ...withId,
    response: { 200: requestDetail, ...found },
  },
  intake: {
    tags,
    summary: 'Take a call: numbered, new, with the open requests of the same registration as `duplicates`',
    body: validatedAhead(intakeSchema),
    response: {
      201: requestDetail.extend({ duplicates: z.array(z.object({ id: z.int(), request_no: z.string(), status: z.string() })) }),
      ...found,
    },
  },
  duplicates: {
    tags,
    summary: 'Open requests of the active region for a registration (the intake warns while typing)',
    querystring: registrationQuery,
    response: { 200: z.array(z.object({ id: z.int(), request_no: z.string(), status: z.string() })), ...errorResponses },
  },
  aircraft: {
    tags,
    summary: 'The last aircraft type known for a registration, from activities and on-call requests',
    querystring: registrationQuery,
    response: { 200: z.object({ aircraft_type_id: z.int().nullable() }), ...errorResponses },
  },
  catalogue: {
    tags,
    summary:
      'What the request page picks from: active expense types, materials matching q (25), the RTS templates of the customer or everyone',
    ...withId,
    querystring: z.object({ q: z.string().max(200).optional() }).strict(),
    response: {
      200: z.object({
        expenses: z.array(
          z.object({
            id: z.int(),
            code: z.string(),
            name: z.string(),
            unit: z.string(),
            default_rate: z.number(),
            currency: z.string(),
            receipt_required: z.boolean(),
          }),
        ),
        materials: z.array(z.object({ id: z.int(), part_number: z.string(), description: z.string() })),
        rts: z.array(z.object({ id: z.int(), name: z.string(), text: z.string() })),
      }),
      ...found,
    },
  },
  suggestions: {
    tags,
    summary:
      'The region’s stations nearest the airport (road trip, else great circle), with trucks and technicians judged by the Scheduled rules',
    ...withId,
    querystring: suggestionsQuerySchema,
    response: {
      200: z.object({ stations: z.array(z.object({ station_id: z.int(), code: z.string(), travel_minutes: z.int() }).passthrough()) }),
      ...found,
    },
  },
  dispatch: {
    tags,
    summary: 'Dispatch from a station with a crew the rules accept (or an override), a truck and the ETA',
    ...withId,
    body: validatedAhead(dispatchSchema),
    response: detail,
  },
  status: {
    tags,
    summary: 'Take a status step (the desk, or a dispatched technician for en route, on site, completed)',
    ...withId,
    body: validatedAhead(statusStepSchema),
    response: detail,
  },
  addCrew: {
    tags,
    summary: 'Add a technician to the crew under the same rules as the dispatch',
    ...withId,
    body: validatedAhead(crewAddSchema),
    response: detail,
  },
  updateCrew: {
    tags,
    summary: 'Record a crew member’s worked minutes (their own with work_record) or role',
    params: subRecordParams('tid'),
    body: validatedAhead(crewUpdateSchema),
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
    body: validatedAhead(requestRtsSignSchema),
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
    response: {
      200: z.array(z.object({ id: z.int(), elapsed_minutes: z.int(), target_minutes: z.int(), late: z.boolean() }).passthrough()),
      ...errorResponses,
    },
  },
  kpis: {
    tags,
    summary: 'The desk’s KPIs per customer and in total over station-local days',
    querystring: kpiQuerySchema,
    response: {
      200: z.object({
        from: z.string(),
        to: z.string(),
        customers: z.array(z.object({}).passthrough()),
        total: z.object({}).passthrough(),
      }),
      ...errorResponses,
    },
  },
};
