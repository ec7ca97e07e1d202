import type { Session } from '../../server/auth/session';
import type { Database } from '../../server/db/client';
import { describeFields } from '../../server/crud/fields';
import { allOf, filterConditions } from '../../server/crud/filters';
import { parseListQuery } from '../../server/crud/listQuery';
import { countQuery, pageQuery } from '../../server/crud/recordQueries';
import { readScope } from '../../server/crud/regionScope';
import flightScheduleDefinition from '../../server/resources/flight_schedule';
import type { SeededSchedules } from './seedSchedules';

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface Scenario {
  name: string;
  /** Path and query exactly as ra-data-simple-rest sends them. */
  url: string;
  /** The statements the API runs for this list, in order: the page, then (when needed) the count. */
  statements: Statement[];
}

/**
 * The four lists of issue 5's benchmark. Their SQL is built by the router's own functions, so
 * the "direct SQL" side runs exactly what the API runs, minus HTTP, auth and JSON.
 */
export function buildScenarios(db: Database, seeded: SeededSchedules, rows: number): Scenario[] {
  const fields = describeFields(flightScheduleDefinition);
  // Only what readScope needs: the active region and the membership.
  const session = { user: { instance_id: seeded.regionId }, regions: [{ region_id: seeded.regionId, region_name: '' }] } as unknown as Session;
  const deepStart = Math.max(0, Math.floor(rows / 2));
  const lists: { name: string; query: Record<string, string>; needsCount: boolean }[] = [
    { name: 'search flight number', query: { filter: JSON.stringify({ q: seeded.sampleFlightNo }), range: '[0,24]' }, needsCount: false },
    { name: 'station filter', query: { filter: JSON.stringify({ station_id: seeded.stationIds[0] }), range: '[0,24]' }, needsCount: true },
    { name: 'sort by flight number', query: { sort: '["outbound_flight_no","ASC"]', range: '[0,24]' }, needsCount: true },
    { name: `deep page ${deepStart}+count`, query: { sort: '["valid_from","DESC"]', range: `[${deepStart},${deepStart + 24}]` }, needsCount: true },
  ];
  return lists.map(({ name, query, needsCount }) => {
    const parsed = parseListQuery(query, flightScheduleDefinition);
    const where = allOf([readScope(flightScheduleDefinition, session), ...filterConditions(parsed.filter, flightScheduleDefinition, fields)]);
    const page = pageQuery(db, flightScheduleDefinition, fields, { where, sort: parsed.sort, ...parsed.range }).toSQL();
    const total = countQuery(db, flightScheduleDefinition, where).toSQL();
    return {
      name,
      url: `/api/flight_schedule?${new URLSearchParams(query).toString()}`,
      statements: [page, ...(needsCount ? [total] : [])].map((s) => ({ sql: s.sql, params: s.params })),
    };
  });
}

/** The statement with its parameters written in, for pgbench scripts and EXPLAIN. */
export function inlineParams(statement: Statement): string {
  return statement.sql.replace(/\$(\d+)/g, (_, n) => {
    const value = statement.params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}
