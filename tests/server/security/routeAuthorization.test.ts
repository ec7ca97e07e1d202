import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import authentication from '../../../server/plugins/authentication';
import { signedIn } from '../../../server/plugins/routeAccess';
import { createTestApp, insertUser, type TestApp } from '../helper';
import { sampleUrl } from '../routeTable';

/**
 * The permission check is decided from the route the router matched. Before, it
 * looked at the raw request URL, so `/%61pi/users` or an absolute request target reached the
 * users routes unchecked and a viewer could make itself admin. Requests go over a real socket:
 * the request line is sent exactly as written, as an attacker's client would send it.
 */
let t: TestApp;
let origin: string;
let viewerId: number;
const tokens: Record<'viewer' | 'roleless', string> = { viewer: '', roleless: '' };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  tokens.viewer = await t.tokenFor('viewer@tarmac.test');
  // A self-registered account: verified, but no role, no region, no permission.
  await insertUser(t, { email: 'roleless@tarmac.test', role_id: null });
  tokens.roleless = await t.tokenFor('roleless@tarmac.test');
  [{ id: viewerId }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'viewer@tarmac.test'));
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: string;
}

/** Sends `target` verbatim as the request line's target (no client-side normalisation). */
function send(method: string, target: string, token?: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(origin, {
      method,
      path: target,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** The same API path spelled the ways the router decodes to it. */
function spellings(apiPath: string): string[] {
  const rest = apiPath.replace(/^\/api/, '');
  return [`/api${rest}`, `/%61pi${rest}`, `/ap%69${rest}`, `/%61%70%69${rest}`, `/%61p%69${rest}`, `http://tarmac.test/api${rest}`];
}

describe('the reported escalation', () => {
  it.each(spellings('/api/users'))('a viewer cannot list users through %s', async (target) => {
    const res = await send('GET', target, tokens.viewer);
    expect(res.status, res.body).toBe(403);
    expect(JSON.parse(res.body)).toEqual({ message: 'You are not allowed to do this.' });
  });

  it.each(spellings('/api/users/:id'))('a viewer cannot make itself admin through %s', async (target) => {
    const current = await t.app.inject({
      method: 'GET',
      url: `/api/users/${viewerId}`,
      headers: { authorization: `Bearer ${await t.tokenFor('admin@tarmac.test')}` },
    });
    const res = await send('PUT', target.replace(':id', String(viewerId)), tokens.viewer, {
      ...(current.json() as Record<string, unknown>),
      role_id: 1,
    });
    expect(res.status, res.body).toBe(403);
    const [viewer] = await t.database.db.select({ role_id: users.role_id }).from(users).where(eq(users.id, viewerId));
    expect(viewer.role_id).not.toBe(1);
  });

  it('an account with no role cannot promote itself either', async () => {
    const [self] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'roleless@tarmac.test'));
    for (const target of spellings(`/api/users/${self.id}`)) {
      const res = await send('PUT', target, tokens.roleless, { name: 'x', email: 'roleless@tarmac.test', role_id: 1, version: 1 });
      expect(res.status, `${target} ${res.body}`).toBe(403);
    }
  });
});

describe('every registered route', () => {
  const protectedRoutes = () =>
    t.app.routeAccessTable.filter((route) => !route.access.public && route.method !== 'HEAD' && route.url.startsWith('/api/'));

  it('declares its access, and the API has both kinds of route', () => {
    const table = t.app.routeAccessTable;
    expect(table.length).toBeGreaterThan(50);
    expect(protectedRoutes().length).toBeGreaterThan(40);
    expect(table.find((r) => r.url === '/api/login' && r.method === 'POST')?.access).toEqual({ public: true });
    expect(table.find((r) => r.url === '/api/user' && r.method === 'GET')?.access).toEqual({ permissions: [signedIn] });
  });

  it('refuses a caller with no token (401) through every spelling of its path', async () => {
    for (const route of protectedRoutes()) {
      for (const target of spellings(sampleUrl(route.url))) {
        const res = await send(route.method, target, undefined, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
        expect(res.status, `${route.method} ${target} ${res.body}`).toBe(401);
      }
    }
  });

  it('refuses a role without its permission (403) through every spelling of its path', async () => {
    const gated = protectedRoutes().filter((route) => !route.access.public && !route.access.permissions.includes(signedIn));
    expect(gated.length).toBeGreaterThan(40);
    for (const route of gated) {
      for (const target of spellings(sampleUrl(route.url))) {
        const res = await send(route.method, target, tokens.roleless, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
        expect(res.status, `${route.method} ${target} ${res.body}`).toBe(403);
      }
    }
  });

  it('answers 401 signed out and 404 signed in for a path no route matches, however spelled', async () => {
    for (const target of spellings('/api/no-such-thing')) {
      expect((await send('GET', target)).status, target).toBe(401);
      expect((await send('GET', target, tokens.viewer)).status, target).toBe(404);
    }
  });
});

describe('a route that forgets to declare its access', () => {
  it('stops the app from starting, naming the route', async () => {
    const app = Fastify();
    app.decorate('sessions', { sessionFor: async () => null } as never);
    await app.register(authentication);
    expect(() => app.get('/api/forgotten', async () => 'open')).toThrow(/GET \/api\/forgotten declares no access/);
  });

  it('an empty permission list counts as forgotten', async () => {
    const app = Fastify();
    app.decorate('sessions', { sessionFor: async () => null } as never);
    await app.register(authentication);
    expect(() => app.get('/api/empty', { config: { permission: [] } }, async () => 'open')).toThrow(/declares no access/);
  });
});
