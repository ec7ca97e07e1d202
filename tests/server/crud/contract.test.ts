import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../server/db/schema';
import { resourceDefinitions } from '../../../server/modules';
import { bearer, createTestApp, queryJson, type TestApp } from '../helper';
import { loadSampleContext, samples, type SampleContext } from '../resources/samples';

/**
 * The ra-data-simple-rest contract, generated from the resource definitions: every resource
 * answers list / sort / filter / range / search / getMany / create / update / delete the same
 * way, and refuses bad input with a 422 naming the field. Runs as the administrator.
 */
let t: TestApp;
let headers: Record<string, string>;
let context: SampleContext;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  headers = bearer(await t.login('admin@tarmac.test'));
  context = await loadSampleContext(t.database.db);
});
afterAll(() => t.close());

const get = (url: string) => t.send('GET', url, headers);
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => t.send(method, url, headers, payload);

async function auditRows(resource: string, id: number) {
  return t.database.db
    .select({ action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.record_id, String(id))))
    .orderBy(auditLog.id);
}

// Days, times of day and UTC instants (training sessions' starts_at) all compare as text.
const isComparable = (v: unknown) =>
  typeof v === 'number' ||
  (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$|^\d{2}:\d{2}:\d{2}$|^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(v));

describe.each(resourceDefinitions.map((d) => [d.name, d] as const))('%s', (name, definition) => {
  const sample = samples[name];
  const create = async () => {
    const res = await send('POST', `/api/${name}`, sample.create(context, ++counter));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Record<string, unknown> & { id: number; version: number };
  };

  it('lists with Content-Range and the exposed header', async () => {
    const res = await get(`/api/${name}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.headers['content-range']).toMatch(new RegExp(`^${name} (\\d+-\\d+|\\*)/\\d+$`));
    expect(res.headers['access-control-expose-headers']).toBe('Content-Range');
  });

  it('pages with range and reports the total', async () => {
    await create();
    await create();
    const all = (await get(`/api/${name}?range=${queryJson([0, 999])}`)).json() as unknown[];
    const first = await get(`/api/${name}?sort=${queryJson(['id', 'ASC'])}&range=${queryJson([1, 1])}`);
    expect(first.json()).toHaveLength(1);
    expect(first.headers['content-range']).toBe(`${name} 1-1/${all.length}`);
    const beyond = await get(`/api/${name}?range=${queryJson([all.length + 5, all.length + 9])}`);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['content-range']).toBe(`${name} */${all.length}`);
  });

  it.each(definition.sort.map((f) => [f]))('sorts by %s both ways', async (field) => {
    for (const order of ['ASC', 'DESC'] as const) {
      const res = await get(`/api/${name}?sort=${queryJson([field, order])}&range=${queryJson([0, 99])}`);
      expect(res.statusCode, res.body).toBe(200);
      const values = (res.json() as Record<string, unknown>[]).map((r) => r[field]).filter(isComparable) as (number | string)[];
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values).toEqual(order === 'ASC' ? sorted : sorted.reverse());
    }
  });

  it.each(definition.filters.map((f) => [f]))('filters on %s (exact and IN)', async (field) => {
    await create();
    const rows = (await get(`/api/${name}?range=${queryJson([0, 999])}`)).json() as Record<string, unknown>[];
    const found = rows.find((r) => r[field] !== null && r[field] !== undefined && !(Array.isArray(r[field]) && !r[field].length))?.[field];
    // A list field (a technician's licences) is filtered by one item it holds.
    const list = Array.isArray(found);
    const value = (list ? (found as unknown[])[0] : found) ?? null;
    const exact = await get(`/api/${name}?filter=${queryJson({ [field]: value })}&range=${queryJson([0, 999])}`);
    expect(exact.statusCode, exact.body).toBe(200);
    const matched = exact.json() as Record<string, unknown>[];
    expect(matched.length).toBeGreaterThan(0);
    for (const row of matched) {
      if (list) expect(row[field]).toContain(value);
      else expect(row[field]).toEqual(value);
    }
    if (value !== null) {
      const inList = await get(`/api/${name}?filter=${queryJson({ [field]: [value] })}&range=${queryJson([0, 999])}`);
      expect((inList.json() as unknown[]).length).toBe(matched.length);
    }
  });

  it.each((definition.ranges ?? []).map((f) => [f]))('filters on %s with _gte and _lte', async (field) => {
    await create();
    const rows = (await get(`/api/${name}?range=${queryJson([0, 999])}`)).json() as Record<string, unknown>[];
    const value = rows.find((r) => isComparable(r[field]))?.[field] as number | string;
    expect(value).toBeDefined();
    for (const [suffix, holds] of [
      ['gte', (v: number | string) => v >= value],
      ['lte', (v: number | string) => v <= value],
    ] as const) {
      const res = await get(`/api/${name}?filter=${queryJson({ [`${field}_${suffix}`]: value })}&range=${queryJson([0, 999])}`);
      expect(res.statusCode, res.body).toBe(200);
      const matched = res.json() as Record<string, number | string>[];
      expect(matched.length).toBeGreaterThan(0);
      for (const row of matched) expect(holds(row[field])).toBe(true);
    }
  });

  it('searches with q', async () => {
    const record = await create();
    const field = definition.search[0];
    const text = String(record[field]);
    const res = await get(`/api/${name}?filter=${queryJson({ q: text.toLowerCase() })}&range=${queryJson([0, 999])}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { id: number }[]).map((r) => r.id)).toContain(record.id);
    const none = await get(`/api/${name}?filter=${queryJson({ q: 'no-such-thing-%_' })}`);
    expect(none.json()).toEqual([]);
  });

  it('lists each record exactly as getOne answers it (lists map their rows on their own path)', async () => {
    const created = await create();
    const listed = (await get(`/api/${name}?filter=${queryJson({ id: [created.id] })}`)).json() as unknown[];
    const one = await get(`/api/${name}/${created.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(listed).toEqual([one.json()]);
  });

  it('serves getMany with filter id[]', async () => {
    const a = await create();
    const b = await create();
    const res = await get(`/api/${name}?filter=${queryJson({ id: [a.id, b.id] })}`);
    expect((res.json() as { id: number }[]).map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect((await get(`/api/${name}?filter=${queryJson({ id: [] })}`)).json()).toEqual([]);
  });

  it('creates, reads, updates and deletes, auditing each write', async () => {
    const record = await create();
    expect(record.version).toBe(1);
    const one = await get(`/api/${name}/${record.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(record);

    // react-admin sends the whole record back, server-owned fields included.
    const edit = sample.edit(counter);
    const updated = await send('PUT', `/api/${name}/${record.id}`, { ...record, ...edit });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: record.id, version: 2 });
    expect(new Date(updated.json().updated_at).getTime()).toBeGreaterThanOrEqual(new Date(record.updated_at as string).getTime());
    for (const [field, value] of Object.entries(edit)) expect(updated.json()[field]).toEqual(value);

    const history = await get(`/api/${name}/${record.id}/history`);
    expect(history.statusCode).toBe(200);
    expect((history.json() as { action: string }[]).map((h) => h.action)).toEqual(['update', 'create']);
    expect(Object.keys(history.json()[0].changes)).toEqual(expect.arrayContaining(Object.keys(edit)));

    const deleted = await send('DELETE', `/api/${name}/${record.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().id).toBe(record.id);
    expect((await get(`/api/${name}/${record.id}`)).statusCode).toBe(404);
    expect((await auditRows(name, record.id)).map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('answers 409 with the current record on a stale version', async () => {
    const record = await create();
    const edit = sample.edit(counter);
    expect((await send('PUT', `/api/${name}/${record.id}`, { ...edit, version: 1 })).statusCode).toBe(200);
    const stale = await send('PUT', `/api/${name}/${record.id}`, { ...edit, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBeTruthy();
    expect(stale.json().current).toMatchObject({ id: record.id, version: 2 });
  });

  it.skipIf(!sample.referenced)('answers 409 naming the references when deleting a record in use', async () => {
    const id = sample.referenced!(context);
    const res = await send('DELETE', `/api/${name}/${id}`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBeTruthy();
    if (res.json().references) {
      expect(res.json().references.length).toBeGreaterThan(0);
      expect(res.json().message).toContain(`(${res.json().references[0].count})`);
    }
    expect((await get(`/api/${name}/${id}`)).statusCode).toBe(200);
  });

  it('answers 422 for an unknown body field and for a wrong type', async () => {
    const body = sample.create(context, ++counter);
    const unknown = await send('POST', `/api/${name}`, { ...body, no_such_field: 1 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ no_such_field: ['This field is not allowed.'] });

    const field = Object.keys(body).find((k) => typeof body[k] === 'string')!;
    const wrong = await send('POST', `/api/${name}`, { ...body, [field]: { not: 'a string' } });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toContain(field);

    const record = await create();
    const noVersion = await send('PUT', `/api/${name}/${record.id}`, sample.edit(counter));
    expect(noVersion.statusCode).toBe(422);
    expect(Object.keys(noVersion.json().errors)).toEqual(['version']);
    const unknownOnUpdate = await send('PUT', `/api/${name}/${record.id}`, { version: 1, no_such_field: true });
    expect(unknownOnUpdate.json().errors).toEqual({ no_such_field: ['This field is not allowed.'] });
    expect((await send('POST', `/api/${name}`, [])).statusCode).toBe(422);
  });

  it('answers 422 for a bad sort, filter or range, and for unreadable JSON', async () => {
    const cases: [string, string][] = [
      [`sort=${queryJson(['no_such_field', 'ASC'])}`, 'sort'],
      [`sort=${queryJson(['id', 'SIDEWAYS'])}`, 'sort'],
      [`filter=${queryJson({ no_such_field: 1 })}`, 'filter.no_such_field'],
      [`filter=${queryJson({ id: 'abc' })}`, 'filter.id'],
      [`filter=${queryJson({ q: 42 })}`, 'filter.q'],
      [`range=${queryJson([10, 2])}`, 'range'],
      [`range=${queryJson([0, 20000])}`, 'range'],
      [`range=${queryJson(['a', 'b'])}`, 'range'],
      ['filter=%7Bnot-json', 'filter'],
      ['sort=%5B%22id%22', 'sort'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/api/${name}?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors), query).toEqual([field]);
    }
  });

  it('answers 404 for unknown or malformed ids', async () => {
    expect((await get(`/api/${name}/999999`)).statusCode).toBe(404);
    expect((await get(`/api/${name}/abc`)).statusCode).toBe(404);
    expect((await get(`/api/${name}/99999999999`)).statusCode).toBe(404);
    expect((await send('PUT', `/api/${name}/999999`, { version: 1 })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/${name}/999999`)).statusCode).toBe(404);
  });
});
