import { z } from 'zod';
import { allocationKinds, assignmentRoles } from '../../../model/modules/scheduled/enums';
import {
  allocationCreateSchema,
  assignmentCreateSchema,
  assignmentUpdateSchema,
  rescheduleSchema,
  rtsSignSchema,
  serviceStatusSchema,
} from '../../../model/modules/scheduled/workSchemas';
import { conflictResponse, errorResponses, notFoundResponse, recordIdParams, recordIdsParams } from '../../openApiParts';
import { validatedAhead } from '../../plugins/validation';
import { activityRecordSchema } from '../../../model/modules/scheduled/activityRecords';

/**
 * How the work on an activity appears in the OpenAPI document. Bodies and ids are read by the
 * handlers (parseBody; an id that names nothing is a 404), so they are described only.
 */
const tags = ['activities'];

/** `/activities/:id/<sub>/:<name>`: the activity's id and one of its sub-records'. */
const subRecordParams = (name: string) => recordIdsParams(['id', name], 'The activity id and the sub-record id.');

const ruleResult = z.object({
  rule: z.string(),
  ok: z.boolean(),
  reason: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
const refusal = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())), rules: z.array(ruleResult).optional() })
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
      200: z.array(
        z.object({
          technician_id: z.int(),
          name: z.string(),
          home_station_id: z.int().nullable(),
          ok: z.boolean(),
          rules: z.array(ruleResult),
        }),
      ),
      ...errorResponses,
      ...notFoundResponse,
    },
  },
  assign: {
    tags,
    summary:
      'Assign a technician under the rules; a refusal names every failed rule, an override needs a reason and the right permission (403)',
    ...withId,
    body: validatedAhead(assignmentCreateSchema),
    response: {
      201: z.object({
        id: z.int(),
        activity_id: z.int(),
        technician_id: z.int(),
        role: z.enum(assignmentRoles),
        planned_minutes: z.int().nullable(),
        override_reason: z.string().nullable(),
        overridden_rules: z.array(z.string()),
      }),
      ...found,
      ...locked,
    },
  },
  updateAssignment: {
    tags,
    summary: 'Change an assignment’s role, or record the minutes actually worked',
    params: subRecordParams('assignment_id'),
    body: validatedAhead(assignmentUpdateSchema),
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
    body: validatedAhead(allocationCreateSchema),
    response: {
      201: z.object({
        id: z.int(),
        kind: z.enum(allocationKinds),
        resource_id: z.int(),
        label: z.string().nullable(),
        override_reason: z.string().nullable(),
      }),
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
    body: validatedAhead(rescheduleSchema),
    response: { ...record, ...found, ...locked },
  },
  service: {
    tags,
    summary:
      'Record a service’s status (work_record: a technician only on their own activity); the first service started starts an assigned activity',
    params: subRecordParams('activity_service_id'),
    body: validatedAhead(serviceStatusSchema),
    response: { ...record, ...found, ...locked },
  },
  rts: {
    tags,
    summary: 'The return to service the caller would sign: the template’s statement filled in and every verdict',
    ...withId,
    response: {
      200: z.object({ template_id: z.int().nullable(), statement: z.string(), rules: z.array(ruleResult), can_sign: z.boolean() }),
      ...errorResponses,
      ...notFoundResponse,
    },
  },
  sign: {
    tags,
    summary:
      'Sign the return to service after typing the password again; renders and keeps the certificate PDF with its SHA-256 and locks the activity',
    ...withId,
    body: validatedAhead(rtsSignSchema),
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
      200: z.array(
        z.object({
          id: z.int(),
          action: z.string(),
          user_id: z.int().nullable(),
          user_name: z.string().nullable(),
          created_at: z.string(),
          changes: z.unknown(),
        }),
      ),
      ...errorResponses,
      ...notFoundResponse,
    },
  },
};
