import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUsers } from '../../../../server/core/notify/notifyUsers';
import { appSettings, auditLog, notifications, regions, users } from '../../../../server/db/schema';
import { bearer, createTestApp, insertUser, type TestApp } from '../../helper';
import { listUrl, notificationsOf } from './notificationFixtures';

/** The caller's own notifications (docs/modules/notifications.md) — list, filters, one, read / unread / all read — rendered in their language. */
let t: TestApp;
let me: number;
let someoneElse: number;
let headers: Record<string, string>;
const ids: Record<string, number> = {};

const insert = async (
  userId: number,
  values: Partial<typeof notifications.$inferInsert> & Pick<typeof notifications.$inferInsert, 'type' | 'key' | 'params'>,
) =>
  (
    await t.database.db
      .insert(notifications)
      .values({ user_id: userId, link: null, ...values })
      .returning({ id: notifications.id })
  )[0].id;

beforeAll(async () => {
  t = await createTestApp();
  me = await insertUser(t, { email: 'reader@notify.test', regions: ['EUR-W'] });
  someoneElse = await insertUser(t, { email: 'other@notify.test', regions: ['EUR-W'] });
  headers = bearer(await t.tokenFor('reader@notify.test'));
  const params = {
    work_order: 'AMS-20361101-001',
    flight: 'KL1227',
    station: 'AMS',
    date: '2036-11-01',
    start: '06:15',
    end: '07:05',
    technician: 'Nina Tech',
  };
  ids.assignment = await insert(me, {
    type: 'assignment',
    key: 'assignment_you',
    params,
    link: '/scheduled_data/1',
    created_at: new Date('2036-11-01T05:00:00Z'),
  });
  ids.calibration = await insert(me, {
    type: 'calibration_due',
    key: 'calibration_due',
    params: { tool_no: 'TW-CDG-014', description: 'Torque wrench', station: 'CDG', due_date: '2036-11-20' },
    created_at: new Date('2036-11-02T05:00:00Z'),
    read_at: new Date('2036-11-02T06:00:00Z'),
  });
  ids.memo = await insert(me, {
    type: 'memo',
    key: 'memo',
    params: { title: 'Winter operations', body: 'Read the holdover tables.' },
    created_at: new Date('2036-11-03T05:00:00Z'),
  });
  ids.theirs = await insert(someoneElse, {
    type: 'assignment',
    key: 'assignment_you',
    params,
    created_at: new Date('2036-11-01T05:00:00Z'),
  });
});
afterAll(() => t.close());

const get = (url: string, extra: Record<string, string> = {}) => t.send('GET', url, { ...headers, ...extra });
const post = (url: string, as = headers) => t.send('POST', url, as);

