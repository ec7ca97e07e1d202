import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTopics, type LiveTopic } from '../../../model/live';
import { permissions, regions, rolePermissions } from '../../../server/db/schema';
import { publishLiveEvent } from '../../../server/live/publish';
import type { SseConnection } from '../../../testkit/http/sseClient';
import { forgetSessions, insertRole, insertUser } from '../helper';
import { barrier, heard, startLiveApp, type LiveTestApp } from './liveFixtures';

/**
 * GET /api/events hears only the topics the session's permissions read (model/live.ts
 * liveTopicReaders), live and when replayed after Last-Event-ID, on PGlite and on PostgreSQL. The
 * events are published in each listener's own region, so region and user rules would let them all
 * through: whatever is missing was kept back for its topic.
 */
let t: LiveTestApp;
const regionIds: Record<string, number> = {};
const tokens = { tech: '', viewer: '', supervisor: '', admin: '' };

/** Every topic a region's members can be told of (notifications only ever go to one user). */
const regionTopics = liveTopics.filter((topic) => topic !== 'notifications');

beforeAll(async () => {
  t = await startLiveApp();
  for (const row of await t.database.db
    .select({ id: regions.id, code: regions.code })
    .from(regions)
    .where(inArray(regions.code, ['EUR-W', 'NAM']))) {
    regionIds[row.code] = row.id;
  }
  tokens.tech = await t.tokenFor('tech@tarmac.test');
  tokens.viewer = await t.tokenFor('viewer@tarmac.test');
  tokens.supervisor = await t.tokenFor('supervisor@tarmac.test');
  tokens.admin = await t.tokenFor('admin@tarmac.test');
});
afterAll(() => t?.close());

/** One event of each region topic in `regionCode`, in order; returns their ids by topic. */
async function publishEach(regionCode: string): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const topic of regionTopics)
    ids[topic] = await publishLiveEvent(t.database.db, { topic, regionId: regionIds[regionCode], data: { topic_access_test: topic } });
  return ids;
}

const topicsHeard = (stream: SseConnection, ids: Record<string, number>): LiveTopic[] => {
  const published = new Set(Object.values(ids));
  return heard(stream)
    .filter((event) => published.has(event.id))
    .map((event) => event.topic);
};

describe('live topics by permission', () => {
  it('a technician hears activities, on-call and memos of their region, not roster, parts, de-icing or resources', async () => {
    const [tech, supervisor] = [await t.stream(tokens.tech), await t.stream(tokens.supervisor)];
    // Subscribed once the retry line is out: the events below are live, not replayed.
    await Promise.all([tech, supervisor].map((stream) => stream.next((message) => message.retry !== undefined)));
    const ids = await publishEach('EUR-W');
    await barrier(t.database.db, tech, supervisor);
    expect(topicsHeard(tech, ids)).toEqual(['activities', 'memos', 'on_call']);
    // The supervisor of the same region reads every tab: the events were there to be heard.
    expect(topicsHeard(supervisor, ids)).toEqual(regionTopics);
    tech.close();
    supervisor.close();
  });

  it('a viewer hears activities and memos (What’s up) of their region, not on-call, roster, parts, de-icing or resources', async () => {
    const [viewer, admin] = [await t.stream(tokens.viewer), await t.stream(tokens.admin)];
    await Promise.all([viewer, admin].map((stream) => stream.next((message) => message.retry !== undefined)));
    const ids = await publishEach('NAM');
    await barrier(t.database.db, viewer, admin);
    expect(topicsHeard(viewer, ids)).toEqual(['activities', 'memos']);
    expect(topicsHeard(admin, ids)).toEqual(regionTopics);
    viewer.close();
    admin.close();
  });

  it('replays after Last-Event-ID only the topics the session reads', async () => {
    const [tech, viewer] = [await t.stream(tokens.tech), await t.stream(tokens.viewer)];
    const seen = await barrier(t.database.db, tech, viewer);
    tech.close();
    viewer.close();
    await Promise.all([tech.ended, viewer.ended]);
    const missed = {
      ...(await publishEach('EUR-W')),
      ...Object.fromEntries(Object.entries(await publishEach('NAM')).map(([topic, id]) => [`nam_${topic}`, id])),
    };

    const resume = { headers: { 'last-event-id': String(seen) } };
    const [techAgain, viewerAgain] = [await t.stream(tokens.tech, resume), await t.stream(tokens.viewer, resume)];
    await barrier(t.database.db, techAgain, viewerAgain);
    expect(techAgain.events().every((event) => event.id > seen)).toBe(true);
    expect(topicsHeard(techAgain, missed)).toEqual(['activities', 'memos', 'on_call']);
    expect(heard(techAgain).every((event) => event.region_id === regionIds['EUR-W'])).toBe(true);
    expect(topicsHeard(viewerAgain, missed)).toEqual(['activities', 'memos']);
    expect(heard(viewerAgain).every((event) => event.region_id === regionIds.NAM)).toBe(true);
    techAgain.close();
    viewerAgain.close();
  });

  it('follows the role’s permissions, re-read on each heartbeat', async () => {
    const role = await insertRole(t, 'Live topic listener', ['parts_tab']);
    await insertUser(t, { email: 'live-topics@tarmac.test', role_id: role, regions: ['EUR-W'] });
    const stream = await t.stream(await t.tokenFor('live-topics@tarmac.test'));
    await stream.next((message) => message.retry !== undefined);
    const before = await publishEach('EUR-W');
    await barrier(t.database.db, stream);
    expect(topicsHeard(stream, before)).toEqual(['parts']);

    // An administrator takes the Parts tab from the role and gives it the Roster.
    const [manpower] = await t.database.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, 'manpower_tab'));
    await t.database.db.delete(rolePermissions).where(eq(rolePermissions.role_id, role));
    await t.database.db.insert(rolePermissions).values({ role_id: role, permission_id: manpower.id });
    forgetSessions(t.app);
    // Two beats: the one under way may have read the session before the change.
    const pings = () => stream.messages.filter((message) => message.comment === 'ping').length;
    const beats = pings() + 2;
    await stream.next(() => pings() >= beats);
    const after = await publishEach('EUR-W');
    await barrier(t.database.db, stream);
    expect(topicsHeard(stream, after)).toEqual(['roster']);
    stream.close();
  });
});
