import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { reportFilters, type ReportName } from '../../model/modules/reporting/catalogue';
import { reportSearch, type ReportParams } from '../../model/modules/reporting/params';
import type { ReportDefinition } from '../../server/modules/reporting/definition';
import { percentile, ReportRefused, timeApi, timeDirect } from './measure';
import { statementAccess } from './planIndexes';
import type { ReportFigures } from './printFigures';

export interface MeasureContext {
  app: FastifyInstance;
  /** The planner's bearer token: money visible, as the target figure reads the whole report. */
  headers: Record<string, string>;
  /** The connection the statements run on directly. */
  direct: pg.Client;
  runs: number;
  /** Where a region-wide quarter the scan guard refuses is measured instead. */
  station: { id: number; code: string };
}

const dialect = new PgDialect();
const reportUrl = (name: string, params: ReportParams) => `/api/reports/${name}?${reportSearch(params)}`;

/**
 * One report: a warm-up, then `runs` turns about (API, then the same statements directly), so a
 * burst of load from elsewhere on the machine falls on both sides alike; then the plans' indexes.
 * A region-wide quarter the scan guard refuses (422: narrow the filters) is measured again at one
 * station where the report offers that filter, and says so.
 */
export async function measureReport(
  context: MeasureContext,
  name: string,
  definition: ReportDefinition,
  regionParams: ReportParams,
): Promise<ReportFigures> {
  const { app, headers, direct, runs, station } = context;
  let params = regionParams;
  let narrowed: string | undefined;
  let first: { rows: number };
  try {
    first = await timeApi(app, reportUrl(name, params), headers);
  } catch (error) {
    if (!(error instanceof ReportRefused && error.statusCode === 422 && reportFilters[name as ReportName].includes('station_id')))
      throw error;
    params = { ...regionParams, station_id: station.id };
    narrowed = `refused region-wide (narrow the filters), measured at ${station.code}`;
    first = await timeApi(app, reportUrl(name, params), headers);
  }
  const queries = Object.values(definition.statements(params)).map((statement) => dialect.sqlToQuery(statement));
  await timeDirect(direct, queries);
  const api: number[] = [];
  const sqlTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    api.push((await timeApi(app, reportUrl(name, params), headers)).ms);
    sqlTimes.push(await timeDirect(direct, queries));
  }
  const access = new Set<string>();
  for (const query of queries) for (const used of await statementAccess(direct, query)) access.add(used);
  return {
    name,
    rows: first.rows,
    apiP50: percentile(api, 0.5),
    apiP95: percentile(api, 0.95),
    sqlP50: percentile(sqlTimes, 0.5),
    access: [...access],
    narrowed,
  };
}
