import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regions } from '../../../server/db/schema';
import { bearer, createTestApp, forgetSessions, type TestApp } from '../helper';

/** POST /api/changeSession {instance_id}: switches the active region, only to one the user belongs to. */
let t: TestApp;
let token: string;
const regionId: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select().from(regions)) regionId[r.code] = r.id;
  // The planner belongs to Western Europe (active) and the Nordics, not North America.
  token = await t.tokenFor('planner@tarmac.test');
});
afterAll(() => t.close());

const change = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/changeSession', payload: payload as object, headers: { ...bearer(token), ...headers } });
const activeRegion = async () => (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().instance_id;

describe('POST /api/changeSession', () => {
  it('switches to a region the user belongs to and says so', async () => {
    const res = await change({ instance_id: regionId['EUR-N'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Region changed to Nordics' });
    expect(await activeRegion()).toBe(regionId['EUR-N']);
  });

  it("says it in the caller's language", async () => {
    const es = await change({ instance_id: regionId['EUR-W'] }, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(es.statusCode).toBe(200);
    expect(es.json()).toEqual({ message: 'Región cambiada a Western Europe' });
    const zh = await change({ instance_id: regionId['EUR-W'] }, { 'accept-language': 'zh-CN' });
    expect(zh.json().message).toContain('Western Europe');
    expect(zh.json().message).not.toContain('Region changed');
    expect(await activeRegion()).toBe(regionId['EUR-W']);
  });

  it('accepts the id as a string, as a select box sends it', async () => {
    const res = await change({ instance_id: String(regionId['EUR-N']) });
    expect(res.statusCode).toBe(200);
    expect(await activeRegion()).toBe(regionId['EUR-N']);
  });

  it('answers 403 {message} for a region the user does not belong to, and keeps the active one', async () => {
    const res = await change({ instance_id: regionId.NAM });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You are not a member of this region.' });
    expect(await activeRegion()).toBe(regionId['EUR-N']);
    expect((await change({ instance_id: 987_654 })).statusCode).toBe(403);
  });

  it('answers 403 for a region that has been deactivated', async () => {
    await t.database.db.update(regions).set({ active: false }).where(eq(regions.code, 'EUR-W'));
    forgetSessions(t.app);
    try {
      expect((await change({ instance_id: regionId['EUR-W'] })).statusCode).toBe(403);
    } finally {
      await t.database.db.update(regions).set({ active: true }).where(eq(regions.code, 'EUR-W'));
      forgetSessions(t.app);
    }
  });

  it('answers 422 on instance_id for a missing or malformed id', async () => {
    for (const payload of [
      {},
      { instance_id: null },
      { instance_id: 'nordics' },
      { instance_id: -1 },
      { instance_id: 1.5 },
      { instance_id: {} },
      { instance_id: true },
      { instance_id: [2] },
      { instance_id: '' },
    ]) {
      const res = await change(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(payload)).toEqual(['instance_id']);
    }
    expect(await activeRegion()).toBe(regionId['EUR-N']);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/changeSession', payload: { instance_id: regionId['EUR-W'] } });
    expect(res.statusCode).toBe(401);
  });
});
