import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIds } from '../../../model/roles';
import { issueToken } from '../../../server/auth/tokens';
import { bearer, createTestApp, insertUser, multipart, type TestApp } from '../helper';
import { documentedOperations, plausibleValue, urlFor, type Operation } from '../openApiOperations';
import { addressSource, badBodies, badValueKinds, badValuesFor, deeplyNested, expectHandled } from './badInput';
import { leafFields, withValueAt } from './bodyFields';
import { filterCases, takesList } from './filterCases';

/**
 * Every operation of the OpenAPI document — read at test time, so a new endpoint is covered
 * without being listed — gets malformed path parameters, query strings and bodies (each text,
 * date and instant field alone with a NUL, overlong text or a year PostgreSQL cannot hold),
 * signed in as an administrator (and as a viewer, and signed out). None may answer with a 5xx
 * or internals; errors keep the API's shapes. Each list's filter keys get values of the wrong
 * type for that key (a 422 on the key) and awkward values of the right type (accepted).
 */

const adversary = 'adversary@tarmac.test';
/** Ids no record has: deletes must never destroy the seed other requests rely on. */
const missingId = '2147483647';
const badIds = ['0', '1.5', '2147483648', '%00', '%F0%9F%98%80', 'x'.repeat(200)];
/** Values a field's schema may accept, so they reach the handler and the database. */
const mayPassValidation: unknown[] = ['', 2 ** 31, 1.5];
const enc = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

/** Query strings no operation expects: broken JSON, wrong shapes, NUL bytes, pollution attempts. */
const junkQueries = [
  'sort=%00',
  `sort=${enc(['id\u0000', 'ASC'])}`,
  'sort=%5B%22id%22%5D&sort=x',
  `sort=${enc(['id', 'SIDEWAYS'])}`,
  `sort=${'%5B'.repeat(3000)}`,
  'range=%5B0%2C1e400%5D',
  `range=${enc([-1, 5])}`,
  `range=${enc([5, 1])}`,
  `range=${enc(['a', 'b'])}`,
  'range=%7B',
  'filter=%5B%5D',
  'filter=null',
  `filter=${enc({ __proto__: null, constructor: { prototype: { admin: true } } })}`,
  'filter=%7B%22__proto__%22%3A%7B%22admin%22%3Atrue%7D%7D',
  `filter=${enc(deeplyNested(500))}`,
  `filter=${enc({ q: 'x'.repeat(100_000) })}`,
  `filter=${enc({ q: 'a\u0000b' })}`,
  `filter=${enc({ 'no_such_field\u0000': 1 })}`,
  '__proto__%5Bpolluted%5D=1&constructor%5Bprototype%5D%5Bx%5D=1',
  'q=%00&mode=%00&expires=-1&signature=%00',
  `q=${'x'.repeat(100_000)}`,
];
/** Values for declared plain (non-JSON) query parameters. */
const badQueryValues = ['', '%00', 'a%00b', 'x'.repeat(100_000), '-1', '%5B%5D', '%7B%7D', '%E2%80%AE', '%F0%9F%98%80'];

const nextAddress = addressSource();
// Built while the tests are collected: the document decides which tests there are.
const t: TestApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
// An event stream stays open, which inject cannot end: tests/server/live fuzzes it over a real port.
const operations: Operation[] = (await documentedOperations(t.app)).filter((operation) => !operation.eventStream);
const listOperations = operations.filter((o) => o.query.some((q) => q.name === 'filter' && q.json));
let adversaryId: number;
let adminToken: string;
let viewerToken: string;

beforeAll(async () => {
  adversaryId = await insertUser(t, { email: adversary, role_id: roleIds.admin, regions: ['EUR-W', 'EUR-N', 'NAM'] });
  // The users' highest id, so PUT and reset-link fuzz a record no request depends on.
  await insertUser(t, { email: 'adversary-target@tarmac.test', regions: ['EUR-W'] });
  adminToken = (await issueToken(t.database.db, adversaryId, { remember: false })).token;
  viewerToken = await t.tokenFor('viewer@tarmac.test');
});
afterAll(() => t.close());

/**
 * Sends one request as the administrator (unless other headers are given). Signing out and
 * similar operations end the session: the next requests get a new token.
 */
async function send(
  options: InjectOptions & { url: string },
  what: string,
  auth: Record<string, string> | null = bearer(adminToken),
  written?: { version?: unknown },
) {
  const res = await t.app.inject({ ...options, headers: { ...auth, ...options.headers }, remoteAddress: nextAddress() });
  expectHandled(res, `${options.method} ${what}`);
  if (res.statusCode === 401 && auth?.authorization === `Bearer ${adminToken}`)
    adminToken = (await issueToken(t.database.db, adversaryId, { remember: false })).token;
  // A write that went through moved the record on: later ones carry its new version.
  const version = res.statusCode === 200 && options.method === 'PUT' ? res.json().version : undefined;
  if (typeof version === 'number' && written) written.version = version;
  return res;
}

