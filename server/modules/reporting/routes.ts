import type { FastifyRequest } from 'fastify';
import { amountsPermission, isReportName, reportFilters, reportNames, type ReportName } from '../../../model/modules/reporting/catalogue';
import { reportParamsSchema, unofferedFilters, type ReportParams } from '../../../model/modules/reporting/params';
import { route, type RouteApp } from '../../core/routeKit';
import { parseBody } from '../../crud/bodyValidation';
import { forbidden, invalid, notFound } from '../../errors';
import { isMemberOf } from '../../auth/session';
import { filterOptions } from './filterOptions';
import { filterWords } from './filterWords';
import { reportCsv, reportXlsx } from './reportFiles';
import { reportSheet } from './reportSheet';
import { reportDefinitions } from './reports';
import { reportingRouteSchemas as schemas } from './routeSchemas';
import { hiddenColumns, labelled, runReport } from './runReport';

const readers = ['reporting_tab'];

/** The definition a `:name` path names; an unknown or not-yet-built report is a 404. */
export function definitionOf(name: unknown) {
  const definition = isReportName(name) ? reportDefinitions[name] : undefined;
  if (!definition) throw notFound();
  return definition;
}

/** Checked parameters (reportParamsSchema) this report offers: one it does not is refused by name (422). */
function offeredParams(name: ReportName, params: ReportParams): ReportParams {
  const unoffered = unofferedFilters(definitionOf(name).name, params);
  if (unoffered.length) throw invalid(Object.fromEntries(unoffered.map((key) => [key, 'validation.unknown_field'])));
  return params;
}

/** A report's parameters as a saved view or schedule holds them, read and checked as the report's query string is. */
export function reportParams(name: ReportName, params: unknown): ReportParams {
  return offeredParams(name, parseBody(reportParamsSchema, params));
}

/**
 * The Reporting endpoints (docs/modules/reporting.md): the catalogue of reports with the filters and columns each
 * offers, each report answered as JSON with its totals for one region the caller belongs to, and the
 * same table as an XLSX or CSV file.
 */
export default async function reportingRoutes(app: RouteApp): Promise<void> {
  /** The named report for the request's caller (region checked, money as they may see it). */
  const reportOf = (request: FastifyRequest, name: ReportName, query: ReportParams) => {
    const definition = definitionOf(name);
    return runReport(app.db, definition, offeredParams(name, query), request.requireSession(), request.t);
  };

  app.get('/reports', route(readers, schemas.catalogue), async (request) => {
    // The columns as the caller's reports will have them: no money (nor currency) without reporting_amounts.
    const seesAmounts = request.requireSession().permissions.has(amountsPermission);
    return reportNames.flatMap((name) => {
      const definition = reportDefinitions[name];
      if (!definition) return [];
      const hidden = hiddenColumns(definition, seesAmounts);
      return [
        {
          name,
          title: request.t(`reporting.reports.${name}.title`),
          description: request.t(`reporting.reports.${name}.description`),
          filters: reportFilters[name],
          columns: labelled(definition, request.t).filter((column) => !hidden.has(column.key)),
        },
      ];
    });
  });

  app.get('/reports/options/:filter', route(readers, schemas.options), async (request) => {
    const { filter } = request.params;
    const { region_id } = request.query;
    if (!isMemberOf(request.requireSession(), region_id)) throw forbidden('region.not_member');
    return filterOptions(app.db, filter, region_id);
  });

  app.get('/reports/:name', route(readers, schemas.report), async (request) => reportOf(request, request.params.name, request.query));

  for (const format of ['xlsx', 'csv'] as const) {
    app.get(`/reports/:name/export.${format}`, route(readers, schemas[format]), async (request, reply) => {
      const result = await reportOf(request, request.params.name, request.query);
      const sheet = reportSheet(result, await filterWords(app.db, result.params, request.t), request.t);
      const file = `${result.report}-${result.params.from}-${result.params.to}.${format}`;
      return reply
        .header(
          'content-type',
          format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
        )
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('access-control-expose-headers', 'Content-Disposition')
        .send(format === 'xlsx' ? await reportXlsx(sheet, result.title) : reportCsv(sheet));
    });
  }
}
