import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type RunningServer } from '../../../testkit/http/serverProcess';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { adminQuery, databaseUrlFor } from '../../../server/db/postgresAdmin';
import { demoPassword } from '../../../server/db/seed';
import { bearer, inOneRateLimitWindow } from '../helper';
import { openActivityOf } from './liveFixtures';
import { openSse } from '../../../testkit/http/sseClient';

/**
 * Live events (docs/decisions/0002-sse-for-live-events.md): with two API processes on PostgreSQL, an event raised through one
 * reaches a browser whose stream is open on the other (each process LISTENs; NOTIFY reaches all).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl || process.env.TEST_DB === 'pglite')('live events across two API processes', () => {
  const name = `live_two_${randomBytes(4).toString('hex')}`;
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-live-')));
  const servers: RunningServer[] = [];
  /** Small, so the limit is quick to reach; each other test signs in as a user of its own and stays well under it. */
  const rateLimit = 60;
  let database: DatabaseHandle | undefined;

  beforeAll(async () => {
    await adminQuery(serverUrl!, `create database ${name}`);
    const url = databaseUrlFor(serverUrl!, name);
    // One after the other: the first migrates and seeds the empty database.
    for (const dataDir of dataDirs)
      servers.push(
        await startServer({
          DATABASE_URL: url,
          DATA_DIR: dataDir,
          WEB_CONCURRENCY: '1',
          JOBS: 'off',
          RATE_LIMIT_PER_MINUTE: String(rateLimit),
        }),
      );
    database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await adminQuery(serverUrl!, `drop database if exists ${name} with (force)`);
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('streams on process B a change made through process A', async () => {
    const [a, b] = servers;
    const token = await signIn(a.port, 'admin@tarmac.test', demoPassword);
    const [onA, onB] = await Promise.all([a, b].map((server) => openSse(`http://127.0.0.1:${server.port}/api/events`, bearer(token))));
    expect([onA.status, onB.status]).toEqual([200, 200]);
    await Promise.all([onA, onB].map((stream) => stream.next((message) => message.retry !== undefined)));

    const activity = await openActivityOf(database!.db, 'EUR-W');
    const res = await fetch(`http://127.0.0.1:${a.port}/api/activities/${activity.id}/times`, {
      method: 'PUT',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ eta_at: '2030-01-01T10:00:00Z', version: activity.version }),
    });
    expect(res.status, await res.text()).toBe(200);
    const changed = (event: { topic: string; data: Record<string, unknown> }) =>
      event.topic === 'activities' && (event.data.activity_ids as number[] | null)?.includes(activity.id) === true;
    const [fromA, fromB] = await Promise.all([onA.nextEvent(changed), onB.nextEvent(changed)]);
    expect(fromB).toEqual(fromA);
    expect(fromB).toMatchObject({ region_id: activity.region_id, data: { local_date: activity.local_date } });
    onA.close();
    onB.close();
  }, 60_000);

  it('counts the rate limit across the nodes: requests split over A and B get 429 at about the limit in total, not twice it', async () => {
    const token = await signIn(servers[0].port, 'planner@tarmac.test', demoPassword);
    await inOneRateLimitWindow(15);
    const statuses: number[] = [];
    for (let i = 0; i < 2 * rateLimit; i++) {
      const res = await fetch(`http://127.0.0.1:${servers[i % 2].port}/api/user`, { headers: bearer(token) });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    const allowed = statuses.filter((status) => status === 200).length;
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    // Counted by each node alone it would be 120; each may overshoot by what it counts before its next flush (docs/security.md).
    expect(allowed).toBeGreaterThanOrEqual(rateLimit);
    expect(allowed).toBeLessThanOrEqual(rateLimit * 1.25);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  }, 60_000);

  it('counts failed sign-ins across the nodes: the sixth from one address is refused whichever node gets it', async () => {
    const attempt = (server: RunningServer) =>
      fetch(`http://127.0.0.1:${server.port}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // An address with no account (counted all the same), so no other test's sign-in finds it throttled.
        body: JSON.stringify({ email: 'no-such-user@tarmac.test', password: 'not-the-password' }),
      });
    // Five failures, three through A and two through B: B counting alone would let the sixth try the password.
    for (let i = 0; i < 5; i++) expect((await attempt(servers[i % 2])).status, `attempt ${i + 1}`).toBe(422);
    const refused = await attempt(servers[1]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);
});
