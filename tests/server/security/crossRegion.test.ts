import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { csvImportUrl, importableResources, naturalKeys, type CsvImportResult } from '../../../model/csvImport';
import { defaultRolePermissions } from '../../../model/permissions';
import { resourceAccess } from '../../../model/resourceAccess';
import { roleIds, roleNames } from '../../../model/roles';
import { signedIn } from '../../../server/plugins/routeAccess';
import { resourceDefinitions } from '../../../server/modules';
import { bearer, createTestApp, demoEmails, insertUser, multipart, queryJson, type HttpMethod, type TestApp } from '../helper';
import { loadSampleContext, samples, type SampleContext } from '../resources/samples';
import { createIn, csvOf, missingId, regionFreeUniqueKeys, regionOwnedReferences, type ApiRecord } from './regionFixtures';

/**
 * Regions (docs/security.md): records of a region the caller is not a member of are invisible and unwritable through
 * every door of the API — by id, getMany, list filters and search, history, import, and writes
 * that move a record there or point at one of its records — and they answer exactly as a record
 * that does not exist would, so nothing confirms they exist. Then, per demo role, every route
 * refuses what the role's permissions do not grant.
 *
 * Everything is generated from resourceDefinitions (region scope in model/resourceAccess.ts) and
 * from the app's table of routes and their declared access: a resource or route added later is
 * covered without editing this file.
 */
let t: TestApp;
let context: SampleContext;
/** Every permission, but a member of the active region (EUR-W) only: the widest caller that is still foreign to NAM. */
let caller: Record<string, string>;
const foreign: Record<string, ApiRecord> = {};
const own: Record<string, ApiRecord> = {};
const regionScoped = resourceDefinitions.filter((d) => d.access.scope !== 'global');
const importable = regionScoped.filter((d) => (importableResources as readonly string[]).includes(d.name));
let counter = 900;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  context = await loadSampleContext(t.database.db);
  const admin = bearer(await t.tokenFor('admin@tarmac.test'));
  await insertUser(t, { email: 'regional.admin@tarmac.test', role_id: roleIds.admin, regions: ['EUR-W'] });
  caller = bearer(await t.tokenFor('regional.admin@tarmac.test'));
  for (const definition of regionScoped) {
    foreign[definition.name] = await createIn(t, admin, definition, context, context.otherRegionId, (counter += 2));
    own[definition.name] = await createIn(t, caller, definition, context, context.regionId, (counter += 2), true);
  }
}, 60_000);
afterAll(() => t.close());

const send = (method: HttpMethod, url: string, payload?: object) => t.send(method, url, caller, payload);
const list = async (name: string, filter: Record<string, unknown>) => {
  const res = await send('GET', `/api/${name}?filter=${queryJson(filter)}&range=${queryJson([0, 999])}`);
  expect(res.statusCode, `${name} ${JSON.stringify(filter)}: ${res.body}`).toBe(200);
  return { ids: (res.json() as ApiRecord[]).map((r) => r.id), range: res.headers['content-range'] };
};

/** The stored version of a foreign record: unchanged after everything the caller tried. */
async function storedVersion(name: string, id: number): Promise<number | undefined> {
  const table = resourceDefinitions.find((d) => d.name === name)!.table;
  const [row] = await t.database.db.select({ version: table.version }).from(table).where(eq(table.id, id));
  return row?.version as number | undefined;
}

