import { z } from 'zod';
import { reportNames } from '../../../model/modules/reporting/catalogue';
import { reportParamsSchema } from '../../../model/modules/reporting/params';
import { errorResponses, notFoundResponse } from '../../openApiParts';
import { describedOnly } from '../../plugins/validation';

/**
 * How the report endpoints appear in the OpenAPI document. The name and the query are checked by the
 * handlers (an unknown report is a 404; the filters a report does not offer are a 422 by name), so
 * they are described only.
 */
const tags = ['reporting'];
const params = describedOnly(z.object({ name: z.enum(reportNames) }), { description: 'The report.' });
const querystring = describedOnly(reportParamsSchema, { description: 'The period (at most 366 days), the region, and the filters the report offers.' });
const object = (description: string) => z.object({}).passthrough().meta({ description });
const narrow = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })
  .meta({ description: 'Bad or unoffered filters (one text per field), or a report that would read too much: the message asks to narrow the filters.' });
const answered = { ...errorResponses, ...notFoundResponse, 422: narrow };

export const reportingRouteSchemas = {
  catalogue: { tags, summary: 'The reports the server offers: name, title, the optional filters each takes, its labelled columns', response: { 200: z.array(object('A report of the catalogue.')), ...errorResponses } },
  report: { tags, summary: 'A report of one region and period: the aggregated table, its totals, amount totals per currency and the chart', params, querystring, response: { 200: object('ReportResult (model/modules/reporting/result.ts).'), ...answered } },
  xlsx: { tags, summary: 'The report’s table as an XLSX workbook: the filters in words, the labels, the rows, the totals', params, querystring, response: answered },
  csv: { tags, summary: 'The report’s table as RFC 4180 CSV (UTF-8): the filters in words, the labels, the rows, the totals', params, querystring, response: answered },
};
