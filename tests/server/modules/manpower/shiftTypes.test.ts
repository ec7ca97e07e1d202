import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../helper';

/** Shift types (docs/modules/manpower.md), a resource of the generic CRUD engine, validated by kind. */
let t: TestApp;
let supervisor: Record<string, string>;
let planner: Record<string, string>;
let viewer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  [supervisor, planner, viewer] = await Promise.all(
    ['supervisor@tarmac.test', 'planner@tarmac.test', 'viewer@tarmac.test'].map(async (email) => bearer(await t.tokenFor(email))),
  );
});
afterAll(() => t.close());

const create = (headers: Record<string, string>, body: Record<string, unknown>) => t.send('POST', '/api/shift_types', headers, body);
const early = { code: 'e2', name: 'Early two', kind: 'work', start_time: '05:00', end_time: '13:00', paid_minutes: 450, colour: '#00897b' };

describe('/api/shift_types', () => {
  it('a supervisor creates a working shift; its code is upper-cased', async () => {
    const res = await create(supervisor, early);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ code: 'E2', kind: 'work', start_time: '05:00:00', end_time: '13:00:00', active: true, version: 1 });
  });

  it('a night shift may end before it starts (the next morning)', async () => {
    expect((await create(supervisor, { ...early, code: 'N2', start_time: '21:00', end_time: '05:00' })).statusCode).toBe(201);
  });

  it('refuses a working shift without times, and a day off with times, naming each field', async () => {
    const noTimes = await create(supervisor, { ...early, code: 'W9', start_time: null, end_time: undefined });
    expect(noTimes.statusCode).toBe(422);
    expect(Object.keys(noTimes.json().errors).sort()).toEqual(['end_time', 'start_time']);
    const offWithTimes = await create(supervisor, { ...early, code: 'O9', kind: 'off', paid_minutes: 0 });
    expect(offWithTimes.statusCode).toBe(422);
    expect(Object.keys(offWithTimes.json().errors).sort()).toEqual(['end_time', 'start_time']);
    expect((await create(supervisor, { code: 'L9', name: 'Parental leave', kind: 'leave', paid_minutes: 0 })).statusCode).toBe(201);
  });

  it('checks the kind against the times of the record as it would be after an update', async () => {
    const made = (await create(supervisor, { ...early, code: 'T9' })).json();
    const res = await t.send('PUT', `/api/shift_types/${made.id}`, supervisor, { kind: 'sick', version: made.version });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['end_time', 'start_time']);
  });

  it('refuses a code in use, a code that is not 1–4 capitals or digits, and paid minutes over a day', async () => {
    expect((await create(supervisor, { ...early, code: 'D' })).statusCode).toBe(422);
    expect(Object.keys((await create(supervisor, { ...early, code: 'DAY-1' })).json().errors)).toEqual(['code']);
    expect(Object.keys((await create(supervisor, { ...early, code: 'P9', paid_minutes: 1441 })).json().errors)).toEqual(['paid_minutes']);
  });

  it('a shift type on the roster cannot be deleted (409); an unused one can', async () => {
    const list = (await t.send('GET', '/api/shift_types?filter=%7B%22q%22%3A%22Day%22%7D', supervisor)).json() as {
      id: number;
      code: string;
    }[];
    const day = list.find((s) => s.code === 'D')!;
    expect((await t.send('DELETE', `/api/shift_types/${day.id}`, supervisor)).statusCode).toBe(409);
    const unused = (await create(supervisor, { ...early, code: 'U9' })).json();
    expect((await t.send('DELETE', `/api/shift_types/${unused.id}`, supervisor)).statusCode).toBe(200);
  });

  it('a planner reads them (manpower_tab) but may not write; a viewer may not read', async () => {
    expect((await t.send('GET', '/api/shift_types', planner)).statusCode).toBe(200);
    expect((await create(planner, { ...early, code: 'X9' })).statusCode).toBe(403);
    expect((await t.send('GET', '/api/shift_types', viewer)).statusCode).toBe(403);
  });
});
