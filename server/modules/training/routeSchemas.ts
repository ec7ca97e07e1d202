import { z } from 'zod';
import { complianceStates } from '../../../model/modules/training/enums';
import { attendeeResultSchema, attendeeResultsSchema, enrolSchema } from '../../../model/modules/training/sessionSchemas';
import {
  attendeeSchema,
  enrolmentCandidateSchema,
  expiringTechnicianSchema,
  trainingMatrixSchema,
  trainingVerdictSchema,
} from '../../../model/modules/training/trainingRecords';
import { conflictResponse, errorResponses, fileUpload, notFoundResponse, recordIdParams, recordIdsParams } from '../../openApiParts';

/**
 * The Training endpoints beyond CRUD: their path ids, bodies and queries checked before the handlers,
 * which read them typed from these schemas (a path that cannot name a record is a 404), and published
 * in the OpenAPI document. The certificate upload's form is read by its handler (multipart). The
 * answers' schemas are the model's (model/modules/training/trainingRecords.ts).
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
const refusal = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
    rules: z.record(z.string(), z.array(trainingVerdictSchema)).optional(),
  })
  .meta({
    description:
      'Bad input, or refused by the rules: one text per failed rule in `errors`, the verdicts per technician or attendee in `rules`.',
  });
const withRefusal = { ...errorResponses, 422: refusal, ...notFoundResponse };
const attendees = { 200: z.array(attendeeSchema) };

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
      200: z.array(enrolmentCandidateSchema),
      ...errorResponses,
      ...notFoundResponse,
    },
  },
  enrol: {
    tags,
    summary: 'Enrol one or several technicians, all or none; a refusal names every failed rule of every technician',
    params: recordIdParams(),
    body: enrolSchema,
    response: { 201: attendees[200], ...withRefusal },
  },
  results: {
    tags,
    summary:
      'Record several attendees’ results at once (pass with completion date, fail, absent); a pass writes the technician’s course record',
    params: recordIdParams(),
    body: attendeeResultsSchema,
    response: { ...attendees, ...withRefusal, ...conflictResponse('An attendee changed since it was read (stale version).') },
  },
  result: {
    tags,
    summary: 'Record one attendee’s result; a pass writes the technician’s course record, anything else removes it',
    params: attendeeParams,
    body: attendeeResultSchema,
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
      200: trainingMatrixSchema,
      ...errorResponses,
    },
  },
  expiring: {
    tags,
    summary: 'The technicians a session on the course should take: expired, expiring within 60 days or never trained',
    querystring: expiringQuery,
    response: {
      200: z.array(expiringTechnicianSchema),
      ...errorResponses,
    },
  },
};
