import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../server/auth/session';
import type { Queryable } from '../../../server/crud/definition';
import { describeFields } from '../../../server/crud/fields';
import { ListStatements } from '../../../server/crud/listStatements';
import flightSchedule from '../../../server/modules/settings/flight_schedule';

/**
 * How a list's search reaches PostgreSQL (server/crud/recordQueries.ts, `matching`): a term the trigram indexes
 * answer is matched on its own first, and the region and the other filters test only its matches. The plan a
 * connection keeps for a search is made without the values; with the region beside the term it read the
 * region's whole index (docs/performance.md).
 */
const lists = new ListStatements(drizzle.mock() as unknown as Queryable, flightSchedule, describeFields(flightSchedule));
const session = { user: { instance_id: 7 }, regions: [{ region_id: 7, region_name: 'EUR-W' }] } as unknown as Session;
const statementFor = (filter: Record<string, unknown>) =>
  lists.pageStatement(lists.request({ filter: JSON.stringify(filter), range: '[0,24]' }, session));
const termMatches = (text: string) =>
  [...text.matchAll(/any\(array\(\(select "id" from "flight_schedule" where \(([^)]*)\)\)\)\)/g)].map((m) => m[1]);

describe('a list search', () => {
  it('matches a term of three characters or more on its own, then the region and filters on its matches, in a plan kept per connection', () => {
    const statement = statementFor({ q: 'IB30', station_id: 3 });
    const matches = termMatches(statement.sql);
    // The page and its total, each from the term's own matches.
    expect(matches).toHaveLength(2);
    for (const match of matches) {
      expect(match).toMatch(/"inbound_flight_no" ilike \$\d+ or "flight_schedule"."outbound_flight_no" ilike \$\d+/);
      expect(match).not.toMatch(/region_id|station_id/);
    }
    expect(statement.sql).toMatch(/\) and \("flight_schedule"."region_id" = \$\d+ and "flight_schedule"."station_id" = \$\d+\)\)/);
    expect(statement.params).toEqual(expect.arrayContaining(['%IB30%', 7, 3]));
    expect(statement.named).toBe(true);
  });

  it('of one or two characters, or no term, tests every condition together, planned for its values', () => {
    for (const filter of [{ q: 'IB' }, { station_id: 3 }]) {
      const statement = statementFor(filter);
      expect(termMatches(statement.sql)).toEqual([]);
      expect(statement.named).toBe(false);
    }
  });
});
