import { and, asc, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { LiveEvent, LiveListener, LiveTopic } from '../../model/live';
import type { Database } from '../db/client';
import { liveEvents } from '../db/schema';

/** The columns a LiveEvent is made of, as the stream sends it. */
const eventColumns = {
  id: liveEvents.id,
  topic: sql<LiveTopic>`${liveEvents.topic}`,
  region_id: liveEvents.region_id,
  user_id: liveEvents.user_id,
  data: liveEvents.data,
};

/** The newest event id, 0 when there is none: a process starting up streams what comes after it. */
export async function latestLiveEventId(db: Database): Promise<number> {
  const [row] = await db.select({ id: sql<string | null>`max(${liveEvents.id})` }).from(liveEvents);
  return Number(row?.id ?? 0);
}

/**
 * Every event after `afterId`, and the older `ids` named (committed after a newer one was read),
 * in id order: what the hub has not seen yet.
 */
export function liveEventsSince(db: Database, afterId: number, ids: readonly number[]): Promise<LiveEvent[]> {
  const newer = gt(liveEvents.id, afterId);
  return db
    .select(eventColumns)
    .from(liveEvents)
    .where(ids.length ? or(newer, inArray(liveEvents.id, [...ids])) : newer)
    .orderBy(asc(liveEvents.id));
}

/** Who a stream belongs to: its user, the regions they are a member of, the topics their permissions read. */
export type LiveAudience = LiveListener;

/** The SQL twin of model/live.ts mayHear (tests/server/live/liveEventQueries.test.ts checks they agree). */
export function audienceMayHear({ userId, regionIds, topics }: LiveAudience): SQL {
  return and(
    topics.size ? inArray(liveEvents.topic, [...topics]) : sql`false`,
    or(
      sql`${liveEvents.user_id} = ${userId}`,
      and(
        isNull(liveEvents.user_id),
        or(isNull(liveEvents.region_id), regionIds.length ? inArray(liveEvents.region_id, [...regionIds]) : sql`false`),
      ),
    ),
  )!;
}

/** The first `limit` events after `afterId` the audience may hear, oldest first (a resumed stream's replay, page by page). */
export function missedLiveEvents(db: Database, afterId: number, audience: LiveAudience, limit: number): Promise<LiveEvent[]> {
  return db
    .select(eventColumns)
    .from(liveEvents)
    .where(and(gt(liveEvents.id, afterId), audienceMayHear(audience)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/** Deletes the events created before `before`; returns how many went. */
export async function deleteLiveEventsBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(liveEvents).where(lt(liveEvents.created_at, before)).returning({ id: liveEvents.id });
  return deleted.length;
}
