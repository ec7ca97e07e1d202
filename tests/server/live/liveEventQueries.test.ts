import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTopics, mayHear, type LiveEvent, type LiveTopic } from '../../../model/live';
import type { DatabaseHandle } from '../../../server/db/client';
import { liveEvents } from '../../../server/db/schema';
import { latestLiveEventId, missedLiveEvents } from '../../../server/live/liveEventQueries';
import { publishLiveEvent } from '../../../server/live/publish';
import { liveEventRetentionJob } from '../../../server/live/retentionJob';
import { createTestDatabase } from '../helper';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('publishLiveEvent', () => {
  it('writes the event in the caller’s transaction and returns its id', async () => {
    const before = await latestLiveEventId(database.db);
    const id = await publishLiveEvent(database.db, { topic: 'memos', regionId: 2, data: { why: 'test' } });
    expect(id).toBeGreaterThan(before);
    const [row] = await database.db.select().from(liveEvents).where(eq(liveEvents.id, id));
    expect(row).toMatchObject({ topic: 'memos', region_id: 2, user_id: null, data: { why: 'test' } });
  });

  it('leaves nothing when the transaction rolls back', async () => {
    let id = 0;
    await expect(
      database.db.transaction(async (tx) => {
        id = await publishLiveEvent(tx, { topic: 'notifications', userId: 1 });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await database.db.select().from(liveEvents).where(eq(liveEvents.id, id))).toEqual([]);
  });
});

describe('missedLiveEvents', () => {
  it('agrees with mayHear, its rule in TypeScript, for every kind of event and listener', async () => {
    const start = await latestLiveEventId(database.db);
    const shapes = [
      { regionId: null, userId: null },
      { regionId: 1, userId: null },
      { regionId: 2, userId: null },
      { regionId: 3, userId: null },
      { regionId: null, userId: 7 },
      { regionId: null, userId: 8 },
      { regionId: 1, userId: 7 },
      { regionId: 2, userId: 8 },
    ];
    const topics = ['memos', 'notifications', 'roster', 'parts'] as const;
    for (const topic of topics) for (const shape of shapes) await publishLiveEvent(database.db, { topic, ...shape });
    const all = (await database.db
      .select()
      .from(liveEvents)
      .where(sql`${liveEvents.id} > ${start}`)) as LiveEvent[];
    expect(all).toHaveLength(shapes.length * topics.length);
    const heardTopics: ReadonlySet<LiveTopic>[] = [
      new Set(liveTopics),
      new Set(['notifications']),
      new Set(['memos', 'roster']),
      new Set(),
    ];
    const places = [
      { userId: 7, regionIds: [] },
      { userId: 7, regionIds: [1] },
      { userId: 8, regionIds: [1, 2] },
      { userId: 9, regionIds: [1, 2, 3] },
      { userId: 9, regionIds: [] },
    ];
    for (const place of places) {
      for (const topicSet of heardTopics) {
        const audience = { ...place, topics: topicSet };
        const fromSql = (await missedLiveEvents(database.db, start, audience, 1000)).map((e) => e.id);
        const fromModel = all
          .filter((e) => mayHear(e, audience))
          .map((e) => e.id)
          .sort((a, b) => a - b);
        expect(fromSql, JSON.stringify({ ...place, topics: [...topicSet] })).toEqual(fromModel);
      }
    }
  });

  it('pages oldest first from the id given', async () => {
    const start = await latestLiveEventId(database.db);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await publishLiveEvent(database.db, { topic: 'memos' }));
    const audience = { userId: 1, regionIds: [], topics: new Set(liveTopics) };
    expect((await missedLiveEvents(database.db, start, audience, 3)).map((e) => e.id)).toEqual(ids.slice(0, 3));
    expect((await missedLiveEvents(database.db, ids[2], audience, 3)).map((e) => e.id)).toEqual(ids.slice(3));
  });
});

describe('live.retention', () => {
  it('deletes the events older than a day and keeps the rest', async () => {
    const [old, recent] = [
      await publishLiveEvent(database.db, { topic: 'memos' }),
      await publishLiveEvent(database.db, { topic: 'memos' }),
    ];
    const now = new Date();
    await database.db
      .update(liveEvents)
      .set({ created_at: new Date(now.getTime() - 25 * 3600_000) })
      .where(eq(liveEvents.id, old));
    await database.db
      .update(liveEvents)
      .set({ created_at: new Date(now.getTime() - 23 * 3600_000) })
      .where(eq(liveEvents.id, recent));
    await liveEventRetentionJob.run(database.db, now);
    const left = (await database.db.select({ id: liveEvents.id }).from(liveEvents)).map((r) => r.id);
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
  });

  it('is listed with the modules’ jobs, so the scheduler runs it', async () => {
    const { moduleJobs } = await import('../../../server/modules');
    expect(moduleJobs.map((job) => job.name)).toContain('live.retention');
  });
});
