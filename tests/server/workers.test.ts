import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

// The real server/index.ts with two workers on a throw-away database: migrated and seeded once
// by the primary, served by both, stopped cleanly by SIGTERM.
const databaseUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!databaseUrl || process.env.TEST_DB === 'pglite')('two server processes on PostgreSQL', () => {
  const name = `workers_test_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-workers-'));
  let server: ChildProcess;
  let port: number;
  let output = '';

  beforeAll(async () => {
    await adminQuery(databaseUrl!, `create database ${name}`);
    port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrlFor(databaseUrl!, name), DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', WEB_CONCURRENCY: '2', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    for (let attempt = 0; !output.includes('2 processes'); attempt++) {
      if (attempt > 600 || server.exitCode !== null) throw new Error(`The server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 90_000);

  afterAll(async () => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    await adminQuery(databaseUrl!, `drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the seeded demo from both workers and stops on SIGTERM', async () => {
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@tarmac.test', password: demoPassword }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    // Fresh connections are handed to the workers in turn; a token made by one works in the other.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`http://127.0.0.1:${port}/api/user`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);

    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
