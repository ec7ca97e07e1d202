import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type RunningServer } from '../../../testkit/http/serverProcess';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { adminQuery, databaseUrlFor } from '../../../server/db/postgresAdmin';
import { demoPassword } from '../../../server/db/seed';
import { bearer } from '../helper';
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
  let database: DatabaseHandle | undefined;

  beforeAll(async () => {
    await adminQuery(serverUrl!, `create database ${name}`);
    const url = databaseUrlFor(serverUrl!, name);
    // One after the other: the first migrates and seeds the empty database.
    for (const dataDir of dataDirs)
      servers.push(await startServer({ DATABASE_URL: url, DATA_DIR: dataDir, WEB_CONCURRENCY: '1', JOBS: 'off' }));
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
});