describe.each(regionScoped.map((d) => [d.name, d] as const))('%s of a region the caller is not a member of', (name, definition) => {
  it('is not found by id: GET, history, PUT and DELETE answer as for an id that does not exist', async () => {
    const record = foreign[name];
    const edit = { ...samples[name].edit(1), version: record.version };
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['GET', '/history', undefined],
      ['PUT', '', edit],
      ['DELETE', '', undefined],
    ] as const) {
      const answer = await send(method, `/api/${name}/${record.id}${path}`, body);
      const missing = await send(method, `/api/${name}/${missingId}${path}`, body);
      expect(answer.statusCode, `${method} ${path}: ${answer.body}`).toBe(404);
      expect(answer.body, `${method} ${path}`).toBe(missing.body);
    }
    expect(await storedVersion(name, record.id)).toBe(record.version);
  });

  it('is left out of getMany, of every filter on its own values, of search and of ranges', async () => {
    const record = foreign[name];
    expect((await list(name, { id: [own[name].id, record.id] })).ids).toEqual([own[name].id]);
    expect(await list(name, { region_id: context.otherRegionId })).toEqual({ ids: [], range: `${name} */0` });
    const scalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
    const filters: Record<string, unknown>[] = [
      ...definition.filters.filter((field) => scalar(record[field])).map((field) => ({ [field]: record[field] })),
      ...(definition.ranges ?? [])
        .filter((field) => record[field] !== null && scalar(record[field]))
        .map((field) => ({ [`${field}_gte`]: record[field], [`${field}_lte`]: record[field] })),
      ...definition.search.filter((field) => typeof record[field] === 'string').map((field) => ({ q: record[field] })),
    ];
    expect(filters.length).toBeGreaterThan(1);
    for (const filter of filters) expect((await list(name, filter)).ids, JSON.stringify(filter)).not.toContain(record.id);
  });

  it('cannot be written into: a create or a move into its region is refused', async () => {
    const created = await send('POST', `/api/${name}`, { ...samples[name].create(context, ++counter), region_id: context.otherRegionId });
    expect(created.statusCode, created.body).toBe(403);
    expect(created.json()).toEqual({ message: 'You are not a member of this region.' });

    const mine = own[name];
    const moved = await send('PUT', `/api/${name}/${mine.id}`, { version: mine.version, region_id: context.otherRegionId });
    expect(moved.statusCode, moved.body).toBe(403);
    expect(await storedVersion(name, mine.id)).toBe(mine.version);
  });

  it.each(regionOwnedReferences(definition).map((r) => [r.field]))(
    'cannot be pointed at through %s: refused exactly as a record that does not exist',
    async (field) => {
      const target = foreign[name][field] as number;
      expect(target).toEqual(expect.any(Number));
      const base = samples[name].create(context, ++counter);
      const created = await send('POST', `/api/${name}`, { ...base, [field]: target });
      const createdMissing = await send('POST', `/api/${name}`, { ...base, [field]: missingId });
      expect(created.statusCode, created.body).toBe(422);
      expect(created.body).toBe(createdMissing.body);

      const mine = own[name];
      const updated = await send('PUT', `/api/${name}/${mine.id}`, { version: mine.version, [field]: target });
      const updatedMissing = await send('PUT', `/api/${name}/${mine.id}`, { version: mine.version, [field]: missingId });
      expect(updated.statusCode, updated.body).toBe(422);
      expect(updated.body).toBe(updatedMissing.body);
    },
  );

  it.for(regionFreeUniqueKeys(definition).map((key) => [key.join(', '), key] as const))(
    'holds its %s without saying so: taking it is refused with the neutral refusal',
    async ([, key], { skip }) => {
      // A sample that leaves the key empty (trucks' fleet_no) holds nothing to take.
      if (key.some((field) => foreign[name][field] === null)) skip();
      const taken = Object.fromEntries(key.map((field) => [field, foreign[name][field]]));
      const created = await send('POST', `/api/${name}`, { ...samples[name].create(context, ++counter), ...taken });
      const mine = own[name];
      const updated = await send('PUT', `/api/${name}/${mine.id}`, { version: mine.version, ...taken });
      for (const res of [created, updated]) {
        expect(res.statusCode, res.body).toBe(422);
        expect(Object.values(res.json().errors).flat()).toEqual(key.map(() => 'You are not allowed to do this.'));
      }
      expect(await storedVersion(name, mine.id)).toBe(mine.version);
    },
  );
});

