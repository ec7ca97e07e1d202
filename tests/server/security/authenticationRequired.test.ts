import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helper';
import { apiEndpoints, sampleUrl } from '../routeTable';

/**
 * Every endpoint except the public account ones requires a token. The endpoints are
 * read from the running app, so a route added later without `public` is covered automatically,
 * and one added with `public` fails here until it is listed below on purpose.
 */
const publicEndpoints = new Set([
  'GET /api/health',
  'GET /api/openapi.json',
  'POST /api/login',
  'POST /api/register',
  'POST /api/email/verify/:id',
  'POST /api/email/resend',
  'POST /api/password/email',
  'POST /api/password/reset',
]);
/** External sign-in happens before there is a token (server/routes/account/oauth.ts). */
const isPublic = (endpoint: string) => publicEndpoints.has(endpoint) || /^(GET|POST) \/api\/oauth\//.test(endpoint);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = (endpoint: string, headers: Record<string, string> = {}) => {
  const [method, route] = endpoint.split(' ');
  const url = sampleUrl(route);
  return t.app.inject({ method: method as 'GET', url, headers, ...(method === 'GET' ? {} : { payload: {} }) });
};

describe('authentication is required', () => {
  it('finds the account endpoints in the route table', () => {
    const endpoints = apiEndpoints(t.app);
    for (const expected of [
      'GET /api/user',
      'POST /api/logout',
      'PATCH /api/settings/profile',
      'POST /api/settings/photo',
      'POST /api/changeSession',
      'POST /api/login',
    ]) {
      expect(endpoints).toContain(expected);
    }
  });

  it('answers 401 {message} on every non-public endpoint without a token, or with a bad one', async () => {
    const protectedEndpoints = apiEndpoints(t.app).filter((endpoint) => !isPublic(endpoint));
    expect(protectedEndpoints.length).toBeGreaterThan(5);
    for (const endpoint of protectedEndpoints) {
      for (const headers of [{}, bearer('not-a-real-token')]) {
        const res = await request(endpoint, headers);
        expect(res.statusCode, `${endpoint} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json()).toEqual({ message: 'Unauthenticated.' });
      }
    }
  });

  it('does not take credentials in any other scheme', async () => {
    for (const endpoint of ['GET /api/user', 'POST /api/logout', 'PATCH /api/settings/profile']) {
      const res = await request(endpoint, { authorization: 'Basic YWRtaW5AdGFybWFjLnRlc3Q6VGFybWFjLWRlbW8tMjAyNg==' });
      expect(res.statusCode, endpoint).toBe(401);
    }
  });

  it('lets the public endpoints answer without a token (with something other than 401)', async () => {
    const open = apiEndpoints(t.app).filter(isPublic);
    for (const endpoint of open) {
      const res = await request(endpoint);
      expect(res.statusCode, endpoint).not.toBe(401);
      expect(res.statusCode, endpoint).toBeLessThan(500);
    }
  });

  it('answers 401, not 404, for unknown API paths without a token, so routes cannot be probed', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })).statusCode).toBe(401);
    const token = await t.tokenFor('viewer@tarmac.test');
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: bearer(token) })).statusCode).toBe(404);
  });
});
