/**
 * bench/live-events — the live events figures: N open event streams (GET /api/events) on one
 * server process, activity changes committed one after another, and for each the time from the
 * commit to the event parsed on every stream that hears it (p50/p95), plus the server's memory per
 * open stream (heap after a full GC, and resident).
 *
 *   npm run bench:live-events -- [--streams 200] [--commits 100] [--database-url postgres://…]
 *
 * On PostgreSQL the bench commits the changes itself (an UPDATE of the activity, timed from just
 * before it is sent, so the figure includes the statement and its commit). PGlite allows one process,
 * the server's, so there the change goes through the API (PUT /api/activities/:id/times, timed from
 * just before the request): an upper bound that includes the HTTP round trip.
 */
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '../../model/live';
import { issueToken } from '../../server/auth/tokens';
import type { DatabaseHandle } from '../../server/db/client';
import { withBenchDatabase } from '../common/benchDatabase';
import { startServer, type RunningServer } from '../../testkit/http/serverProcess';
import { openSse, type SseConnection } from '../../testkit/http/sseClient';
import { rowsOf } from '../common/sql';
import { parseOptions } from './options';
import { serverMemoryProbe } from './serverMemory';
import { benchActivities, createListeners, type BenchActivity, type Listener } from './setup';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const ms = (value: number) => `${value.toFixed(1)} ms`;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Opens the streams, fifty at a time, and waits until each has said `retry:` (it is subscribed then). */
async function openStreams(port: number, listeners: Listener[]): Promise<{ stream: SseConnection; regionId: number }[]> {
  const opened: { stream: SseConnection; regionId: number }[] = [];
  for (let i = 0; i < listeners.length; i += 50) {
    const batch = await Promise.all(
      listeners.slice(i, i + 50).map(async ({ token, regionId }) => {
        const stream = await openSse(`http://127.0.0.1:${port}/api/events`, { authorization: `Bearer ${token}` });
        if (stream.status !== 200) throw new Error(`GET /api/events answered ${stream.status}: ${stream.body()}`);
        await stream.next((message) => message.retry !== undefined);
        return { stream, regionId };
      }),
    );
    opened.push(...batch);
  }
  return opened;
}

/** Commits a change of `activity` (the k-th): directly on PostgreSQL, through the API on PGlite. */
function committer(server: RunningServer, handle: DatabaseHandle | null, adminToken: string) {
  return async (activity: BenchActivity, k: number) => {
    if (handle) {
      await handle.db.execute(sql`update activities set remarks = ${`live bench ${k}`} where id = ${activity.id}`);
      return;
    }
    const response = await fetch(`http://127.0.0.1:${server.port}/api/activities/${activity.id}/times`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ eta_at: new Date(Date.UTC(2030, 0, 1) + k * 60_000).toISOString(), version: activity.version }),
    });
    if (!response.ok) throw new Error(`PUT times answered ${response.status}: ${await response.text()}`);
    activity.version = ((await response.json()) as { version: number }).version;
  };
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  await withBenchDatabase(options.databaseUrl, async ({ databaseUrl, open, serverEnv }) => {
    const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
    const handle = await open();
    let kept: DatabaseHandle | null = handle;
    let listeners: Listener[];
    let activities: BenchActivity[];
    let adminToken: string;
    try {
      listeners = await createListeners(handle.db, options.streams);
      activities = await benchActivities(handle.db, Math.min(options.commits, 300));
      const [admin] = rowsOf<{ id: number }>(await handle.db.execute(sql`select id from users where email = 'admin@tarmac.test'`));
      adminToken = (await issueToken(handle.db, Number(admin.id), { remember: true })).token;
    } finally {
      // PGlite allows one process per data directory: the server's, once the bench has let go.
      if (!databaseUrl) {
        await handle.close();
        kept = null;
      }
    }
    console.log(
      `Database: ${kind}; ${options.streams} streams (${new Set(listeners.map((l) => l.token)).size} users, one region each), ${options.commits} activity changes committed one after another`,
    );

    const memory = serverMemoryProbe();
    const server = await startServer({ ...serverEnv, ...memory.env, JOBS: 'off', WEB_CONCURRENCY: '1', RATE_LIMIT_PER_MINUTE: '1000000' });
    const streams: { stream: SseConnection; regionId: number }[] = [];
    try {
      const commit = committer(server, kept, adminToken);
      // Warm up (routes compiled, pools filled, the hub's first reads) before the memory baseline.
      const warm = await openStreams(server.port, listeners.slice(0, 3));
      await commit(activities[0], -1);
      await sleep(500);
      for (const { stream } of warm) stream.close();
      await sleep(1_000);
      const before = await memory.sample(server.pid);

      streams.push(...(await openStreams(server.port, listeners)));
      await sleep(1_000);
      const after = await memory.sample(server.pid);

      const deliveries: number[] = [];
      const slowest: number[] = [];
      const commits: number[] = [];
      let floor = 0;
      for (let k = 0; k < options.commits; k++) {
        const activity = activities[k % activities.length];
        const hearers = streams.filter((s) => s.regionId === activity.regionId);
        if (!hearers.length) continue;
        const changed = (event: LiveEvent) =>
          event.id > floor && event.topic === 'activities' && ((event.data.activity_ids as number[] | null) ?? []).includes(activity.id);
        const arrivals = Promise.all(hearers.map(({ stream }) => stream.arrival(changed, 10_000)));
        const started = performance.now();
        await commit(activity, k);
        commits.push(performance.now() - started);
        const times = (await arrivals).map((at) => at - started);
        deliveries.push(...times);
        slowest.push(Math.max(...times));
        floor = Math.max(...hearers.map(({ stream }) => stream.events().at(-1)?.id ?? 0));
        await sleep(10);
      }

      console.log(
        `\nCommit → event parsed on the stream (${kind}${databaseUrl ? ', committed by the bench' : ', committed through the API: includes the HTTP request'})`,
      );
      console.log(
        `  every delivery (${deliveries.length}): p50 ${ms(percentile(deliveries, 50))}, p95 ${ms(percentile(deliveries, 95))}, max ${ms(Math.max(...deliveries))}`,
      );
      console.log(`  until the last stream had it, per change: p50 ${ms(percentile(slowest, 50))}, p95 ${ms(percentile(slowest, 95))}`);
      console.log(
        `  the ${databaseUrl ? 'UPDATE and its commit' : 'PUT request'} itself: p50 ${ms(percentile(commits, 50))}, p95 ${ms(percentile(commits, 95))}`,
      );
      const perStream = (field: keyof typeof before) => `${((after[field] - before[field]) / options.streams / 1024).toFixed(1)} kB`;
      const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
      console.log(
        `\nServer memory with ${options.streams} streams open (after a full GC), per stream: heap ${perStream('heapUsed')}, resident ${perStream('rss')}`,
      );
      console.log(`  heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}, resident ${mb(before.rss)} → ${mb(after.rss)}`);
    } finally {
      for (const { stream } of streams) stream.close();
      await server.stop();
      await kept?.close();
      memory.cleanUp();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
