import { z } from 'zod';
import { regionOwnedReportFilters, reportNames } from '../../../model/modules/reporting/catalogue';
import { regionQuerySchema, reportParamsSchema } from '../../../model/modules/reporting/params';
import {
  reportScheduleCreateSchema,
  reportScheduleUpdateSchema,
  reportViewCreateSchema,
  reportViewUpdateSchema,
} from '../../../model/modules/reporting/saved';
import { conflictResponse, errorResponses, jsonQueryParam, notFoundResponse, recordIdParams } from '../../openApiParts';
import { describedOnly, validatedAhead } from '../../plugins/validation';

/**
 * How the report endpoints appear in the OpenAPI document. The name and the query are validated before
 * the handler (an unknown report is a 404); the handler reads them again and refuses, by name, the
 * filters this report does not offer (422).
 */
const tags = ['reporting'];
const params = validatedAhead(z.object({ name: z.enum(reportNames) }), { description: 'The report.' });
const querystring = validatedAhead(reportParamsSchema, {
  description: 'The period (at most 366 days), the region, and the filters the report offers.',
});
const object = (description: string) => z.object({}).passthrough().meta({ description });
const narrow = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) }).meta({
  description:
    'Bad or unoffered filters (one text per field), or a report that would read too much: the message asks to narrow the filters.',
});
const answered = { ...errorResponses, ...notFoundResponse, 422: narrow };

export const reportingRouteSchemas = {
  catalogue: {
    tags,
    summary: 'The reports the server offers: name, title, the optional filters each takes, its labelled columns',
    response: { 200: z.array(object('A report of the catalogue.')), ...errorResponses },
  },
  options: {
    tags,
    summary: 'The choices of a filter naming a region’s records (stations, technicians) in one of the caller’s regions, active or not',
    params: validatedAhead(z.object({ filter: z.enum(regionOwnedReportFilters) })),
    querystring: validatedAhead(regionQuerySchema),
    response: { 200: z.array(z.object({ id: z.int(), label: z.string() })), ...errorResponses, ...notFoundResponse },
  },
  report: {
    tags,
    summary: 'A report of one region and period: the aggregated table, its totals, amount totals per currency and the chart',
    params,
    querystring,
    response: { 200: object('ReportResult (model/modules/reporting/result.ts).'), ...answered },
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
const savedSchemas = (what: string, create: z.ZodType, update: z.ZodType) => {
  const record = object(what);
  return {
    list: { tags, summary: `The caller’s ${what}s`, querystring: listQuery, response: { 200: z.array(record), ...errorResponses } },
    one: { tags, summary: `One ${what}`, params: id, response: { 200: record, ...errorResponses, ...notFoundResponse } },
    create: { tags, summary: `Save a ${what}`, body: validatedAhead(create), response: { 201: record, ...errorResponses } },
    update: {
      tags,
      summary: `Change a ${what} (with the version read: a stale one is a 409)`,
      params: id,
      body: validatedAhead(update),
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
  views: savedSchemas('saved report view', reportViewCreateSchema, reportViewUpdateSchema),
  schedules: {
    ...savedSchemas('scheduled report', reportScheduleCreateSchema, reportScheduleUpdateSchema),
    recipients: {
      tags,
      summary: 'Who may receive a region’s scheduled report: active users with the Reporting tab who are members of it',
      querystring: validatedAhead(regionQuerySchema),
      response: { 200: z.array(z.object({ id: z.int(), name: z.string(), email: z.string() })), ...errorResponses },
    },
  },
};