/** Requests in small concurrent batches: PostgreSQL overlaps them, and the suite stays quick. */
async function sendAll(requests: (() => Promise<unknown>)[], concurrency = 8): Promise<void> {
  for (let i = 0; i < requests.length; i += concurrency) await Promise.all(requests.slice(i, i + concurrency).map((request) => request()));
}

/** The record a write or read fuzzes: the collection's newest, so the seeded records others use stay intact. */
async function targetOf(operation: Operation): Promise<{ id: string; version?: number }> {
  if (operation.method === 'DELETE') return { id: missingId };
  const collection = operation.pathParams.includes('id') ? operation.path.slice(0, operation.path.indexOf('/{id}')) : operation.path;
  const query = operation.pathParams.includes('id') ? `?sort=${enc(['id', 'DESC'])}&range=${enc([0, 0])}` : '';
  const res = await t.app.inject({ method: 'GET', url: `${collection}${query}`, headers: bearer(adminToken) });
  if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('application/json')) return { id: '1' };
  const body = res.json();
  const record = Array.isArray(body) ? body[0] : body;
  return { id: String(record?.id ?? 1), version: record?.version };
}

const hasBody = (operation: Operation) => ['POST', 'PUT', 'PATCH'].includes(operation.method);

describe('every documented operation handles malformed input', () => {
  it('reads the operations from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(listOperations.length).toBeGreaterThan(20);
  });

  it.each(operations)('$method $path', async (operation) => {
    const target = await targetOf(operation);
    const params = Object.fromEntries(operation.pathParams.map((name) => [name, name === 'id' ? target.id : 'sample']));
    const url = (query = '', overrides: Record<string, string> = {}) => urlFor(operation, { ...params, ...overrides }, query);
    const base = baseBody(operation, target.version);
    const requests: (() => Promise<unknown>)[] = [];
    const json = (payload: unknown) => (hasBody(operation) ? { payload: payload as string } : {});
    const hasJsonBody = Boolean(operation.jsonBody);

    for (const name of operation.pathParams) {
      for (const bad of badIds)
        requests.push(() =>
          send({ method: operation.method, url: url('', { [name]: bad }), ...json(base) }, `${name}=${bad.slice(0, 20)}`),
        );
    }
    // Operations that read no query parameters get a few; the lists all of them.
    for (const query of operation.query.length ? junkQueries : junkQueries.slice(0, 3))
      requests.push(() => send({ method: operation.method, url: url(query), ...json(base) }, `?${query.slice(0, 60)}`));
    for (const { name, json: isJson } of operation.query) {
      if (isJson) continue;
      for (const bad of badQueryValues)
        requests.push(() =>
          send({ method: operation.method, url: url(`${name}=${bad}&${name}=${bad}`) }, `?${name}=${bad.slice(0, 20)} twice`),
        );
      for (const bad of badQueryValues)
        requests.push(() => send({ method: operation.method, url: url(`${name}=${bad}`) }, `?${name}=${bad.slice(0, 20)}`));
    }
    // Plain query parameters, the others plausible: each bad value on its own, and every date parameter extreme at once.
    const plainQuery = operation.query.filter((q) => !q.json);
    const plausibleQuery = Object.fromEntries(plainQuery.map((q) => [q.name, String(plausibleValue(q.schema, adversary))]));
    const queryWith = (values: Record<string, unknown>) =>
      new URLSearchParams({ ...plausibleQuery, ...values } as Record<string, string>).toString();
    for (const { name, schema } of plainQuery) {
      for (const bad of badValuesFor(schema))
        requests.push(() =>
          send({ method: operation.method, url: url(queryWith({ [name]: bad })) }, `?${name}=${String(bad).slice(0, 20)} among plausible`),
        );
    }
    const dateParams = plainQuery.filter((q) => ['date', 'date-time'].includes(q.schema.format ?? ''));
    if (dateParams.length > 1) {
      const extremes = [
        Object.fromEntries(dateParams.map((q, i) => [q.name, i ? '9999-12-31' : '0001-01-01'])),
        Object.fromEntries(dateParams.map((q) => [q.name, '0000-01-01'])),
      ];
      for (const extreme of extremes)
        requests.push(() => send({ method: operation.method, url: url(queryWith(extreme)) }, `?${JSON.stringify(extreme).slice(0, 60)}`));
    }
    if (hasBody(operation)) {
      for (const { payload, contentType } of badBodies.filter((_, i) => i % 2 === 0 || hasJsonBody)) {
        requests.push(() =>
          send(
            { method: operation.method, url: url(), payload, headers: { 'content-type': contentType } },
            `body ${payload.slice(0, 30)} as ${contentType}`,
          ),
        );
      }
      requests.push(() =>
        send({ method: operation.method, url: url(), payload: { ...base, nested: deeplyNested(2000) } }, 'deeply nested body'),
      );
      // Every field at once with each kind of bad value (the validator checks them all), then
      // field by field, the others valid, the values a schema may let through to the database.
      const fields = Object.keys(operation.jsonBody?.properties ?? {});
      for (const bad of badValueKinds) {
        requests.push(() =>
          send(
            { method: operation.method, url: url(), payload: { ...base, ...Object.fromEntries(fields.map((f) => [f, bad])) } },
            `all fields=${JSON.stringify(bad)?.slice(0, 30)}`,
          ),
        );
      }
      for (const field of fields) {
        for (const bad of mayPassValidation) {
          requests.push(() =>
            send(
              { method: operation.method, url: url(), payload: { ...base, [field]: bad } },
              `${field}=${JSON.stringify(bad)}`,
              bearer(adminToken),
              base,
            ),
          );
        }
      }
      // Each leaf field on its own, nested ones too: a NUL, overlong text, days and instants PostgreSQL cannot hold.
      for (const { path, schema } of leafFields(operation.jsonBody)) {
        for (const bad of badValuesFor(schema)) {
          const payload = withValueAt(base, operation.jsonBody!, path, bad, adversary);
          requests.push(() =>
            send(
              { method: operation.method, url: url(), payload },
              `${path.join('.')}=${JSON.stringify(bad).slice(0, 30)}`,
              bearer(adminToken),
              base,
            ),
          );
        }
      }
      for (const field of Object.keys(operation.multipartBody?.properties ?? {})) {
        for (const part of [
          { name: field, content: '' },
          { name: field, filename: 'x.csv', content: '\u0000\xff'.repeat(1000) },
          { name: `${field}\u0000`, filename: 'x', content: 'x' },
        ]) {
          requests.push(() => send({ method: operation.method, url: url('mode=preview'), ...multipart([part]) }, `multipart ${part.name}`));
        }
      }
    }
    await sendAll(requests);

    // Other callers: a role without the permission, and nobody.
    await send(
      { method: operation.method, url: url(junkQueries[0]), ...json({ ...base, unexpected: 1 }) },
      'as viewer',
      bearer(viewerToken),
    );
    await send({ method: operation.method, url: url(junkQueries[0]), ...json(base) }, 'signed out', null);
  });
});

