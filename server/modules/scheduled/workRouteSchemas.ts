import { z } from 'zod';
import {
  allocationCreateSchema,
  assignmentCreateSchema,
  assignmentUpdateSchema,
  rescheduleSchema,
  rtsSignSchema,
  serviceStatusSchema,
} from '../../../model/modules/scheduled/workSchemas';
import { conflictResponse, errorResponses, notFoundResponse, recordIdParams, recordIdsParams } from '../../openApiParts';
import { activityRecordSchema } from '../../../model/modules/scheduled/activityRecords';
import {
  allocationMadeSchema,
  assignmentMadeSchema,
  eligibleTechnicianSchema,
  historyEntrySchema,
  rtsPreviewSchema,
  ruleVerdictSchema,
} from '../../../model/modules/scheduled/workRecords';

/**
 * The schemas of the work on an activity: checked before the handlers, which read their path ids and
 * bodies typed from them (a path that cannot name a record is a 404), and published in the OpenAPI
 * document. The answers' schemas are the model's (model/modules/scheduled/workRecords.ts).
 */
const tags = ['activities'];

/** `/activities/:id/<sub>/:<name>`: the activity's id and one of its sub-records'. */
const subRecordParams = <const N extends string>(name: N) => recordIdsParams(['id', name], 'The activity id and the sub-record id.');

const refusal = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())), rules: z.array(ruleVerdictSchema).optional() })
  .meta({ description: 'Bad input, or refused by the rules: one text per failed rule in `errors`, every verdict in `rules`.' });
const withRefusal = { ...errorResponses, 422: refusal };

const withId = { params: recordIdParams() };
const found = { ...withRefusal, ...notFoundResponse };
const locked = conflictResponse(
  'The version is stale, the activity is completed or cancelled, or its return to service is signed: it is locked.',
);
const record = { 200: activityRecordSchema };

export const workRouteSchemas = {
  eligible: {
    tags,
    summary: 'Active technicians of the activity’s region not on it yet, ranked, each with the verdict of every assignment rule',
    ...withId,
    response: {
      200: z.array(eligibleTechnicianSchema),
      ...errorResponses,
      ...notFoundResponse,
    },
  },
  assign: {
    tags,
    summary:
      'Assign a technician under the rules; a refusal names every failed rule, an override needs a reason and the right permission (403)',
    ...withId,
    body: assignmentCreateSchema,
    response: {
      201: assignmentMadeSchema,
      ...found,
      ...locked,
    },
  },
  updateAssignment: {
    tags,
    summary: 'Change an assignment’s role, or record the minutes actually worked',
    params: subRecordParams('assignment_id'),
    body: assignmentUpdateSchema,
    response: { ...record, ...found, ...locked },
  },
  unassign: {
    tags,
    summary: 'Remove a technician; removing the last moves an assigned activity back to planned',
    params: subRecordParams('assignment_id'),
    response: { ...record, ...found, ...locked },
  },
  allocate: {
    tags,
    summary: 'Allocate a truck, equipment or calibrated tool of the activity’s region under the allocation rules',
    ...withId,
    body: allocationCreateSchema,
    response: {
      201: allocationMadeSchema,
      ...found,
      ...locked,
    },
  },
  release: {
    tags,
    summary: 'Release an allocated resource',
    params: subRecordParams('allocation_id'),
    response: { ...record, ...found, ...locked },
  },
  reschedule: {
    tags,
    summary: 'Re-time the activity and/or move it from one technician to another; the rules judge the result',
    ...withId,
    body: rescheduleSchema,
    response: { ...record, ...found, ...locked },
  },
  service: {
    tags,
    summary:
      'Record a service’s status (work_record: a technician only on their own activity); the first service started starts an assigned activity',
    params: subRecordParams('activity_service_id'),
    body: serviceStatusSchema,
    response: { ...record, ...found, ...locked },
  },
  rts: {
    tags,
    summary: 'The return to service the caller would sign: the template’s statement filled in and every verdict',
    ...withId,
    response: {
      200: rtsPreviewSchema,
      ...errorResponses,
      ...notFoundResponse,
    },
  },
  sign: {
    tags,
    summary:
      'Sign the return to service after typing the password again; renders and keeps the certificate PDF with its SHA-256 and locks the activity',
    ...withId,
    body: rtsSignSchema,
    response: { 201: activityRecordSchema, ...found, ...conflictResponse('Already signed (the activity is locked).') },
  },
  certificate: {
    tags,
    summary: 'The signed certificate (application/pdf, attachment named after the work order), with its SHA-256 in X-Content-SHA256',
    ...withId,
    produces: ['application/pdf'],
    response: {
      200: z.string().meta({ format: 'binary', description: 'The PDF.' }),
      ...errorResponses,
      ...notFoundResponse,
      ...conflictResponse('The stored certificate no longer matches the SHA-256 kept when it was signed: it was tampered with.'),
    },
  },
  history: {
    tags,
    summary: 'The activity’s audit trail, newest first, with who did what',
    ...withId,
    response: {
      200: z.array(historyEntrySchema),
      ...errorResponses,
      ...notFoundResponse,
    },
  },
};
