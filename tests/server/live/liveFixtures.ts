import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LiveEvent } from '../../../model/live';
import type { Database } from '../../../server/db/client';
import { publishLiveEvent } from '../../../server/live/publish';
import { bearer, createTestApp, type TestApp } from '../helper';
import { openSse, type SseConnection } from '../../../testkit/http/sseClient';

export interface LiveTestApp extends TestApp {
  origin: string;
  /** Opens GET /api/events as the bearer of `token`, with `headers` (Last-Event-ID …) and a query. */
  stream(token: string | null, options?: { headers?: Record<string, string>; query?: string }): Promise<SseConnection>;
}

/**
 * The app on a real 127.0.0.1 port (inject does not suit streams), with a fast heartbeat so a
 * stream notices a session change within a fraction of a second.
 */
export async function startLiveApp(heartbeatMs = 200): Promise<LiveTestApp> {
  const t = await createTestApp({ LIVE_HEARTBEAT_MS: String(heartbeatMs), RATE_LIMIT_PER_MINUTE: '100000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const opened: SseConnection[] = [];
  return {
    ...t,
    origin,
    async stream(token, { headers = {}, query = '' } = {}) {
      const connection = await openSse(`${origin}/api/events${query}`, { ...(token ? bearer(token) : {}), ...headers });
      opened.push(connection);
      return connection;
    },
    async close() {
      for (const connection of opened) connection.close();
      await t.close();
    },
  };
}

let barriers = 0;

/**
 * Publishes an event every signed-in user hears and waits until each stream has it. Events are
 * delivered in id order, so whatever a stream was going to get from earlier commits it has by then.
 * Topic `notifications` with neither user nor region: the one every session hears, whatever its permissions.
 */
export async function barrier(db: Database, ...streams: SseConnection[]): Promise<number> {
  const mark = ++barriers;
  const id = await publishLiveEvent(db, { topic: 'notifications', data: { barrier: mark } });
  await Promise.all(streams.map((stream) => stream.nextEvent((event) => event.id === id)));
  return id;
}

/** The live events a stream received other than barriers. */
export const heard = (stream: SseConnection): LiveEvent[] => stream.events().filter((event) => !('barrier' in event.data));

/** An activity of the region (by code) that can still be edited, with what its event will say. */
export async function openActivityOf(db: Database, regionCode: string) {
  const { rows } = (await db.execute(sql`
    select a.id, a.region_id, a.station_id, to_char(a.local_date, 'YYYY-MM-DD') as local_date, a.version
    from activities a join regions r on r.id = a.region_id
    where r.code = ${regionCode} and a.status in ('planned', 'assigned')
    order by a.local_date desc, a.id limit 1`)) as unknown as {
    rows: { id: number; region_id: number; station_id: number; local_date: string; version: number }[];
  };
  expect(rows.length).toBe(1);
  return rows[0];
}
