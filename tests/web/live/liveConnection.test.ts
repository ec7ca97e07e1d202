import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../../model/live';
import { getDialog, closeDialog } from '../../../src/layout/dialogs/dialogStore';
import { connectLiveEvents } from '../../../src/live/liveConnection';
import type { LiveStatus } from '../../../src/live/liveContext';
import { reconnectDelay } from '../../../src/live/reconnectDelay';
import { makeUser, mockFetch, signIn } from '../helpers';
import { fakeEventServer, type FakeEventServer } from './fakeEventStream';

let server: FakeEventServer;
let events: LiveEvent[];
let statuses: LiveStatus[];
let resumed: number;
let stop: () => void;

const flush = () => vi.advanceTimersByTimeAsync(0);

function connect() {
  stop = connectLiveEvents({
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    onResumed: () => resumed++,
  });
  return flush();
}

beforeEach(() => {
  vi.useFakeTimers();
  // No jitter: the waits below are exact.
  vi.spyOn(Math, 'random').mockReturnValue(0);
  signIn(makeUser());
  mockFetch({});
  server = fakeEventServer();
  events = [];
  statuses = [];
  resumed = 0;
});

afterEach(() => {
  stop?.();
  closeDialog();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the live events stream', () => {
  it('sends the bearer token, and parses events however the bytes are cut, skipping heartbeats', async () => {
    await connect();
    expect(server.last.headers.get('Authorization')).toBe('Bearer test-token');
    expect(server.last.headers.get('Accept')).toBe('text/event-stream');
    expect(server.last.headers.has('Last-Event-ID')).toBe(false);
    expect(statuses).toEqual(['connecting', 'live']);

    server.last.write('retry: 3000\n\n: ping\n\n');
    server.last.write('id: 7\nevent: live\ndata: {"id":7,"topic":"notif');
    server.last.write('ications","region_id":null,"user_id":1,"data":{}}\n\nid: 8\nevent: other\ndata: {}\n\n');
    server.last.send({ id: 9, topic: 'activities', region_id: 10, data: { local_date: '2026-07-01' } });
    await flush();
    expect(events.map((event) => [event.id, event.topic])).toEqual([
      [7, 'notifications'],
      [9, 'activities'],
    ]);
    expect(events[1].data).toEqual({ local_date: '2026-07-01' });
  });

  it('reconnects after a drop with the last id seen, waiting the server’s retry; the screens are told to catch up', async () => {
    await connect();
    server.last.write('retry: 3000\n\n');
    server.last.send({ id: 41, topic: 'notifications' });
    server.last.send({ id: 42, topic: 'notifications' });
    await flush();
    expect(resumed).toBe(0);

    server.last.end();
    await flush();
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(server.streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.streams).toHaveLength(2);
    expect(server.last.headers.get('Last-Event-ID')).toBe('42');
    expect(statuses.at(-1)).toBe('live');
    expect(resumed).toBe(1);
  });

  it('backs off 1 s doubling to 30 s while the server refuses, and starts over once it answers', async () => {
    server.refuseNext(503, 503, 503, 503, 503, 503, 503);
    await connect();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt++) {
      const before = server.streams.length;
      let waited = 0;
      while (server.streams.length === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(statuses.at(-1)).toBe('live');
    expect(resumed).toBe(1);
    // The one that answered resets the backoff: the next drop waits 1 s again.
    server.last.end();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.streams).toHaveLength(9);
  });

  it('never waits less than the server asks', () => {
    expect(reconnectDelay(0, 3_000, () => 0)).toBe(3_000);
    expect(reconnectDelay(3, 3_000, () => 0)).toBe(8_000);
    expect(reconnectDelay(10, undefined, () => 0)).toBe(30_000);
    expect(reconnectDelay(0, undefined, () => 0.999)).toBeLessThanOrEqual(1_200);
  });

  it('stops for good on 401 — no reconnection loop — and lets the sign-in flow take over', async () => {
    server.refuseNext(401);
    await connect();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.streams).toHaveLength(1);
    expect(statuses.at(-1)).toBe('connecting');
    expect(getDialog()).toEqual({ kind: 'tokenExpired' });
  });

  it('stops for good on 403', async () => {
    server.refuseNext(403);
    await connect();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.streams).toHaveLength(1);
    expect(getDialog()).toBeNull();
  });

  it('reconnects at once when the browser comes back online', async () => {
    server.refuseNext(503, 503, 503, 503, 503);
    await connect();
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000);
    expect(server.streams).toHaveLength(5);
    // The next try is 16 s away; the network is back now.
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(server.streams).toHaveLength(6);
    expect(statuses.at(-1)).toBe('live');
  });

  it('treats a stream without heartbeats for 45 s as dead', async () => {
    await connect();
    await vi.advanceTimersByTimeAsync(40_000);
    server.last.write(': ping\n\n');
    await vi.advanceTimersByTimeAsync(40_000);
    expect(server.streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.streams[0].cancelled).toBe(true);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.streams).toHaveLength(2);
  });

  it('closes the stream on stop and does not come back', async () => {
    await connect();
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.streams).toHaveLength(1);
    expect(server.streams[0].cancelled).toBe(true);
  });
});
