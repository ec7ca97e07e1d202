import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type RunningServer } from '../../testkit/http/serverProcess';
import { openSse } from '../../testkit/http/sseClient';
import { loadConfig } from '../../server/config';
import { adminQuery, databaseUrlFor } from '../../server/db/postgresAdmin';
import { demoPassword } from '../../server/db/seed';

describe('WEB_CONCURRENCY', () => {
  it('defaults to one process and needs PostgreSQL for more', () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: more than one process needs DATABASE_URL/);
    expect(loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/tarmac' }).WEB_CONCURRENCY).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://db/tarmac' })).toThrow(/WEB_CONCURRENCY/);
  });
});

// The real server/index.ts with two workers on a throw-away database: migrated and seeded once
// by the primary, served by both, its metrics summed over both, drained by SIGTERM (docs/operations.md).
const databaseUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!databaseUrl || process.env.TEST_DB === 'pglite')('two server processes on PostgreSQL', () => {
  const name = `workers_test_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-workers-'));
  let server: RunningServer | undefined;

  beforeAll(async () => {
    await adminQuery(databaseUrl!, `create database ${name}`);
    server = await startServer({ DATABASE_URL: databaseUrlFor(databaseUrl!, name), DATA_DIR: dataDir, WEB_CONCURRENCY: '2' });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await adminQuery(databaseUrl!, `drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the seeded demo from both workers, sums their metrics, and drains on SIGTERM', async () => {
    const { port } = server!;
    const token = await signIn(port, 'admin@tarmac.test', demoPassword);
    // Fresh connections are handed to the workers in turn; a token made by one works in the other.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`http://127.0.0.1:${port}/api/user`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);

    // Whichever worker the scrape reaches, it reports the node: all six answers, from both workers.
    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { connection: 'close' } })).text();
    expect(metrics).toMatch(/^tarmac_http_request_duration_seconds_count\{method="GET",route="\/api\/user",status_code="200"\} 6$/m);
    expect(metrics).toMatch(/^tarmac_db_pool_connections\{state="total"\} \d+$/m);
    expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200);

    const stream = await openSse(`http://127.0.0.1:${port}/api/events`, { authorization: `Bearer ${token}` });
    await stream.next((message) => message.retry !== undefined);
    const stopping = server!.stop();
    server = undefined;
    // The stream is told to come back soon (to another node, behind a load balancer), then ends.
    await stream.ended;
    expect(stream.messages.at(-1)?.retry).toBeLessThan(1_500);
    expect(await stopping).toBe(0);
  }, 60_000);
});
