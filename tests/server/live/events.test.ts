import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIds } from '../../../model/roles';
import { notifications, regions, userRegions } from '../../../server/db/schema';
import { bearer, insertUser } from '../helper';
import { expectHandled } from '../security/badInput';
import { barrier, heard, openActivityOf, startLiveApp, type LiveTestApp } from './liveFixtures';

/**
 * GET /api/events on a real port (docs/ARCHITECTURE.md, live events), on PGlite and on PostgreSQL
 * (the server and server-pg projects run this file on each): who hears what, what a rollback sends
 * (nothing), resuming after Last-Event-ID, and how a stream ends.
 */
let t: LiveTestApp;
const users = { west: 0, westToo: 0, nam: 0 };
const tokens = { west: '', westToo: '', nam: '', admin: '' };

beforeAll(async () => {
  t = await startLiveApp();
  // Planners read activities and memos: without a role a user hears only their own notifications.
  users.west = await insertUser(t, { email: 'live-west@tarmac.test', role_id: roleIds.planner, regions: ['EUR-W'] });
  users.westToo = await insertUser(t, { email: 'live-west-too@tarmac.test', role_id: roleIds.planner, regions: ['EUR-W'] });
  users.nam = await insertUser(t, { email: 'live-nam@tarmac.test', role_id: roleIds.planner, regions: ['NAM'] });
  tokens.west = await t.tokenFor('live-west@tarmac.test');
  tokens.westToo = await t.tokenFor('live-west-too@tarmac.test');
  tokens.nam = await t.tokenFor('live-nam@tarmac.test');
  tokens.admin = await t.tokenFor('admin@tarmac.test');
});
afterAll(() => t?.close());

const notifyUser = (userId: number) =>
  t.database.db
    .insert(notifications)
    .values({ user_id: userId, type: 'assignment', key: 'message', params: { title: 'Live', text: 'test' } });

