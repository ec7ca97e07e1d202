import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../helpers';

/**
 * docs/modules/scheduled.md, "My work offline": actions taken with no network are kept in IndexedDB, sent in the
 * order they were taken with the version the person saw (rebased as their own earlier actions land), and a
 * conflict is kept with the record as it is now, never overwritten. Isolated: the outbox is module state, read
 * again from IndexedDB as after a reload.
 */
type Answer = { status: number; body: unknown };
let server: (method: string, url: string, body: Record<string, unknown>) => Answer;
let sent: { method: string; url: string; body: Record<string, unknown> }[];

function stubNetwork() {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (!navigator.onLine) throw new TypeError('Failed to fetch');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    sent.push({ method, url, body });
    const answer = server(method, url, body);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
}

/** After resetModules the outbox reads a fresh auth module: sign in through that one. */
const signInAs = async (id: number) => (await import('../../../src/providers/authState')).setUser(makeUser({ id }));

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

const offline = () => import('../../../src/components/offline');
const store = () => import('../../../src/components/offline/outbox');
const replay = async () => (await import('../../../src/components/offline/replayOutbox')).replayOutbox();
const decide = () => import('../../../src/components/offline/decideOutboxEntry');

const job = 'activities/12';
const tick = (serviceId: number, version: number) => ({
  record: job,
  request: { method: 'PUT' as const, url: `/api/activities/12/services/${serviceId}`, body: { status: 'done', version } },
  change: { kind: 'service', activity_service_id: serviceId },
});
const start = (version: number) => ({
  record: job,
  request: { method: 'POST' as const, url: '/api/activities/12/status', body: { status: 'in_progress', version } },
  change: { kind: 'status', status: 'in_progress' },
});

beforeEach(async () => {
  vi.resetModules();
  sent = [];
  stubNetwork();
  await signInAs(7);
});
afterEach(async () => {
  const { outboxEntries, removeFromOutbox } = await store();
  await removeFromOutbox(outboxEntries().map((entry) => entry.id));
  vi.restoreAllMocks();
});

describe('the outbox', () => {
  it('sends at once when online, and keeps the action when there is no network', async () => {
    let version = 3;
    server = () => ({ status: 200, body: { id: 12, version: ++version } });
    const { sendOrQueue } = await offline();
    setOnline(true);
    expect(await sendOrQueue(start(3))).toEqual({ queued: false, json: { id: 12, version: 4 } });
    setOnline(false);
    expect(await sendOrQueue(tick(31, 4))).toEqual({ queued: true });
    expect((await store()).outboxEntries()).toMatchObject([{ user_id: 7, record: job, state: 'waiting' }]);
    // Online again, the next action on the same job queues behind the waiting one: the order holds.
    setOnline(true);
    expect(await sendOrQueue(tick(32, 4))).toEqual({ queued: true });
    expect(sent).toHaveLength(1);
  });

  it('survives a reload, and sends in order with the version each earlier action made (start, then tick)', async () => {
    setOnline(false);
    const { sendOrQueue } = await offline();
    await sendOrQueue(start(5));
    await sendOrQueue(tick(31, 5));
    await sendOrQueue(tick(32, 5));

    vi.resetModules(); // the tab is opened again: the outbox is read back from IndexedDB
    await signInAs(7);
    setOnline(true);
    let version = 5;
    server = (_method, _url, body) =>
      body.version === version ? { status: 200, body: { version: ++version } } : { status: 409, body: {} };
    expect(await replay()).toBe(3);
    expect(sent.map(({ method, url, body }) => `${method} ${url} v${String(body.version)}`)).toEqual([
      'POST /api/activities/12/status v5',
      'PUT /api/activities/12/services/31 v6',
      'PUT /api/activities/12/services/32 v7',
    ]);
    expect((await store()).outboxEntries().map((entry) => entry.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('keeps a conflict with the job as it is now, holds the job’s later actions, and sends them once decided', async () => {
    setOnline(false);
    const { sendOrQueue } = await offline();
    await sendOrQueue(tick(31, 5));
    await sendOrQueue(tick(32, 5));
    setOnline(true);
    // A planner changed the job meanwhile: it is at version 9, service 31 marked not required.
    const current = { id: 12, version: 9, services: [{ id: 31, status: 'not_required' }] };
    let version = 9;
    server = (method, _url, body) =>
      method === 'GET'
        ? { status: 200, body: current }
        : body.version === version
          ? { status: 200, body: { version: ++version } }
          : { status: 409, body: { message: 'Changed meanwhile', current: { id: 12, version } } };
    expect(await replay()).toBe(0);
    const [conflict, held] = (await store()).outboxEntries();
    expect(conflict).toMatchObject({ state: 'conflict', problem: { status: 409, message: 'Changed meanwhile', current } });
    expect(held.state).toBe('waiting');
    expect(sent.filter((request) => request.method !== 'GET')).toHaveLength(1);

    // The technician keeps theirs: it goes on version 9, and the held tick follows on the version it made.
    await (await decide()).sendAgain(conflict);
    await replay();
    expect(sent.filter((request) => request.method === 'PUT').map((request) => request.body.version)).toEqual([5, 9, 10]);
    expect((await store()).outboxEntries().map((entry) => entry.state)).toEqual(['sent', 'sent']);
  });

  it('stops without losing anything when the network is still gone or the server is busy', async () => {
    setOnline(false);
    const { sendOrQueue } = await offline();
    await sendOrQueue(start(5));
    setOnline(true);
    server = () => ({ status: 503, body: { message: 'Busy' } });
    expect(await replay()).toBe(0);
    expect((await store()).outboxEntries()).toMatchObject([{ state: 'waiting' }]);
  });

  it('keeps a refusal with the server’s reason; dropping it lets the job’s next action go', async () => {
    setOnline(false);
    const { sendOrQueue } = await offline();
    await sendOrQueue(start(5));
    await sendOrQueue(tick(31, 5));
    setOnline(true);
    server = (_method, url) =>
      url.endsWith('/status')
        ? { status: 422, body: { message: 'Nobody is assigned', errors: {} } }
        : { status: 200, body: { version: 6 } };
    await replay();
    const [refused] = (await store()).outboxEntries();
    expect(refused).toMatchObject({ state: 'refused', problem: { status: 422, message: 'Nobody is assigned' } });
    await (await decide()).discard(refused);
    await replay();
    expect((await store()).outboxEntries()).toMatchObject([{ state: 'sent', request: { url: '/api/activities/12/services/31' } }]);
  });

  it('replays only the signed-in person’s actions', async () => {
    setOnline(false);
    const { sendOrQueue } = await offline();
    await sendOrQueue(start(5));
    await signInAs(8);
    setOnline(true);
    server = () => ({ status: 200, body: { version: 6 } });
    expect(await replay()).toBe(0);
    expect(sent).toEqual([]);
  });
});
