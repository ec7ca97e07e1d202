import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterValueForColumn } from '../../../server/crud/filterValues';
import { defects, flightSchedule, users } from '../../../server/db/schema';
import { resourceDefinitions } from '../../../server/modules';
import { bearer, createTestApp, queryJson, type TestApp } from '../helper';

/**
 * Bad input (docs/security.md): a list filter PostgreSQL cannot read — a NUL character, a time
 * that is no time — was a 500. Every value is checked by its field's type first: a 422 on the key.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('admin@tarmac.test');
});
afterAll(() => t.close());

const list = (resource: string, query: Record<string, unknown>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/${resource}?${Object.entries(query)
      .map(([name, value]) => `${name}=${queryJson(value)}`)
      .join('&')}`,
    headers: bearer(token),
  });

describe('a NUL character in the query string', () => {
  it.each(resourceDefinitions.filter((d) => d.search.length).map((d) => d.name))('is refused in the search of %s', async (resource) => {
    const res = await list(resource, { filter: { q: 'a\u0000b' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'filter.q': ['This field contains characters that are not allowed.'] });
  });

  it('is refused in a text filter, a list of values and a sort field', async () => {
    expect((await list('regions', { filter: { code: 'EU\u0000W' } })).json().errors).toEqual({
      'filter.code': ['This field contains characters that are not allowed.'],
    });
    expect((await list('regions', { filter: { code: ['NAM', 'a\u0000'] } })).json().errors).toEqual({
      'filter.code': ['This field contains characters that are not allowed.'],
    });
    expect((await list('regions', { sort: ['code\u0000', 'ASC'] })).json().errors).toEqual({
      sort: ['This field contains characters that are not allowed.'],
    });
  });
});

describe('filter values are checked by the field’s type', () => {
  it.each([
    ['sta', "'"],
    ['std', "'"],
    ['sta_gte', '25:00'],
    ['std_lte', '10:60'],
    ['valid_from_gte', '2021-02-29'],
    ['valid_to', '0000-01-01'],
  ])('flight_schedule %s=%s is a 422 on the key', async (key, value) => {
    const res = await list('flight_schedule', { filter: { [key]: value } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [`filter.${key}`]: ['This filter value has the wrong type or format.'] });
  });

  it('takes times as the time columns store them', async () => {
    const res = await list('flight_schedule', { filter: { sta_gte: '10:00', sta_lte: '14:30:00' }, range: [0, 999] });
    expect(res.statusCode).toBe(200);
    const times = res.json().map((schedule: { sta: string }) => schedule.sta);
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time >= '10:00:00' && time <= '14:30:00', time).toBe(true);
  });

  it('refuses numbers outside the column type', async () => {
    expect((await list('trucks', { filter: { odometer_km_gte: 2 ** 31 } })).statusCode).toBe(422);
    expect((await list('airport', { filter: { latitude_gte: '9'.repeat(400) } })).statusCode).toBe(422);
    expect((await list('trucks', { filter: { id: [1, 1.5] } })).statusCode).toBe(422);
  });

  it('sends instants on as UTC, within the years PostgreSQL takes', () => {
    const instant = filterValueForColumn(users.email_verified_at, 'users', 'email_verified_at');
    // ISO allows offsets up to ±23:59, PostgreSQL only up to ±15:59.
    expect(instant.parse('2020-01-01T00:00:00+23:00')).toBe('2019-12-31T01:00:00.000Z');
    expect(instant.parse('2020-01-01')).toBe('2020-01-01');
    expect(instant.safeParse('0001-01-01T00:00:00+01:00').success).toBe(false);
    expect(instant.safeParse('9999-12-31T23:00:00-02:00').success).toBe(false);
  });

  it('knows every column type a filter is declared on, and says so at start-up otherwise', () => {
    expect(filterValueForColumn(flightSchedule.sta, 'flight_schedule', 'sta').safeParse('23:59:59').success).toBe(true);
    // A list column filters by one of its items (a technician's licences, a schedule's weekdays).
    expect(filterValueForColumn(flightSchedule.days_of_week, 'flight_schedule', 'days_of_week').safeParse(3).success).toBe(true);
    expect(() => filterValueForColumn(defects.rectified_parts, 'defects', 'rectified_parts')).toThrow(/PgJsonb column/);
  });
});
