import type { FastifyInstance } from 'fastify';
import { isReportName, reportFilters, reportNames } from '../../../model/modules/reporting/catalogue';
import { reportParamsSchema, unofferedFilters } from '../../../model/modules/reporting/params';
import { parseBody } from '../../crud/bodyValidation';
import { invalid, notFound } from '../../errors';
import { reportDefinitions } from './reports';
import { labelled, runReport } from './runReport';

const readers = ['reporting_tab'];

/** The definition a `:name` path names; an unknown or not-yet-built report is a 404. */
export function definitionOf(name: unknown) {
  const definition = isReportName(name) ? reportDefinitions[name] : undefined;
  if (!definition) throw notFound();
  return definition;
}

/** The query string of a report read and checked: the shared schema, then the filters this report offers. */
export function reportParams(name: string, query: unknown) {
  const params = parseBody(reportParamsSchema, query);
  const unoffered = unofferedFilters(definitionOf(name).name, params);
  if (unoffered.length) throw invalid(Object.fromEntries(unoffered.map((key) => [key, 'validation.unknown_field'])));
  return params;
}

/**
 * The Reporting endpoints (issue 17): the catalogue of reports with the filters and columns each
 * offers, and each report answered as JSON with its totals, for one region the caller belongs to.
 */
export default async function reportingRoutes(app: FastifyInstance): Promise<void> {
  const route = { config: { permission: readers } };

  app.get('/reports', route, async (request) =>
    reportNames
      .filter((name) => reportDefinitions[name])
      .map((name) => ({ name, title: request.t(`reporting.reports.${name}.title`), description: request.t(`reporting.reports.${name}.description`), filters: reportFilters[name], columns: labelled(reportDefinitions[name]!, request.t) })),
  );

  app.get('/reports/:name', route, async (request) => {
    const { name } = request.params as { name: string };
    const definition = definitionOf(name);
    return runReport(app.db, definition, reportParams(name, request.query), request.requireSession(), request.t);
  });
}
