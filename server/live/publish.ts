import { sql } from 'drizzle-orm';
import type { LiveTopic } from '../../model/live';
import type { Database } from '../db/client';

export interface LiveEventDraft {
  topic: LiveTopic;
  /** Only members of this region hear it (ignored when userId is set); neither: every signed-in user. */
  regionId?: number | null;
  userId?: number | null;
  data?: Record<string, unknown>;
}

/**
 * Publishes an event in the transaction `db` is (or autocommits): streamed only once it commits,
 * never if it rolls back. Table triggers already publish activity, notification and memo changes;
 * this is for application code announcing something no table change does. Returns the event id.
 */
export async function publishLiveEvent(
  db: Database,
  { topic, regionId = null, userId = null, data = {} }: LiveEventDraft,
): Promise<number> {
  const result = (await db.execute(
    sql`select tarmac_publish(${topic}, ${regionId}::integer, ${userId}::integer, ${JSON.stringify(data)}::jsonb) as id`,
  )) as unknown as {
    rows: { id: string | number }[];
  };
  return Number(result.rows[0].id);
}
