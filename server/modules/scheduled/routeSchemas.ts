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
import { activityRecordSchema, activityRowSchema, timelineDaySchema } from '../../../model/modules/scheduled/activityRecords';
import { autoAssignAnswerSchema } from '../../../model/modules/scheduled/workRecords';
import { maxListRange } from '../../../model/listLimits';
import { conflictResponse, errorResponses, jsonQueryParam, notFoundResponse, recordIdParams } from '../../openApiParts';
import { describedOnly, preparedBy } from '../../plugins/validation';
import { writableBody } from './writableBody';
import { activityFilterDocument } from './activityFilters';
import { activitySortFields } from './queries';

/**
 * The activity endpoints' schemas: checked before the handlers, which read their parts typed from them,
 * and published in the OpenAPI document. The list query is read by the list engine (parseListQuery).
 */
const tags = ['activities'];
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

/** The most days one timeline request answers: the planner's Week zoom (docs/modules/scheduled.md, Timeline). */
export const maxTimelineDays = 7;

/** `?date=YYYY-MM-DD&days=7&station_id=12`: query strings carry the numbers as digits; `days` counts from `date` (default 1). */
export const timelineQuery = z
  .object({
    date: calendarDate,
    days: z
      .string()
      .regex(/^\d{1,2}$/)
      .transform(Number)
      .pipe(z.int().min(1).max(maxTimelineDays))
      .optional(),
    station_id: z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .pipe(z.int().min(1).max(2_147_483_647))
      .optional(),
  })
  .strict();

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
    summary:
      'One day (or up to a week of days from `date`) of the active region for the timeline: every activity, the technicians and the stations',
    querystring: timelineQuery,
    response: {
      200: timelineDaySchema,
      ...errorResponses,
    },
  },
  getOne: { tags, summary: 'One activity with everything its page shows', ...withId, response: { 200: activityRecordSchema, ...found } },
  create: {
    tags,
    summary: 'Create ad-hoc work (no flight schedule)',
    body: activityCreateSchema,
    response: { 201: activityRecordSchema, ...errorResponses },
  },
  update: {
    tags,
    summary: 'Change the header, services and remarks',
    ...withId,
    body: preparedBy(activityUpdateSchema, writableBody),
    response: { 200: activityRecordSchema, ...found, ...locked },
  },
  status: {
    tags,
    summary: 'Move the activity along its status flow; an illegal move is a 422 naming the allowed ones (`allowed`)',
    ...withId,
    body: activityStatusSchema,
    response: { 200: activityRecordSchema, ...found, ...locked },
  },
  times: {
    tags,
    summary: 'Enter estimated and actual times; answers the activity with the conflicts they cause',
    ...withId,
    body: activityTimesSchema,
    response: { 200: activityRecordSchema, ...found, ...locked },
  },
  plan: {
    tags,
    summary: 'Plan a day of the active region from its flight schedules (idempotent)',
    body: planDaySchema,
    response: { 200: z.object({ created: z.int(), existing: z.int() }), ...errorResponses },
  },
  autoAssign: {
    tags,
    summary:
      'Auto-assign a day of the active region: a proposal of technicians for every open seat that keeps every assignment rule, with reasons for what stays open; dry_run false applies it in one transaction (refused proposals skipped and reported; 409 when none applies)',
    body: autoAssignSchema,
    response: {
      200: autoAssignAnswerSchema,
      ...errorResponses,
      ...conflictResponse('Nothing of the proposal could be applied: the day changed meanwhile.'),
    },
  },
};