describe('GET /api/notifications', () => {
  it('lists only the caller’s own, newest first, rendered, with the total in Content-Range', async () => {
    const res = await get(listUrl());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-range']).toBe('notifications 0-2/3');
    const rows = res.json();
    expect(rows.map((n: { id: number }) => n.id)).toEqual([ids.memo, ids.calibration, ids.assignment]);
    expect(rows[2]).toEqual({
      id: ids.assignment,
      type: 'assignment',
      key: 'assignment_you',
      params: expect.objectContaining({ flight: 'KL1227' }),
      title: 'You are assigned to KL1227',
      text: 'AMS-20361101-001 at AMS, 01 Nov 2036 06:15–07:05.',
      link: '/scheduled_data/1',
      region_id: null,
      read: false,
      read_at: null,
      created_at: '2036-11-01T05:00:00.000Z',
    });
  });

  it('renders the same rows in the reader’s language (Accept-Language)', async () => {
    const rows = (await get(listUrl({ id: [ids.assignment, ids.calibration] }), { 'accept-language': 'fr' })).json();
    const byId = new Map(rows.map((n: { id: number }) => [n.id, n]));
    expect(byId.get(ids.assignment)).toMatchObject({
      title: 'Vous êtes affecté à KL1227',
      text: 'AMS-20361101-001 à AMS, 01 nov. 2036 06:15–07:05.',
    });
    expect(byId.get(ids.calibration)).toMatchObject({
      title: 'Étalonnage à prévoir : TW-CDG-014',
      text: 'Torque wrench à CDG doit être étalonné le 20 nov. 2036.',
    });
  });

  it('shows dates in the date format of the settings page', async () => {
    await t.database.db.update(appSettings).set({ date_format: 'YYYY-MM-DD' });
    try {
      expect((await get(`/api/notifications/${ids.assignment}`)).json().text).toBe('AMS-20361101-001 at AMS, 2036-11-01 06:15–07:05.');
    } finally {
      await t.database.db.update(appSettings).set({ date_format: 'DD MMM YYYY' });
    }
  });

  it('filters by type, read state, created range and words; pages and sorts', async () => {
    const idsOf = async (filter: Record<string, unknown>, sort?: [string, string], range?: [number, number]) => {
      const res = await get(listUrl(filter, sort, range));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().map((n: { id: number }) => n.id);
    };
    expect(await idsOf({ type: 'memo' })).toEqual([ids.memo]);
    expect(await idsOf({ type: ['memo', 'assignment'] })).toEqual([ids.memo, ids.assignment]);
    expect(await idsOf({ read: false })).toEqual([ids.memo, ids.assignment]);
    expect(await idsOf({ read: true })).toEqual([ids.calibration]);
    expect(await idsOf({ created_gte: '2036-11-02', created_lte: '2036-11-02' })).toEqual([ids.calibration]);
    expect(await idsOf({ created_lte: '2036-11-01T05:00:00Z' })).toEqual([ids.assignment]);
    expect(await idsOf({ q: 'kl12' })).toEqual([ids.assignment]);
    expect(await idsOf({ q: 'torque' })).toEqual([ids.calibration]);
    // A type's name in the caller's language finds it too.
    expect(await idsOf({ q: 'memo' })).toEqual([ids.memo]);
    expect(await idsOf({}, ['created_at', 'ASC'], [1, 1])).toEqual([ids.calibration]);
    const pastTheEnd = await get(listUrl({}, ['created_at', 'DESC'], [10, 19]));
    expect(pastTheEnd.headers['content-range']).toBe('notifications */3');
  });

  it('refuses an unknown filter, a bad value and an unknown sort field with 422', async () => {
    for (const [url, field] of [
      [listUrl({ user_id: someoneElse }), 'filter.user_id'],
      [listUrl({ type: 'gossip' }), 'filter.type'],
      [listUrl({ created_gte: 'yesterday' }), 'filter.created_gte'],
      [listUrl({}, ['user_id', 'ASC']), 'sort'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
  });
});

describe('one notification and its read state', () => {
  it('answers the caller’s own; another user’s id is a 404, for reading and for marking', async () => {
    expect((await get(`/api/notifications/${ids.memo}`)).json()).toMatchObject({
      id: ids.memo,
      title: 'Memo: Winter operations',
      text: 'Read the holdover tables.',
    });
    for (const res of [
      await get(`/api/notifications/${ids.theirs}`),
      await post(`/api/notifications/${ids.theirs}/read`),
      await post(`/api/notifications/${ids.theirs}/unread`),
      await get('/api/notifications/999999'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.' });
    }
    const [theirs] = await notificationsOf(t, someoneElse);
    expect(theirs.read_at).toBeNull();
  });

  it('marks read (keeping the first read time), unread, and audits it', async () => {
    const read = await post(`/api/notifications/${ids.assignment}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: ids.assignment, read: true, read_at: expect.any(String) });
    const again = await post(`/api/notifications/${ids.assignment}/read`);
    expect(again.json().read_at).toBe(read.json().read_at);
    expect((await post(`/api/notifications/${ids.assignment}/unread`)).json()).toMatchObject({ read: false, read_at: null });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'notifications'), eq(auditLog.record_id, String(ids.assignment))));
    expect(audit.map((row) => row.action)).toEqual(['read', 'read', 'unread']);
  });

  it('marks all the caller’s unread read, and nobody else’s; the unread count follows', async () => {
    const before = (await get('/api/user')).json().notificationa_alert_count;
    expect(before).toBe(2);
    const res = await post('/api/notifications/read_all');
    expect(res.json()).toEqual({ updated: 2, ids: [ids.assignment, ids.memo] });
    expect((await get('/api/user')).json().notificationa_alert_count).toBe(0);
    expect((await post('/api/notifications/read_all')).json()).toEqual({ updated: 0, ids: [] });
    const theirsUnread = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, someoneElse), isNull(notifications.read_at)));
    expect(theirsUnread).toHaveLength(1);
  });

  it('undoes "all read" by marking those ids unread again; another user’s ids change nothing', async () => {
    const undo = await t.send('POST', '/api/notifications/unread', headers, { ids: [ids.assignment, ids.memo, ids.theirs] });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toEqual({ updated: 2, ids: [ids.assignment, ids.memo] });
    expect((await get('/api/user')).json().notificationa_alert_count).toBe(2);
    expect((await t.send('POST', '/api/notifications/unread', headers, { ids: [] })).statusCode).toBe(422);
  });
});

describe('notifyUsers', () => {
  it('writes one row per user, and with a dedupe key never a second one for the same user', async () => {
    const notice = {
      type: 'calibration_due',
      key: 'calibration_due',
      params: { tool_no: 'X' },
      link: null,
      regionId: null,
      dedupeKey: 'calibration_due:tool:1:2036-12-01',
    } as const;
    expect(await notifyUsers(t.database.db, { ...notice, userIds: [me, someoneElse, me] })).toBe(2);
    expect(await notifyUsers(t.database.db, { ...notice, userIds: [me, someoneElse] })).toBe(0);
    expect(await notifyUsers(t.database.db, { ...notice, userIds: [] })).toBe(0);
  });
});

describe('the e-mail digest switch', () => {
  it('reads and sets the caller’s own switch, audited', async () => {
    expect((await get('/api/notifications/digest')).json()).toEqual({ digest: false });
    const res = await t.send('PUT', '/api/notifications/digest', headers, { digest: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ digest: true });
    const [row] = await t.database.db.select({ digest: users.notification_digest }).from(users).where(eq(users.id, me));
    expect(row.digest).toBe(true);
    expect((await t.send('PUT', '/api/notifications/digest', headers, { digest: 'yes' })).statusCode).toBe(422);
  });
});

describe('muting a type', () => {
  const notice = (dedupeKey: string) =>
    ({ type: 'low_stock', key: 'low_stock_station', params: { count: 3, station: 'AMS' }, link: null, regionId: null, dedupeKey }) as const;
  const mutes = (body: object, as = headers) => t.send('PUT', '/api/notifications/mutes', as, body);

  it('stops delivery of that type to the caller only, audited; unmuting restores it', async () => {
    expect((await get('/api/notifications/mutes')).json()).toEqual({ types: [] });
    const muted = await mutes({ type: 'low_stock', muted: true });
    expect(muted.statusCode, muted.body).toBe(200);
    expect(muted.json()).toEqual({ types: ['low_stock'] });
    expect((await mutes({ type: 'low_stock', muted: true })).json()).toEqual({ types: ['low_stock'] });
    expect((await get('/api/notifications/mutes')).json()).toEqual({ types: ['low_stock'] });
    const audits = await t.database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(eq(auditLog.record_id, String(me)));
    expect(audits.map((a) => a.changes).filter((c) => c?.includes('muted_notification_types'))).toHaveLength(1);

    // Another user's mute does not touch the caller's delivery, nor the caller's theirs.
    expect(await notifyUsers(t.database.db, { ...notice('mute-test:1'), userIds: [me, someoneElse] })).toBe(1);
    expect(await notificationsOf(t, me, { type: 'low_stock' })).toEqual([]);
    expect(await notificationsOf(t, someoneElse, { type: 'low_stock' })).toHaveLength(1);
    // Other types still reach the caller.
    expect(await notifyUsers(t.database.db, { ...notice('mute-test:2'), type: 'shelf_life_expiring', userIds: [me] })).toBe(1);

    expect((await mutes({ type: 'low_stock', muted: false })).json()).toEqual({ types: [] });
    expect(await notifyUsers(t.database.db, { ...notice('mute-test:3'), userIds: [me] })).toBe(1);
    expect(await notificationsOf(t, me, { type: 'low_stock' })).toHaveLength(1);
  });

  it('refuses an unknown type, a type that must always reach (AOG dispatch, double booking, man-hour deficit) and a bad body with 422', async () => {
    for (const body of [{ type: 'gossip', muted: true }, { type: 'low_stock' }, { type: 'low_stock', muted: 'yes' }]) {
      const res = await mutes(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toBeDefined();
    }
    for (const type of ['dispatch', 'conflict', 'man_hour_deficit']) {
      const res = await mutes({ type, muted: true });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.type).toEqual(['This type of notification always reaches you: it cannot be muted.']);
    }
    expect((await get('/api/notifications/mutes')).json()).toEqual({ types: [] });
  });

  it('never holds back a type that must always reach, even if muted in the database', async () => {
    await t.database.db
      .update(users)
      .set({ muted_notification_types: ['dispatch'] })
      .where(eq(users.id, someoneElse));
    try {
      const dispatch = { ...notice('mute-test:4'), type: 'dispatch', key: 'dispatch', userIds: [someoneElse] } as const;
      expect(await notifyUsers(t.database.db, dispatch)).toBe(1);
    } finally {
      await t.database.db.update(users).set({ muted_notification_types: [] }).where(eq(users.id, someoneElse));
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.send('GET', '/api/notifications/mutes', {})).statusCode).toBe(401);
    expect((await t.send('PUT', '/api/notifications/mutes', {}, { type: 'low_stock', muted: true })).statusCode).toBe(401);
  });
});

describe('the region filter', () => {
  it('keeps the notices of the regions asked for and those of no one region', async () => {
    const [eur, nam] = await Promise.all(
      ['EUR-W', 'NAM'].map(
        async (code) => (await t.database.db.select({ id: regions.id }).from(regions).where(eq(regions.code, code)))[0].id,
      ),
    );
    const ofNam = await insert(me, { type: 'low_stock', key: 'low_stock_station', params: { count: 2, station: 'JFK' }, region_id: nam });
    const ofEur = await insert(me, { type: 'low_stock', key: 'low_stock_station', params: { count: 4, station: 'AMS' }, region_id: eur });
    const idsOf = async (filter: Record<string, unknown>) => (await get(listUrl(filter))).json().map((n: { id: number }) => n.id);
    const eurOnly = await idsOf({ region_id: eur });
    expect(eurOnly).toContain(ofEur);
    expect(eurOnly).toContain(ids.memo);
    expect(eurOnly).not.toContain(ofNam);
    expect(await idsOf({ region_id: [nam] })).toContain(ofNam);
    const rendered = (await get(`/api/notifications/${ofNam}`)).json();
    expect(rendered).toMatchObject({ region_id: nam, title: '2 materials below minimum at JFK' });
    expect((await get(listUrl({ region_id: 'x' }))).statusCode).toBe(422);
  });
});
