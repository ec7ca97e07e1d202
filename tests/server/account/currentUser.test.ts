import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, regions, users } from '../../../server/db/schema';
import { bearer, createTestApp, insertUser, type TestApp } from '../helper';

/** GET /api/user: the user with exactly the fields the browser reads. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const currentUser = async (email: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(await t.tokenFor(email)) });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const userId = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const unreadInDatabase = async (id: number) =>
  Number(
    (
      await t.database.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.user_id, id), isNull(notifications.read_at)))
    )[0].n,
  );

describe('GET /api/user', () => {
  it('has the fields the browser reads (and id, locale, email_verified), with their types', async () => {
    const user = await currentUser('planner@tarmac.test');
    expect(Object.keys(user).sort()).toEqual(
      [
        'email',
        'email_verified',
        'id',
        'instance_id',
        'locale',
        'logo_url',
        'name',
        'notificationa_alert_count',
        'permission',
        'photo_url',
        'regions',
        'role',
        'role_id',
        'role_name',
      ].sort(),
    );
    expect(user).toMatchObject({
      id: expect.any(Number),
      name: 'Pat Planner',
      email: 'planner@tarmac.test',
      role_id: 2,
      role: 'planner',
      role_name: 'Planner',
      photo_url: null,
      instance_id: expect.any(Number),
      notificationa_alert_count: expect.any(Number),
      email_verified: true,
      locale: 'en',
    });
    expect(user.logo_url === null || user.logo_url.startsWith('/media/')).toBe(true);
    for (const entry of user.permission) expect(Object.keys(entry)).toEqual(['permissions_name']);
  });

  it('counts exactly the unread notifications, as they are read and added', async () => {
    const id = await userId('supervisor@tarmac.test');
    const before = await currentUser('supervisor@tarmac.test');
    expect(before.notificationa_alert_count).toBe(await unreadInDatabase(id));
    expect(before.notificationa_alert_count).toBeGreaterThan(0);

    const [oneUnread] = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.user_id, id), isNull(notifications.read_at)))
      .limit(1);
    await t.database.db
      .update(notifications)
      .set({ read_at: sql`now()` })
      .where(eq(notifications.id, oneUnread.id));
    await t.database.db.insert(notifications).values([
      { user_id: id, type: 'memo', key: 'message', params: { title: 'New memo A', text: '' } },
      { user_id: id, type: 'memo', key: 'message', params: { title: 'New memo B', text: '' } },
    ]);
    const after = await currentUser('supervisor@tarmac.test');
    expect(after.notificationa_alert_count).toBe(before.notificationa_alert_count + 1);
    expect(after.notificationa_alert_count).toBe(await unreadInDatabase(id));
  });

  it("does not count other users' notifications", async () => {
    const id = await insertUser(t, { email: 'quiet@tarmac.test', regions: ['NAM'] });
    expect(await unreadInDatabase(id)).toBe(0);
    expect((await currentUser('quiet@tarmac.test')).notificationa_alert_count).toBe(0);
  });

  it('lists the regions the user belongs to as {region_id, region_name}, by name, with the active one in instance_id', async () => {
    const planner = await currentUser('planner@tarmac.test');
    const all = await t.database.db.select().from(regions);
    const byCode = (code: string) => all.find((r) => r.code === code)!;
    expect(planner.regions).toEqual([
      { region_id: byCode('EUR-N').id, region_name: 'Nordics' },
      { region_id: byCode('EUR-W').id, region_name: 'Western Europe' },
    ]);
    expect(planner.instance_id).toBe(byCode('EUR-W').id);
    const admin = await currentUser('admin@tarmac.test');
    expect(admin.regions.map((r: { region_name: string }) => r.region_name)).toEqual(['Nordics', 'North America', 'Western Europe']);
  });

  it('leaves out a deactivated region, and does not report it as active', async () => {
    await insertUser(t, { email: 'nordic@tarmac.test', regions: ['EUR-N', 'NAM'] });
    await t.database.db.update(regions).set({ active: false }).where(eq(regions.code, 'EUR-N'));
    try {
      const user = await currentUser('nordic@tarmac.test');
      expect(user.regions.map((r: { region_name: string }) => r.region_name)).toEqual(['North America']);
      expect(user.instance_id).toBeNull();
    } finally {
      await t.database.db.update(regions).set({ active: true }).where(eq(regions.code, 'EUR-N'));
    }
  });

  it('gives the technician exactly its four tabs, recording work and signing the RTS', async () => {
    const tech = await currentUser('tech@tarmac.test');
    expect(tech.permission.map((p: { permissions_name: string }) => p.permissions_name).sort()).toEqual([
      'on_call_tab',
      'rts_sign',
      'scheduled_tab',
      'training',
      'whatsupp_tab',
      'work_record',
    ]);
    expect(tech.regions).toHaveLength(1);
  });

  it('shows a user without a role or region as such, not as an error', async () => {
    await insertUser(t, { email: 'newcomer@tarmac.test' });
    const user = await currentUser('newcomer@tarmac.test');
    expect(user).toMatchObject({ role_id: null, role: null, role_name: null, regions: [], permission: [], instance_id: null });
  });

  it('answers 401 {message} without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