describe('list filters refuse values of the wrong type for the key, and take the right ones', () => {
  it.each(listOperations)('$path', async (operation) => {
    const filter = operation.query.find((q) => q.name === 'filter')!.schema;
    const requests: (() => Promise<unknown>)[] = [];
    for (const [key, schema] of Object.entries(filter.properties ?? {})) {
      const { invalid, valid } = filterCases(schema);
      // In a list too: the first few wrong values, and every right one.
      const forms = (value: unknown, index: number) => (takesList(schema) && index < 3 ? [value, [value]] : [value]);
      for (const value of invalid.flatMap(forms)) {
        requests.push(async () => {
          const res = await send(
            { method: 'GET', url: `${operation.path}?filter=${enc({ [key]: value })}` },
            `filter ${key}=${JSON.stringify(value).slice(0, 40)}`,
          );
          expect(res.statusCode, `${key}=${JSON.stringify(value).slice(0, 40)}: ${res.body.slice(0, 200)}`).toBe(422);
          expect(Object.keys(res.json().errors)).toEqual([`filter.${key}`]);
        });
      }
      for (const value of [...valid, ...(takesList(schema) ? [null, valid] : [])]) {
        requests.push(async () => {
          const res = await send(
            { method: 'GET', url: `${operation.path}?filter=${enc({ [key]: value })}` },
            `filter ${key}=${JSON.stringify(value).slice(0, 40)}`,
          );
          expect(res.statusCode, `${key}=${JSON.stringify(value).slice(0, 40)}: ${res.body.slice(0, 200)}`).toBe(200);
        });
      }
    }
    const sort = operation.query.find((q) => q.name === 'sort')!.schema;
    for (const field of sort.items?.anyOf?.[0]?.enum ?? []) {
      requests.push(async () => {
        const res = await send(
          { method: 'GET', url: `${operation.path}?sort=${enc([field, 'DESC'])}&range=${enc([5, 9])}` },
          `sort ${field}`,
        );
        expect(res.statusCode, `sort ${field}: ${res.body.slice(0, 200)}`).toBe(200);
      });
    }
    await sendAll(requests);
  });
});

/** A body that would pass, but for the field under test: a write's version, else plausible values. */
function baseBody(operation: Operation, version: number | undefined): Record<string, unknown> {
  const schema = operation.jsonBody;
  if (!schema) return {};
  if (schema.properties?.version && version !== undefined) return { version };
  return plausibleValue(schema, adversary) as Record<string, unknown>;
}
