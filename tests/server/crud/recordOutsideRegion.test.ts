import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { flightSchedule, memos, regions, stations } from '../../../server/db/schema';
import { bearer, createTestApp, type TestApp } from '../helper';

/**
 * Opening a record of another region by URL (docs/security.md). A member of the record's region (whose
 * active region is another) learns which region holds it; anyone else gets the 404 of an id that
 * does not exist, so nothing of a foreign region leaks.
 */
let t: TestApp;
let planner: Record<string, string>;
let supervisor: Record<string, string>;
let northId: number;
let westId: number;

const plainNotFound = { message: 'Not found.' };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  const db = t.database.db;
  const byCode = async (code: string) => (await db.select({ id: regions.id }).from(regions).where(eq(regions.code, code)))[0].id;
  [northId, westId] = [await byCode('EUR-N'), await byCode('EUR-W')];
  // The seed's planner belongs to EUR-W (active) and EUR-N; the supervisor to EUR-W only.
  planner = bearer(await t.tokenFor('planner@tarmac.test'));
  supervisor = bearer(await t.tokenFor('supervisor@tarmac.test'));
});
afterAll(() => t.close());

async function firstIdIn(table: typeof stations | typeof flightSchedule, regionId: number): Promise<number> {
  const [row] = await t.database.db.select({ id: table.id }).from(table).where(eq(table.region_id, regionId)).limit(1);
  return row.id;
}

describe('GET /api/<resource>/:id of a record outside the active region', () => {
  it.each([['stations'], ['flight_schedule']] as const)("%s: tells a member of the record's region which region holds it", async (name) => {
    const id = await firstIdIn(name === 'stations' ? stations : flightSchedule, northId);
    const res = await t.app.inject({ method: 'GET', url: `/api/${name}/${id}`, headers: planner });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This record is not in your active region.', region_id: northId });
  });

  it('translates the message', async () => {
    const id = await firstIdIn(stations, northId);
    const res = await t.app.inject({ method: 'GET', url: `/api/stations/${id}`, headers: { ...planner, 'accept-language': 'fr' } });
    expect(res.json()).toEqual({ message: 'Cet enregistrement n’est pas dans votre région active.', region_id: northId });
  });

  it('answers a non-member exactly as for an id that does not exist', async () => {
    const id = await firstIdIn(stations, northId);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/stations/${id}`, headers: supervisor });
    const missing = await t.app.inject({ method: 'GET', url: '/api/stations/2000000000', headers: supervisor });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(plainNotFound);
    expect(foreign.body).toBe(missing.body);
  });

  it('gives a member no region for an id that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stations/2000000000', headers: planner });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(plainNotFound);
  });

  it('still answers records of the active region and company-wide memos; a memo of another region is told like any record', async () => {
    const own = await t.app.inject({ method: 'GET', url: `/api/stations/${await firstIdIn(stations, westId)}`, headers: planner });
    expect(own.statusCode).toBe(200);
    const memo = async (regionId: number | null) => {
      const [row] = await t.database.db
        .insert(memos)
        .values({ region_id: regionId, title: `Memo for ${regionId ?? 'every region'}`, body: 'Text', valid_from: '2026-01-01' })
        .returning({ id: memos.id });
      return t.app.inject({ method: 'GET', url: `/api/memos/${row.id}`, headers: planner });
    };
    expect((await memo(null)).statusCode).toBe(200);
    const northern = await memo(northId);
    expect(northern.statusCode).toBe(404);
    expect(northern.json()).toEqual({ message: 'This record is not in your active region.', region_id: northId });
  });
});