describe('GET /api/events', () => {
  it('needs a token (401 without one or with a bad one)', async () => {
    for (const token of [null, 'not-a-real-token']) {
      const answer = await t.stream(token);
      await answer.ended;
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body())).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('streams uncompressed with the security headers, says retry first, then heartbeats', async () => {
    const stream = await t.stream(tokens.west, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(stream.status).toBe(200);
    expect(stream.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    expect(stream.headers['content-security-policy']).toContain("default-src 'self'");
    expect(stream.headers['content-encoding']).toBeUndefined();
    await stream.next((message) => message.comment === 'ping');
    expect(stream.messages[0]).toEqual({ retry: 3000 });
    stream.close();
  });

  it('tells the members of a region that its activities changed, and no one else', async () => {
    const [west, nam] = [await t.stream(tokens.west), await t.stream(tokens.nam)];
    const activity = await openActivityOf(t.database.db, 'EUR-W');
    await t.database.db.execute(sql`update activities set remarks = 'live test' where id = ${activity.id}`);
    const event = await west.nextEvent((e) => e.topic === 'activities');
    expect(event).toMatchObject({
      region_id: activity.region_id,
      user_id: null,
      data: { local_date: activity.local_date, activity_ids: [activity.id] },
    });
    expect(event.data.station_ids).toEqual([activity.station_id]);
    await barrier(t.database.db, west, nam);
    expect(heard(nam)).toEqual([]);
    west.close();
    nam.close();
  });

  it('announces a change made through the API', async () => {
    const west = await t.stream(tokens.west);
    const activity = await openActivityOf(t.database.db, 'EUR-W');
    const res = await t.send('PUT', `/api/activities/${activity.id}/times`, bearer(tokens.admin), {
      eta_at: '2030-01-01T10:00:00Z',
      version: activity.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const event = await west.nextEvent(
      (e) => e.topic === 'activities' && (e.data.activity_ids as number[] | null)?.includes(activity.id) === true,
    );
    expect(event.data.local_date).toBe(activity.local_date);
    west.close();
  });

  it('tells a user of their own notifications only', async () => {
    const [west, westToo] = [await t.stream(tokens.west), await t.stream(tokens.westToo)];
    await notifyUser(users.west);
    expect(await west.nextEvent((e) => e.topic === 'notifications')).toMatchObject({ user_id: users.west, region_id: null, data: {} });
    await barrier(t.database.db, west, westToo);
    expect(heard(westToo)).toEqual([]);
    west.close();
    westToo.close();
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const west = await t.stream(tokens.west);
    const activity = await openActivityOf(t.database.db, 'EUR-W');
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update activities set remarks = 'rolled back' where id = ${activity.id}`);
        await tx.insert(notifications).values({ user_id: users.west, type: 'assignment', key: 'message', params: {} });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await barrier(t.database.db, west);
    expect(heard(west)).toEqual([]);
    west.close();
  });

  it('replays exactly the missed events after Last-Event-ID, then streams live ones', async () => {
    const first = await t.stream(tokens.west);
    const seen = await barrier(t.database.db, first);
    first.close();
    await first.ended;
    // Missed while away: two for this user (theirs, their region's), one for someone else.
    await notifyUser(users.west);
    await notifyUser(users.westToo);
    const activity = await openActivityOf(t.database.db, 'EUR-W');
    await t.database.db.execute(sql`update activities set remarks = 'missed' where id = ${activity.id}`);

    const resumed = await t.stream(tokens.west, { headers: { 'last-event-id': String(seen) } });
    const live = await barrier(t.database.db, resumed);
    const ids = resumed.events().map((e) => e.id);
    expect(resumed.events().map((e) => e.topic)).toEqual(['notifications', 'activities', 'notifications']);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.at(-1)).toBe(live);
    expect(resumed.events().every((e) => e.id > seen)).toBe(true);

    // The same through the query, for a client that cannot set the header; nothing twice.
    const byQuery = await t.stream(tokens.west, { query: `?last_event_id=${seen}` });
    await byQuery.nextEvent((e) => e.id === live);
    await barrier(t.database.db, byQuery);
    expect(
      byQuery
        .events()
        .map((e) => e.id)
        .slice(0, 3),
    ).toEqual(ids);
    expect(new Set(byQuery.events().map((e) => e.id)).size).toBe(byQuery.events().length);
    resumed.close();
    byQuery.close();
  });

  it('refuses a Last-Event-ID that is not an event id (422)', async () => {
    for (const options of [{ query: '?last_event_id=abc' }, { headers: { 'last-event-id': '-4' } }]) {
      const answer = await t.stream(tokens.west, options);
      await answer.ended;
      expect(answer.status, answer.body()).toBe(422);
      expect(JSON.parse(answer.body())).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
  });

  it('never answers malformed input with a 5xx (the adversarial suite cannot inject a stream)', async () => {
    const values = [
      '',
      '%00',
      'a%00b',
      'x'.repeat(2000),
      '-1',
      '1.5',
      '1e400',
      '9'.repeat(30),
      '%5B%5D',
      '%7B%7D',
      '%E2%80%AE',
      '%F0%9F%98%80',
    ];
    const queries = [
      'sort=%00',
      'filter=null',
      '__proto__%5Bpolluted%5D=1',
      'last_event_id=1&last_event_id=2',
      ...values.map((value) => `last_event_id=${value}`),
    ];
    const attempts = [
      ...queries.map((query) => ({ query: `?${query}` })),
      ...['', 'abc', '-1', '1.5', '9'.repeat(30), '\u00e9'].map((value) => ({ headers: { 'last-event-id': value } })),
    ];
    for (const attempt of attempts) {
      const answer = await t.stream(tokens.west, attempt);
      if (answer.status === 200) {
        answer.close();
        continue;
      }
      await answer.ended;
      expectHandled({ statusCode: answer.status, body: answer.body() }, JSON.stringify(attempt).slice(0, 80));
    }
  });

  it('follows region memberships, re-read on each heartbeat', async () => {
    const user = await insertUser(t, { email: 'live-mover@tarmac.test', role_id: roleIds.planner, regions: ['EUR-W'] });
    const stream = await t.stream(await t.tokenFor('live-mover@tarmac.test'));
    const activity = await openActivityOf(t.database.db, 'EUR-W');
    const [west] = await t.database.db.select({ id: regions.id }).from(regions).where(eq(regions.code, 'EUR-W'));
    const pings = () => stream.messages.filter((m) => m.comment === 'ping').length;
    await t.database.db.delete(userRegions).where(eq(userRegions.user_id, user));
    t.app.sessions.clear();
    // Two beats: the one under way may have read the session before the change.
    const beats = pings() + 2;
    await stream.next(() => pings() >= beats);
    await t.database.db.execute(sql`update activities set remarks = 'moved away' where id = ${activity.id}`);
    await barrier(t.database.db, stream);
    expect(heard(stream).filter((e) => e.region_id === west.id)).toEqual([]);
    stream.close();
  });

  it('ends when the user signs out, and a reconnect is refused', async () => {
    const token = await t.tokenFor('live-west-too@tarmac.test');
    const stream = await t.stream(token);
    await stream.next((message) => message.retry !== undefined);
    expect((await t.send('POST', '/api/logout', bearer(token))).statusCode).toBe(204);
    await stream.ended;
    expect((await t.stream(token)).status).toBe(401);
  });
});

describe('shutting down', () => {
  it('ends every open stream with a retry hint so the server closes at once', async () => {
    const streams = await Promise.all([t.stream(tokens.west), t.stream(tokens.nam), t.stream(tokens.admin)]);
    await Promise.all(streams.map((stream) => stream.next((message) => message.retry !== undefined)));
    expect(t.app.liveHub.streamCount).toBeGreaterThanOrEqual(3);
    // GET /metrics (docs/operations.md) counts them, for this host without a token.
    const metrics = await (await fetch(`${t.origin}/metrics`)).text();
    expect(Number(metrics.match(/^tarmac_live_streams (\d+)$/m)?.[1])).toBe(t.app.liveHub.streamCount);
    const started = Date.now();
    await t.app.close();
    await Promise.all(streams.map((stream) => stream.ended));
    expect(Date.now() - started).toBeLessThan(2_000);
    // The last word of each is a short retry, so its browser is soon back on a node still serving.
    for (const stream of streams) expect(stream.messages.at(-1)?.retry).toBeGreaterThanOrEqual(500);
    for (const stream of streams) expect(stream.messages.at(-1)?.retry).toBeLessThan(1_500);
  });
});
