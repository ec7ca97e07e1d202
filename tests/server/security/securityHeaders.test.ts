import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helper';

/** Security headers and a content security policy on every answer, errors included. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('viewer@tarmac.test');
});
afterAll(() => t.close());

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  const cases: [string, () => Promise<{ statusCode: number; headers: Record<string, unknown> }>][] = [
    ['a 200 from the API', () => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })],
    ['a 401', () => t.app.inject({ method: 'GET', url: '/api/user' })],
    ['a 422', () => t.app.inject({ method: 'POST', url: '/api/login', payload: {} })],
    ['a 404 outside the API', () => t.app.inject({ method: 'GET', url: '/no/such/page' })],
    ['the client configuration script', () => t.app.inject({ method: 'GET', url: '/config.js' })],
  ];

  it.each(cases)('are present on %s', async (_label, send) => {
    const res = await send();
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeTruthy();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('does not allow scripts from anywhere else, inline or eval', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|\*|https?:)/);
    expect(csp).not.toMatch(/connect-src[^;]*(\*|https?:)/);
  });

  it('answers JSON errors as JSON, so a browser never sniffs them as HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('sends HSTS only when the app is served over https (plain http would make it meaningless)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(t.config.APP_URL.startsWith('http:')).toBe(true);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('helmetHeaders', () => {
  it('is what helmet sets on a response, worked out once', async () => {
    const { helmetHeaders } = await import('../../../server/plugins/securityHeaders');
    const headers = helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } }, strictTransportSecurity: false });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
  });
});
