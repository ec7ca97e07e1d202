import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoPassword, insertUser, type TestApp } from '../helper';
import { addressSource, badBodies, badValues, expectHandled } from './badInput';

/**
 * Bad input (docs/security.md): no request with bad input gets a 5xx. Every field of every account
 * endpoint is given wrong types, arrays, objects, huge strings, NUL bytes and awkward unicode
 * while the other fields stay valid, so each bad value reaches as deep into the handler as it can.
 */
interface Endpoint {
  method: 'POST' | 'PATCH';
  url: string;
  /** A valid body; each of its fields is replaced in turn. */
  valid: Record<string, unknown>;
  /** The user whose token is sent, for endpoints that need one. */
  user?: string;
}

const endpoints: Endpoint[] = [
  { method: 'POST', url: '/api/login', valid: { email: 'fuzz-login@tarmac.test', password: demoPassword, remember: false } },
  {
    method: 'POST',
    url: '/api/register',
    valid: { name: 'Fuzz', email: 'fuzz-new@tarmac.test', password: 'long-enough-pw', password_confirmation: 'long-enough-pw' },
  },
  { method: 'POST', url: '/api/email/resend', valid: { email: 'fuzz-unverified@tarmac.test' } },
  { method: 'POST', url: '/api/password/email', valid: { email: 'fuzz-login@tarmac.test' } },
  {
    method: 'POST',
    url: '/api/password/reset',
    valid: { token: 'x'.repeat(43), email: 'fuzz-login@tarmac.test', password: 'long-enough-pw', password_confirmation: 'long-enough-pw' },
  },
  {
    method: 'PATCH',
    url: '/api/settings/profile',
    valid: { name: 'Fuzz Profile', email: 'fuzz-profile@tarmac.test', locale: 'en' },
    user: 'fuzz-profile@tarmac.test',
  },
  {
    method: 'PATCH',
    url: '/api/settings/password',
    valid: { current_password: demoPassword, password: 'long-enough-pw', password_confirmation: 'long-enough-pw' },
    user: 'fuzz-password@tarmac.test',
  },
  { method: 'POST', url: '/api/changeSession', valid: { instance_id: 1 }, user: 'fuzz-region@tarmac.test' },
  { method: 'POST', url: '/api/logout', valid: {}, user: 'fuzz-logout@tarmac.test' },
];

let t: TestApp;
const tokens: Record<string, string> = {};
/** Each request comes from its own address so the per-address limits do not cut the fuzz short. */
const nextAddress = addressSource();

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await insertUser(t, { email: 'fuzz-login@tarmac.test', regions: ['NAM'] });
  await insertUser(t, { email: 'fuzz-unverified@tarmac.test', verified: false });
  for (const endpoint of endpoints) {
    if (!endpoint.user) continue;
    await insertUser(t, { email: endpoint.user, regions: ['EUR-W', 'NAM'] });
    tokens[endpoint.user] = await t.tokenFor(endpoint.user);
  }
});
afterAll(() => t.close());

describe('bad input never yields a 5xx', () => {
  it.each(endpoints)('$method $url, field by field', async (endpoint) => {
    const headers = endpoint.user ? bearer(tokens[endpoint.user]) : {};
    const fields = Object.keys(endpoint.valid).length ? Object.keys(endpoint.valid) : ['unexpected'];
    for (const field of fields) {
      for (const value of badValues) {
        const payload = { ...endpoint.valid, [field]: value };
        const res = await t.app.inject({ method: endpoint.method, url: endpoint.url, payload, headers, remoteAddress: nextAddress() });
        expectHandled(res, `${endpoint.url} ${field}=${JSON.stringify(value)?.slice(0, 40)}`);
      }
    }
  });

  it.each(endpoints)('$method $url, whole bodies', async (endpoint) => {
    const auth = endpoint.user ? bearer(tokens[endpoint.user]) : {};
    for (const { payload, contentType } of badBodies) {
      const res = await t.app.inject({
        method: endpoint.method,
        url: endpoint.url,
        payload,
        headers: { ...auth, 'content-type': contentType },
        remoteAddress: nextAddress(),
      });
      expectHandled(res, `${endpoint.url} body ${JSON.stringify(payload).slice(0, 40)} as ${contentType}`);
    }
  });

  it('refuses a NUL byte in a stored text field with 422 on that field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: nextAddress(),
      payload: { name: 'nul\u0000inside', email: 'nul@tarmac.test', password: 'long-enough-pw', password_confirmation: 'long-enough-pw' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['This field contains characters that are not allowed.'] });
  });

  it('keeps unicode names intact', async () => {
    const name = 'Zoë Ångström 王小明 😀';
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/profile',
      payload: { name, email: 'fuzz-profile@tarmac.test' },
      headers: bearer(tokens['fuzz-profile@tarmac.test']),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe(name);
  });

  it('handles bad e-mail verification links: ids, expiries and signatures of every shape', async () => {
    const ids = ['0', '-1', '1.5', 'abc', '99999999999', '1e3', '%00', '%F0%9F%98%80', 'x'.repeat(2000)];
    const queries = [
      '',
      '?expires=1&signature=',
      '?expires=-1&signature=00',
      `?expires=9999999999999999999&signature=${'a'.repeat(64)}`,
      `?expires[]=1&signature[]=${'a'.repeat(64)}`,
      `?expires=1&signature=${'%00'.repeat(64)}`,
      `?signature=${'z'.repeat(5000)}`,
    ];
    for (const id of ids) {
      for (const query of queries) {
        const res = await t.app.inject({ method: 'POST', url: `/api/email/verify/${id}${query}`, remoteAddress: nextAddress() });
        expectHandled(res, `verify ${id.slice(0, 20)}${query.slice(0, 40)}`);
      }
    }
  });

  it('handles odd headers: huge or malformed Authorization and Accept-Language', async () => {
    const variants: Record<string, string>[] = [
      { authorization: `Bearer ${'x'.repeat(8000)}` },
      { authorization: 'Bearer' },
      { authorization: 'Bearer  ' },
      { authorization: 'Bearer a b c' },
      { 'accept-language': 'x'.repeat(8000) },
      { 'accept-language': ';q=;;,,,*;q=abc,zh-Hant-TW;q=2' },
      { 'accept-language': '*' },
    ];
    for (const headers of variants) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user', headers, remoteAddress: nextAddress() });
      expectHandled(res, JSON.stringify(headers).slice(0, 60));
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'x@y.test', password: 'x' },
        headers,
        remoteAddress: nextAddress(),
      });
      expectHandled(login, `login ${JSON.stringify(headers).slice(0, 60)}`);
    }
  });
});
