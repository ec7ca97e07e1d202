import { z } from 'zod';
import { regionOwnedReportFilters, reportNames } from '../../../model/modules/reporting/catalogue';
import { regionQuerySchema, reportParamsSchema } from '../../../model/modules/reporting/params';
import {
  catalogueEntrySchema,
  filterOptionSchema,
  reportResultSchema,
  reportScheduleRecordSchema,
  reportViewRecordSchema,
  scheduleRecipientSchema,
} from '../../../model/modules/reporting/reportRecords';
import {
  reportScheduleCreateSchema,
  reportScheduleUpdateSchema,
  reportViewCreateSchema,
  reportViewUpdateSchema,
} from '../../../model/modules/reporting/saved';
import { conflictResponse, errorResponses, jsonQueryParam, notFoundResponse, recordIdParams } from '../../openApiParts';
import { describedOnly, pathIds } from '../../plugins/validation';

/**
 * The report endpoints' schemas: checked before the handlers, which read their parts typed from them,
 * and published in the OpenAPI document. A name or filter the path cannot name is a 404, like a report
 * not built; the handler then refuses, by name, the filters this report does not offer (422).
 */
const tags = ['reporting'];
const params = pathIds(z.object({ name: z.enum(reportNames) }), { description: 'The report.' });
const querystring = reportParamsSchema.meta({
  description: 'The period (at most 366 days), the region, and the filters the report offers.',
});
const narrow = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) }).meta({
  description:
    'Bad or unoffered filters (one text per field), or a report that would read too much: the message asks to narrow the filters.',
});
const answered = { ...errorResponses, ...notFoundResponse, 422: narrow };

export const reportingRouteSchemas = {
  catalogue: {
    tags,
    summary: 'The reports the server offers: name, title, the optional filters each takes, its labelled columns',
    response: { 200: z.array(catalogueEntrySchema), ...errorResponses },
  },
  options: {
    tags,
    summary: 'The choices of a filter naming a region’s records (stations, technicians) in one of the caller’s regions, active or not',
    params: pathIds(z.object({ filter: z.enum(regionOwnedReportFilters) })),
    querystring: regionQuerySchema,
    response: { 200: z.array(filterOptionSchema), ...errorResponses, ...notFoundResponse },
  },
  report: {
    tags,
    summary: 'A report of one region and period: the aggregated table, its totals, amount totals per currency and the chart',
    params,
    querystring,
    response: { 200: reportResultSchema, ...answered },
  },
  xlsx: {
    tags,
    summary: 'The report’s table as an XLSX workbook: the filters in words, the labels, the rows, the totals',
    params,
    querystring,
    response: answered,
  },
  csv: {
    tags,
    summary: 'The report’s table as RFC 4180 CSV (UTF-8): the filters in words, the labels, the rows, the totals',
    params,
    querystring,
    response: answered,
  },
};

/** The list query of saved views and schedules, as ra-data-simple-rest sends it. */
const listQuery = describedOnly(
  z.object({
    sort: jsonQueryParam(z.tuple([z.string(), z.enum(['ASC', 'DESC'])]), 'Field and order, e.g. ["name","ASC"].'),
    range: jsonQueryParam(z.tuple([z.int(), z.int()]), 'First and last index, e.g. [0,24].'),
    filter: jsonQueryParam(z.object({ report: z.enum(reportNames).optional() }), 'Only one report’s, e.g. {"report":"work_billing"}.'),
  }),
);
const id = recordIdParams();
const savedSchemas = <R extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(what: string, record: R, create: C, update: U) => {
  return {
    list: { tags, summary: `The caller’s ${what}s`, querystring: listQuery, response: { 200: z.array(record), ...errorResponses } },
    one: { tags, summary: `One ${what}`, params: id, response: { 200: record, ...errorResponses, ...notFoundResponse } },
    create: { tags, summary: `Save a ${what}`, body: create, response: { 201: record, ...errorResponses } },
    update: {
      tags,
      summary: `Change a ${what} (with the version read: a stale one is a 409)`,
      params: id,
      body: update,
      response: {
        200: record,
        ...errorResponses,
        ...notFoundResponse,
        ...conflictResponse('Stale version: the record as it is now, in `current`.'),
      },
    },
    remove: { tags, summary: `Delete a ${what}`, params: id, response: { 200: record, ...errorResponses, ...notFoundResponse } },
  };
};

export const savedRouteSchemas = {
  views: savedSchemas('saved report view', reportViewRecordSchema, reportViewCreateSchema, reportViewUpdateSchema),
  schedules: {
    ...savedSchemas('scheduled report', reportScheduleRecordSchema, reportScheduleCreateSchema, reportScheduleUpdateSchema),
    recipients: {
      tags,
      summary: 'Who may receive a region’s scheduled report: active users with the Reporting tab who are members of it',
      querystring: regionQuerySchema,
      response: { 200: z.array(scheduleRecipientSchema), ...errorResponses },
    },
  },
};