describe.each(importable.map((d) => [d.name, d] as const))(
  '%s import of rows naming records of a region the caller is not a member of',
  (name, definition) => {
    const upload = (mode: 'preview' | 'commit', csv: string) => {
      const body = multipart([{ name: 'file', filename: `${name}.csv`, contentType: 'text/csv', content: csv }]);
      return t.app.inject({
        method: 'POST',
        url: csvImportUrl(name, mode),
        headers: { ...caller, ...body.headers },
        payload: body.payload,
      });
    };
    /** The foreign record with every region-owned reference replaced by an id that names nothing. */
    const withMissingReferences = (record: ApiRecord) => ({
      ...record,
      ...Object.fromEntries(regionOwnedReferences(definition).map((r) => [r.field, missingId])),
    });
    /** One of the caller's own records carrying the foreign record's natural key. */
    const ownWithForeignKey = () => {
      const [mine, theirs] = [own[name], foreign[name]];
      const ownFields = new Set(regionOwnedReferences(definition).map((r) => r.field));
      const key = (naturalKeys as Record<string, readonly string[]>)[name].filter((f) => !ownFields.has(f));
      return { ...mine, ...Object.fromEntries(key.map((f) => [f, theirs[f]])) };
    };

    it.each(['preview', 'commit'] as const)(
      '%s: a row never matches the foreign record and reads like a row of a new one',
      async (mode) => {
        const record = foreign[name];
        // One file per row: rows with the same key in one file would be told apart as duplicates.
        const rowOf = async (row: Record<string, unknown>) => {
          const res = await upload(mode, csvOf(definition, [row]));
          expect(res.statusCode, res.body).toBe(200);
          expect(res.body).not.toMatch(new RegExp(`"id":${record.id}\\b`));
          const [result] = (res.json() as CsvImportResult).rows;
          expect(result.action, res.body).toBe('create');
          return result;
        };
        // Its foreign references read as references to nothing.
        expect((await rowOf(record)).errors).toEqual((await rowOf(withMissingReferences(record))).errors);
        // A row otherwise fine but for a key a foreign record holds gets the neutral refusal, if any.
        for (const texts of Object.values((await rowOf(ownWithForeignKey())).errors ?? {}))
          expect(texts).toEqual(['You are not allowed to do this.']);
        expect(await storedVersion(name, record.id)).toBe(record.version);
      },
    );
  },
);

describe('every route, for every demo role', () => {
  /** The API routes gated by a permission, as the app declared them (server/plugins/authentication.ts). */
  const gatedRoutes = () =>
    t.app.routeAccessTable.flatMap(({ method, url, access }) =>
      url.startsWith('/api/') && method !== 'HEAD' && !access.public && !access.permissions.includes(signedIn)
        ? [{ method, url, permissions: access.permissions }]
        : [],
    );

  it('covers every demo role', () => expect(Object.keys(demoEmails).sort()).toEqual([...roleNames].sort()));

  it('gates every route of a resource with the permissions model/resourceAccess.ts gives the browser', () => {
    const resources = new Set<string>();
    // What's up's memo actions (docs/modules/home.md): every reader of What's up reads and acknowledges the
    // memos of their regions (server/modules/home/memoRoutes.ts checks which), not Settings readers only.
    const memoReaderActions = ['POST /api/memos/:id/read', 'POST /api/memos/:id/acknowledge'];
    // A tool's calibration trips and usage (docs/modules/resource_allocation.md) belong to the Resources tab, not to Settings.
    const toolCalibrationActions = /^\/api\/calibrated_tools\/:id\/(calibration\/send|calibration\/return|calibrations|usage)$/;
    for (const { method, url, permissions } of gatedRoutes()) {
      const resource = url.split('/')[2];
      if (memoReaderActions.includes(`${method} ${url}`)) {
        expect(permissions, `${method} ${url}`).toEqual(['whatsupp_tab']);
        continue;
      }
      if (toolCalibrationActions.test(url)) {
        expect(permissions, `${method} ${url}`).toEqual(method === 'GET' ? ['resources_tab'] : ['resources_write']);
        continue;
      }
      if (!(resource in resourceAccess)) continue;
      resources.add(resource);
      const access = resourceAccess[resource as keyof typeof resourceAccess];
      expect([...permissions].sort(), `${method} ${url}`).toEqual([...(method === 'GET' ? access.read : access.write)].sort());
    }
    expect(resources).toEqual(new Set(Object.keys(resourceAccess)));
  });

  it.each(roleNames.map((role) => [role]))('%s: refuses (403) exactly what the role is not granted', async (role) => {
    const headers = bearer(await t.tokenFor(demoEmails[role]));
    const granted = new Set<string>(defaultRolePermissions[roleIds[role]]);
    const routes = gatedRoutes();
    expect(routes.length).toBeGreaterThan(100);
    for (const { method, url: route, permissions } of routes) {
      // An id nothing has: a granted DELETE or PUT must not destroy the demo data it runs on.
      const url = route.replace(/:(\w+)/g, String(missingId));
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      if (permissions.some((name) => granted.has(name))) {
        expect(res.statusCode, `${method} ${route}: ${res.body}`).not.toBe(403);
        expect(res.statusCode, `${method} ${route}: ${res.body}`).toBeLessThan(500);
      } else {
        expect(res.statusCode, `${method} ${route}: ${res.body}`).toBe(403);
        expect(res.json()).toEqual({ message: 'You are not allowed to do this.' });
      }
    }
  });
});
