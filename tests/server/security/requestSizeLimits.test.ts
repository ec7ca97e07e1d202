import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helper';

/** Request size limits — JSON bodies up to 1 MB; larger ones get 413 {message}. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('planner@tarmac.test');
});
afterAll(() => t.close());

const oneMegabyte = 1024 * 1024;
const jsonOfSize = (bytes: number) => {
  const frame = JSON.stringify({ name: '', email: 'planner@tarmac.test' });
  return JSON.stringify({ name: 'x'.repeat(bytes - frame.length), email: 'planner@tarmac.test' });
};

describe('request size limits', () => {
  it('answers 413 {message} to a public endpoint sent more than 1 MB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(oneMegabyte) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.' });
  });

  it('answers 413 to a signed-in endpoint sent more than 1 MB, and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/profile',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      payload: jsonOfSize(oneMegabyte + 1),
    });
    expect(res.statusCode).toBe(413);
    const user = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(user.json().name).toBe('Pat Planner');
  });

  it('reads a body just under 1 MB and judges its fields (422, not 413)', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/profile',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      payload: jsonOfSize(oneMegabyte - 16),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['name']);
  });

  it('answers 413 to a streamed body without Content-Length once it passes 1 MB', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: Readable.from(
        (function* () {
          yield '{"name":"';
          for (let i = 0; i < 20; i++) yield chunk;
          yield '"}';
        })(),
      ),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.' });
  });

  it('answers 415 {message} to a body type the API does not read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: 'email=a@b.test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'This kind of content is not accepted here.' });
  });
});
