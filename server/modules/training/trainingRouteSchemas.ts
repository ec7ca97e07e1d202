import { z } from 'zod';
import { attendeeResults, complianceStates } from '../../../model/modules/training/enums';
import { attendeeResultSchema, attendeeResultsSchema, enrolSchema } from '../../../model/modules/training/sessionSchemas';
import { conflictResponse, errorResponses, fileUpload, notFoundResponse, recordIdParams, recordIdsParams } from '../../openApiParts';
import { validatedAhead } from '../../plugins/validation';

/**
 * How the Training endpoints beyond CRUD appear in the OpenAPI document. Bodies and ids are read by
 * the handlers (parseBody; an id that names nothing is a 404), so they are described only; the
 * matrix's query is validated here.
 */
const tags = ['training'];
const maxRecordId = 2_147_483_647;
const queryId = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.int().min(1).max(maxRecordId));

export const matrixQuery = z
  .object({
    region_id: queryId.optional(),
    station_id: queryId.optional(),
    course_id: queryId.optional(),
    state: z.enum(complianceStates).optional(),
    q: z.string().trim().max(100).optional(),
  })
  .strict();
export const expiringQuery = z.object({ course_id: queryId, region_id: queryId.optional() }).strict();

const attendeeParams = recordIdsParams(['id', 'attendee_id'], 'The session id and the attendee id.');
const ruleResult = z.object({
  rule: z.string(),
  ok: z.boolean(),
  reason: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
const refusal = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
    rules: z.record(z.string(), z.array(ruleResult)).optional(),
  })
  .meta({
    description:
      'Bad input, or refused by the rules: one text per failed rule in `errors`, the verdicts per technician or attendee in `rules`.',
  });
const withRefusal = { ...errorResponses, 422: refusal, ...notFoundResponse };
const attendee = z.object({
  id: z.int(),
  version: z.int(),
  technician_id: z.int(),
  technician_name: z.string(),
  employee_no: z.string(),
  home_station_code: z.string().nullable(),
  result: z.enum(attendeeResults).nullable(),
  completed_on: z.string().nullable(),
  certificate_no: z.string().nullable(),
  certificate_name: z.string().nullable(),
  has_certificate: z.boolean(),
  expires_on: z.string().nullable(),
});
const attendees = { 200: z.array(attendee) };
const cell = z.object({ state: z.enum(complianceStates), expires_on: z.string().nullable() });

export const trainingRouteSchemas = {
  attendees: {
    tags,
    summary: 'A session’s attendees with result, completion, certificate and the expiry their pass gives',
    params: recordIdParams(),
    response: { ...attendees, ...errorResponses, ...notFoundResponse },
  },
  candidates: {
    tags,
    summary:
      'Active technicians of the session’s region, each with the verdict of every enrolment rule (capacity, overlapping work, status)',
    params: recordIdParams(),
    response: {
      200: z.array(
        z.object({
          id: z.int(),
          name: z.string(),
          employee_no: z.string(),
          home_station_code: z.string().nullable(),
          enrolled: z.boolean(),
          rules: z.array(ruleResult),
        }),
      ),
      ...errorResponses,
      ...notFoundResponse,
    },
  },
  enrol: {
    tags,
    summary: 'Enrol one or several technicians, all or none; a refusal names every failed rule of every technician',
    params: recordIdParams(),
    body: validatedAhead(enrolSchema),
    response: { 201: attendees[200], ...withRefusal },
  },
  results: {
    tags,
    summary:
      'Record several attendees’ results at once (pass with completion date, fail, absent); a pass writes the technician’s course record',
    params: recordIdParams(),
    body: validatedAhead(attendeeResultsSchema),
    response: { ...attendees, ...withRefusal, ...conflictResponse('An attendee changed since it was read (stale version).') },
  },
  result: {
    tags,
    summary: 'Record one attendee’s result; a pass writes the technician’s course record, anything else removes it',
    params: attendeeParams,
    body: validatedAhead(attendeeResultSchema),
    response: { ...attendees, ...withRefusal, ...conflictResponse('The attendee changed since it was read (stale version).') },
  },
  remove: {
    tags,
    summary: 'Remove an attendee (and the course record a pass gave)',
    params: attendeeParams,
    response: { ...attendees, ...errorResponses, ...notFoundResponse },
  },
  upload: {
    tags,
    summary: 'Attach an attendee’s certificate: a PDF, PNG or JPEG judged by its bytes, at most 5 MB',
    params: attendeeParams,
    ...fileUpload('file', 'The certificate (PDF, PNG or JPEG).'),
    response: { ...attendees, ...withRefusal },
  },
  download: {
    tags,
    summary: 'An attendee’s certificate file, for signed-in readers of the session’s region only',
    params: attendeeParams,
    response: {
      200: z.string().meta({ format: 'binary', description: 'The certificate as uploaded.' }),
      ...errorResponses,
      ...notFoundResponse,
    },
  },
  matrix: {
    tags,
    summary:
      'Compliance matrix: the region’s technicians × mandatory courses, licence and type authorisations, each cell valid / expiring within 30 or 60 days / expired / missing',
    querystring: matrixQuery,
    response: {
      200: z.object({
        today: z.string(),
        requirements: z.array(z.object({ key: z.string(), kind: z.enum(['course', 'licence', 'type_authorisation']) }).passthrough()),
        rows: z.array(
          z.object({
            technician_id: z.int(),
            name: z.string(),
            employee_no: z.string(),
            home_station_id: z.int().nullable(),
            home_station_code: z.string().nullable(),
            cells: z.record(z.string(), cell),
          }),
        ),
      }),
      ...errorResponses,
    },
  },
  expiring: {
    tags,
    summary: 'The technicians a session on the course should take: expired, expiring within 60 days or never trained',
    querystring: expiringQuery,
    response: {
      200: z.array(
        z.object({
          technician_id: z.int(),
          name: z.string(),
          employee_no: z.string(),
          home_station_code: z.string().nullable(),
          state: z.enum(complianceStates),
          expires_on: z.string().nullable(),
        }),
      ),
      ...errorResponses,
    },
  },
};
