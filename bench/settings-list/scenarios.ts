import type { Session } from '../../server/auth/session';
import type { Database } from '../../server/db/client';
import { describeFields } from '../../server/crud/fields';
import { ListStatements } from '../../server/crud/listStatements';
import flightScheduleDefinition from '../../server/modules/settings/flight_schedule';
import type { SeededSchedules } from './seedSchedules';

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface Scenario {
  name: string;
  /** Path and query exactly as ra-data-simple-rest sends them. */
  url: string;
  /** The statement the API runs for this list (one: the page carries its Content-Range count). */
  statement: Statement;
  /** The API sends it as a named (prepared) statement; the direct SQL does the same. */
  named: boolean;
  /** Measured for information; the targets apply to the other lists. */
  informative?: boolean;
}

/**
 * The four lists of this benchmark, plus the look-up of one flight number. Their SQL comes
 * from the router's own ListStatements, so the "direct SQL" side runs what the API runs, minus
 * HTTP, authentication and JSON.
 */
export function buildScenarios(db: Database, seeded: SeededSchedules, rows: number): Scenario[] {
  const lists = new ListStatements(db, flightScheduleDefinition, describeFields(flightScheduleDefinition));
  // Only what readScope needs: the active region and the membership.
  const session = {
    user: { instance_id: seeded.regionId },
    regions: [{ region_id: seeded.regionId, region_name: '' }],
  } as unknown as Session;
  const deepStart = Math.max(0, Math.floor(rows / 2));
  // What a planner types in the search box: an airline and the first digits of a flight number.
  const partialFlightNo = seeded.sampleFlightNo.slice(0, 4);
  const queries: { name: string; query: Record<string, string>; informative?: boolean }[] = [
    { name: `search "${partialFlightNo}"`, query: { filter: JSON.stringify({ q: partialFlightNo }), range: '[0,24]' } },
    { name: 'station filter', query: { filter: JSON.stringify({ station_id: seeded.stationIds[0] }), range: '[0,24]' } },
    { name: 'sort by flight number', query: { sort: '["outbound_flight_no","ASC"]', range: '[0,24]' } },
    { name: `deep page ${deepStart}`, query: { sort: '["valid_from","DESC"]', range: `[${deepStart},${deepStart + 24}]` } },
    {
      name: `look-up "${seeded.sampleFlightNo}"`,
      query: { filter: JSON.stringify({ q: seeded.sampleFlightNo }), range: '[0,24]' },
      informative: true,
    },
  ];
  return queries.map(({ name, query, informative }) => {
    const { named, ...statement } = lists.pageStatement(lists.request(query, session));
    return { name, url: `/api/flight_schedule?${new URLSearchParams(query).toString()}`, statement, named, informative };
  });
}

/** The statement with its parameters written in, for pgbench scripts and EXPLAIN. */
export function inlineParams(statement: Statement): string {
  return statement.sql.replace(/\$(\d+)/g, (_, n) => {
    const value = statement.params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}
