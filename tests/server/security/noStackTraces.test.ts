import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { createMemoryMailer } from '../../../server/auth/mail';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { bearer, internalsPattern } from '../helper';

/**
 * No stack traces in responses. The app runs here on a database that fails every
 * query, with an error full of internals, so every request that reaches it becomes a 500.
 */
const internals = 'connect ECONNREFUSED 10.0.0.5:5432 while running select * from users';
const brokenDatabase = new Proxy(
  {},
  {
    get(_target, key) {
      // Fastify's decorate() would take an object with a `getter` for a getter definition.
      if (key === 'getter' || key === 'setter') return undefined;
      return () => {
        throw new Error(internals);
      };
    },
  },
) as unknown as Database;

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-broken-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_URL: 'http://tarmac.test' });
  app = await buildApp({
    config,
    database: {
      db: brokenDatabase,
      kind: 'pglite',
      listen: async () => async () => {},
      poolUse: () => ({ total: 1, idle: 0, waiting: 0 }),
      close: async () => {},
    },
    mailer: createMemoryMailer(),
    serveClient: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('server errors', () => {
  const requests: [string, InjectOptions][] = [
    ['a signed-in request (the token look-up fails)', { method: 'GET', url: '/api/user', headers: bearer('some-token') }],
    ['a sign-in', { method: 'POST', url: '/api/login', payload: { email: 'admin@tarmac.test', password: 'whatever-it-is' } }],
    [
      'a registration',
      {
        method: 'POST',
        url: '/api/register',
        payload: { name: 'A', email: 'a@b.test', password: 'long-enough-pw', password_confirmation: 'long-enough-pw' },
      },
    ],
    ['the health check', { method: 'GET', url: '/api/health' }],
    ['the client configuration', { method: 'GET', url: '/config.js' }],
  ];

  it.each(requests)('answer 500 {message} and nothing else for %s', async (_label, request) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toContain('ECONNREFUSED');
    expect(res.body).not.toMatch(internalsPattern);
  });

  it("are worded in the caller's language", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).not.toBe('Something went wrong on our side. Please try again.');
  });

  it('still come with the security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leave the load balancer probes saying what they know, and no more', async () => {
    // Alive needs no database; ready says the database is the trouble without its error's text.
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
  });

  it('do not stop bad input from being answered as such first', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(422);
  });
});
