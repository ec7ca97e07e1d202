import type { LiveEvent } from '../../../model/live';

/** One `GET /api/events` the page opened: what it sent, and the server's end of its stream. */
export interface FakeStream {
  headers: Headers;
  /** Raw SSE text, as the server would write it (may be part of an event). */
  write(text: string): void;
  /** One live event in the wire format of GET /api/events: id, `event: live`, JSON data. */
  send(event: Partial<LiveEvent> & Pick<LiveEvent, 'id' | 'topic'>): void;
  /** The server ends the response (a restart, a deploy). */
  end(): void;
  /** The page closed it (aborted or cancelled the read). */
  readonly cancelled: boolean;
}

/**
 * A fetch double for the live stream: `/api/events` answers a ReadableStream the test writes
 * to (or a refusal queued with `refuseNext`); every other URL goes to the fetch installed
 * before (tests/web/helpers mockFetch), so screens load their data as usual.
 */
export function fakeEventServer() {
  const fallback = globalThis.fetch;
  const streams: FakeStream[] = [];
  const refusals: number[] = [];
  const encoder = new TextEncoder();

  const open = (headers: Headers, signal: AbortSignal | undefined): Response => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let closed = false;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
      cancel: () => {
        closed = true;
        stream.cancelled = true;
      },
    });
    const stream = {
      headers,
      cancelled: false,
      write(text: string) {
        if (!closed) controller.enqueue(encoder.encode(text));
      },
      send(event: Partial<LiveEvent> & Pick<LiveEvent, 'id' | 'topic'>) {
        const full: LiveEvent = { region_id: null, user_id: null, data: {}, ...event };
        this.write(`id: ${full.id}\nevent: live\ndata: ${JSON.stringify(full)}\n\n`);
      },
      end() {
        if (closed) return;
        closed = true;
        controller.close();
      },
    };
    // The page gave up on it (stop, a stall): the server sees the connection close.
    signal?.addEventListener('abort', () => {
      stream.cancelled = true;
      stream.end();
    });
    streams.push(stream);
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  };

  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input).split('?')[0] !== '/api/events') return fallback(input, init);
    const headers = new Headers(init.headers);
    const refusal = refusals.shift();
    if (refusal !== undefined) {
      streams.push({ headers, write() {}, send() {}, end() {}, cancelled: true });
      return new Response(JSON.stringify({ message: 'refused' }), { status: refusal, headers: { 'Content-Type': 'application/json' } });
    }
    return open(headers, init.signal ?? undefined);
  };

  return {
    /** Every connection attempt so far, refused ones included. */
    streams,
    /** The latest connection. */
    get last(): FakeStream {
      return streams[streams.length - 1];
    },
    /** The next connection attempts answer these statuses, in order. */
    refuseNext(...statuses: number[]) {
      refusals.push(...statuses);
    },
  };
}

export type FakeEventServer = ReturnType<typeof fakeEventServer>;

/** An `activities` event of the contract's shape. */
export function activitiesEvent(
  id: number,
  data: { local_date: string; activity_ids?: number[] | null; station_ids?: number[] },
  regionId = 10,
): LiveEvent {
  return { id, topic: 'activities', region_id: regionId, user_id: null, data: { station_ids: [3], activity_ids: null, ...data } };
}
