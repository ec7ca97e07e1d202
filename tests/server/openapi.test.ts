import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../server/modules';
import { createTestApp, type TestApp } from './helper';
import { documentedOperations, type Operation } from './openApiOperations';
import { apiEndpoints } from './routeTable';

let t: TestApp;
let doc: {
  openapi: string;
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> }; responses: Record<string, unknown> }>
  >;
};
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = await documentedOperations(t.app);
});
afterAll(() => t.close());

/** Routes left out of the document on purpose: the document itself. */
const hidden = ['GET /api/openapi.json'];

const operation = (method: string, path: string) => operations.find((o) => o.method === method && o.path === path);

describe('GET /api/openapi.json', () => {
  it('documents the API from the zod schemas, without a token', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/login'].post;
    expect((login.requestBody!.content['application/json'].schema as { required: string[] }).required).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    expect(doc.paths['/api/changeSession']).toBeDefined();
  });

  it('describes every route the app serves, except the hidden ones', () => {
    const documented = new Set(operations.map((o) => `${o.method} ${o.path}`));
    const missing = apiEndpoints(t.app)
      .filter((endpoint) => !hidden.includes(endpoint))
      .filter((endpoint) => !documented.has(endpoint.replace(/:(\w+)/g, '{$1}')));
    expect(missing).toEqual([]);
    for (const endpoint of hidden) expect(documented.has(endpoint)).toBe(false);
  });

  it.each(resourceDefinitions.map((d) => d))('describes the requests of $name', (definition) => {
    const base = `/api/${definition.name}`;
    const list = operation('GET', base)!;
    expect(list.query.map((q) => [q.name, q.json])).toEqual([
      ['sort', true],
      ['range', true],
      ['filter', true],
    ]);
    const filterKeys = Object.keys(list.query.find((q) => q.name === 'filter')!.schema.properties ?? {});
    const ranges = (definition.ranges ?? []).flatMap((name) => [`${name}_gte`, `${name}_lte`]);
    expect(filterKeys).toEqual(
      expect.arrayContaining(['id', ...definition.filters, ...ranges, ...(definition.search.length ? ['q'] : [])]),
    );

    const writable = Object.keys(definition.schemas.fields.shape);
    expect(Object.keys(operation('POST', base)!.jsonBody!.properties!)).toEqual(writable);
    expect(Object.keys(operation('PUT', `${base}/{id}`)!.jsonBody!.properties!)).toEqual([...writable, 'version']);
    for (const method of ['GET', 'PUT', 'DELETE']) expect(operation(method, `${base}/{id}`)!.pathParams).toEqual(['id']);
    expect(Object.keys(doc.paths[base].get.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '422']));
    expect(Object.keys(doc.paths[`${base}/{id}`].put.responses)).toEqual(expect.arrayContaining(['200', '404', '409', '422']));
  });

  it('describes the uploads and the routes beside the CRUD ones', () => {
    expect(Object.keys(operation('POST', '/api/flight_schedule/import')!.multipartBody!.properties!)).toEqual(['file']);
    expect(operation('POST', '/api/flight_schedule/import')!.query.map((q) => q.name)).toEqual(['mode']);
    expect(Object.keys(operation('POST', '/api/setting/logo')!.multipartBody!.properties!)).toEqual(['logo']);
    expect(operation('PUT', '/api/setting')!.jsonBody!.properties).toHaveProperty('version');
    expect(operation('POST', '/api/users/{id}/reset-link')!.pathParams).toEqual(['id']);
    expect(operation('GET', '/api/airport/lookup')!.query.map((q) => q.name)).toEqual(['q']);
  });

  it('describes the reports: their filters, exports, saved views and schedules', () => {
    const filters = ['from', 'to', 'region_id', 'station_id', 'customer_id', 'technician_id', 'service_id', 'fluid_type'];
    for (const path of ['/api/reports/{name}', '/api/reports/{name}/export.xlsx', '/api/reports/{name}/export.csv']) {
      expect(operation('GET', path)!.query.map((q) => q.name)).toEqual(filters);
      expect(operation('GET', path)!.pathParams).toEqual(['name']);
    }
    expect(Object.keys(operation('POST', '/api/report_views')!.jsonBody!.properties!)).toEqual(['report', 'name', 'params']);
    expect(Object.keys(operation('PUT', '/api/report_schedules/{id}')!.jsonBody!.properties!)).toEqual([
      'name',
      'region_id',
      'params',
      'frequency',
      'hour',
      'recipient_ids',
      'active',
      'version',
    ]);
    expect(operation('GET', '/api/report_schedules')!.query.map((q) => [q.name, q.json])).toEqual([
      ['sort', true],
      ['range', true],
      ['filter', true],
    ]);
    expect(operation('GET', '/api/report_schedules/recipients')!.query.map((q) => q.name)).toEqual(['region_id']);
    expect(Object.keys(doc.paths['/api/report_views/{id}'].put.responses)).toEqual(expect.arrayContaining(['200', '404', '409', '422']));
  });
});
