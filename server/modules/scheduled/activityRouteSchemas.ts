import { z } from 'zod';
import { calendarDate } from '../../../model/core/fieldSchemas';
import {
  activityCreateSchema,
  activityStatusSchema,
  activityTimesSchema,
  activityUpdateSchema,
  planDaySchema,
} from '../../../model/modules/scheduled/activitySchemas';
import { autoAssignSchema } from '../../../model/modules/scheduled/autoAssignSchema';
import { activityStatuses } from '../../../model/modules/scheduled/enums';
import { maxListRange } from '../../../model/listLimits';
import { conflictResponse, errorResponses, jsonQueryParam, notFoundResponse, recordIdParams } from '../../openApiParts';
import { describedOnly, validatedAhead } from '../../plugins/validation';
import { activityFilterDocument } from './activityFilters';
import { activitySortFields } from './queries';

/**
 * How the activity endpoints appear in the OpenAPI document. Bodies and ids are read by the handlers
 * (parseBody, recordIdParam: an id that names nothing is a 404), so they are described only; the
 * timeline's query is validated by its schema.
 */
const tags = ['activities'];
const instant = z.string().nullable();

export const activityRowSchema = z
  .object({
    id: z.int(),
    work_order: z.string(),
    region_id: z.int(),
    station_id: z.int(),
    customer_id: z.int(),
    aircraft_type_id: z.int(),
    flight_schedule_id: z.int().nullable(),
    local_date: z.string(),
    inbound_flight_no: z.string().nullable(),
    outbound_flight_no: z.string().nullable(),
    registration: z.string().nullable(),
    sta_at: instant,
    std_at: instant,
    eta_at: instant,
    etd_at: instant,
    ata_at: instant,
    atd_at: instant,
    status: z.enum(activityStatuses),
    cancel_reason: z.string().nullable(),
    needs_review: z.boolean(),
    edited: z.boolean(),
    technician_ids: z.array(z.int()),
    lead_technician_id: z.int().nullable(),
    service_count: z.int(),
    services_done: z.int(),
    conflict: z.boolean(),
    version: z.int(),
    station_code: z.string(),
    station_time_zone: z.string(),
    customer_name: z.string(),
    aircraft_type_code: z.string(),
  })
  .meta({ description: 'An activity as lists and the timeline show it.' });

const conflictEntry = z.object({ technician_id: z.int(), activity_id: z.int(), work_order: z.string() });

export const activityRecordSchema = activityRowSchema
  .extend({
    remarks: z.string().nullable(),
    defects: z.string().nullable(),
    services: z.array(
      z.object({
        id: z.int(),
        service_id: z.int(),
        code: z.string(),
        name: z.string(),
        status: z.string(),
        standard_minutes: z.int(),
        completed_at: instant,
        authorisation_category: z.string().nullable(),
        type_authorisation_required: z.boolean(),
      }),
    ),
    assignments: z.array(
      z.object({
        id: z.int(),
        technician_id: z.int(),
        name: z.string(),
        role: z.string(),
        planned_minutes: z.int().nullable(),
        actual_minutes: z.int().nullable(),
        override_reason: z.string().nullable(),
        overridden_rules: z.array(z.string()),
      }),
    ),
    allocations: z.array(
      z.object({
        id: z.int(),
        kind: z.string(),
        resource_id: z.int(),
        label: z.string().nullable(),
        override_reason: z.string().nullable(),
      }),
    ),
    conflicts: z.array(conflictEntry),
    rts: z
      .object({
        signed_at: z.string(),
        signed_by_name: z.string(),
        technician_name: z.string(),
        licence: z.string(),
        statement: z.string(),
        sha256: z.string(),
      })
      .nullable(),
  })
  .meta({ description: 'An activity with its services, people, resources, conflicts and signed RTS.' });

const sortable = ['id', ...Object.keys(activitySortFields)] as [string, ...string[]];
const listQuery = describedOnly(
  z.object({
    sort: jsonQueryParam(z.tuple([z.enum(sortable), z.enum(['ASC', 'DESC'])]), '["field","ASC"|"DESC"]; default ["sta_at","ASC"].'),
    range: jsonQueryParam(
      z.tuple([z.int().min(0), z.int().min(0)]),
      `[first, last] row, both included; at most ${maxListRange} rows; default [0,24].`,
    ),
    filter: jsonQueryParam(
      activityFilterDocument(),
      'date, date_gte/date_lte, station_id, customer_id, status, technician_id, unassigned, mine, needs_review, late (past STD, not completed or cancelled), conflict, and q (flight number, registration, work order).',
    ),
  }),
);

/** `?date=YYYY-MM-DD&station_id=12`: query strings carry the id as digits. */
export const timelineQuery = z
  .object({
    date: calendarDate,
    station_id: z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .pipe(z.int().min(1).max(2_147_483_647))
      .optional(),
  })
  .strict();

const seatDescription = {
  activity_id: z.int(),
  role: z.enum(['lead', 'support']),
  work_order: z.string(),
  station_code: z.string(),
  station_time_zone: z.string(),
  registration: z.string().nullable(),
  inbound_flight_no: z.string().nullable(),
  outbound_flight_no: z.string().nullable(),
  aircraft_type_code: z.string(),
  start: z.string(),
  end: z.string(),
};
const autoAssignAnswer = z.object({
  date: z.string(),
  station_id: z.int().nullable(),
  proposals: z.array(z.object({ ...seatDescription, technician_id: z.int(), technician_name: z.string(), reasons: z.array(z.string()) })),
  unassigned: z.array(
    z.object({
      ...seatDescription,
      reason: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
      rules: z.array(z.object({ rule: z.string(), count: z.int() })),
    }),
  ),
  figures: z.object({ seats: z.int(), filled: z.int(), upper_bound: z.int(), ms: z.number() }),
  applied: z.int().optional().meta({ description: 'Applied only: how many assignments were made.' }),
  skipped: z
    .array(z.object({ activity_id: z.int(), technician_id: z.int(), message: z.string() }))
    .optional()
    .meta({ description: 'Applied only: proposals the rules refused when re-judged (the day changed meanwhile).' }),
});

const withId = { params: recordIdParams() };
const found = { ...errorResponses, ...notFoundResponse };
const locked = conflictResponse(
  'The version is stale (`current` holds the activity now), or its return to service is signed: it is locked.',
);

export const activityRouteSchemas = {
  list: {
    tags,
    summary: 'List activities of the active region (ra-data-simple-rest)',
    querystring: listQuery,
    response: { 200: z.array(activityRowSchema), ...errorResponses },
  },
  timeline: {
    tags,
    summary: 'One day of the active region for the timeline: every activity, the technicians and the stations',
    querystring: timelineQuery,
    response: {
      200: z.object({
        date: z.string(),
        activities: z.array(activityRowSchema),
        technicians: z.array(z.object({ id: z.int(), name: z.string(), home_station_id: z.int().nullable() })),
        stations: z.array(z.object({ id: z.int(), code: z.string(), name: z.string(), time_zone: z.string() })),
      }),
      ...errorResponses,
    },
  },
  getOne: { tags, summary: 'One activity with everything its page shows', ...withId, response: { 200: activityRecordSchema, ...found } },
  create: {
    tags,
    summary: 'Create ad-hoc work (no flight schedule)',
    body: validatedAhead(activityCreateSchema),
    response: { 201: activityRecordSchema, ...errorResponses },
  },
  update: {
    tags,
    summary: 'Change the header, services, remarks and defects',
    ...withId,
    body: describedOnly(activityUpdateSchema),
    response: { 200: activityRecordSchema, ...found, ...locked },
  },
  status: {
    tags,
    summary: 'Move the activity along its status flow; an illegal move is a 422 naming the allowed ones (`allowed`)',
    ...withId,
    body: validatedAhead(activityStatusSchema),
    response: { 200: activityRecordSchema, ...found, ...locked },
  },
  times: {
    tags,
    summary: 'Enter estimated and actual times; answers the activity with the conflicts they cause',
    ...withId,
    body: validatedAhead(activityTimesSchema),
    response: { 200: activityRecordSchema, ...found, ...locked },
  },
  plan: {
    tags,
    summary: 'Plan a day of the active region from its flight schedules (idempotent)',
    body: validatedAhead(planDaySchema),
    response: { 200: z.object({ created: z.int(), existing: z.int() }), ...errorResponses },
  },
  autoAssign: {
    tags,
    summary:
      'Auto-assign a day of the active region: a proposal of technicians for every open seat that keeps every assignment rule, with reasons for what stays open; dry_run false applies it in one transaction (refused proposals skipped and reported; 409 when none applies)',
    body: validatedAhead(autoAssignSchema),
    response: {
      200: autoAssignAnswer,
      ...errorResponses,
      ...conflictResponse('Nothing of the proposal could be applied: the day changed meanwhile.'),
    },
  },
};
