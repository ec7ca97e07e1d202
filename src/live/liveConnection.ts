import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { liveEventName, type LiveEvent } from '../../model/live';
import { reportHttpFailure } from '../providers/httpFailure';
import { requestHeaders } from '../providers/requestHeaders';
import type { LiveStatus } from './liveContext';
import { liveTiming, reconnectDelay } from './reconnectDelay';

export interface LiveConnectionOptions {
  onEvent(event: LiveEvent): void;
  onStatus(status: LiveStatus): void;
  /** A stream opened again after a lost or failed one: what happened meanwhile may be missing. */
  onResumed(): void;
}

export const liveEventsUrl = '/api/events';

/**
 * The tab's one stream of `GET /api/events`, kept open until `stop()`.
 *
 * fetch and not EventSource: EventSource cannot send the `Authorization: Bearer` header every
 * API call carries. So this does what EventSource would: parse the SSE text, remember the last
 * id and send it back as `Last-Event-ID` so the server replays what the gap missed, and
 * reconnect after a drop — with a backoff (reconnectDelay), at once when the browser comes back
 * online, and when the heartbeats stop (a phone that changed networks keeps a dead socket open).
 * 401 / 403 end it for good: the token is gone, and the sign-in flow takes over.
 */
export function connectLiveEvents(options: LiveConnectionOptions): () => void {
  let stopped = false;
  let attempts = 0;
  let failures = 0;
  let lastEventId: string | undefined;
  let serverRetryMs: number | undefined;
  let current: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stallTimer: ReturnType<typeof setTimeout> | undefined;

  const abortCurrent = () => {
    clearTimeout(stallTimer);
    current?.abort();
    current = null;
  };
  const watchForStall = (connection: AbortController) => {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => connection.abort(), liveTiming.stallMs);
  };

  const parserFor = () =>
    createParser({
      onRetry: (ms) => {
        serverRetryMs = ms;
      },
      onEvent: (message: EventSourceMessage) => {
        if (message.id) lastEventId = message.id;
        if (message.event !== liveEventName) return;
        let event: LiveEvent;
        try {
          event = JSON.parse(message.data) as LiveEvent;
        } catch {
          return; // not ours to understand; the next one may be
        }
        options.onEvent(event);
      },
    });

  async function connect(): Promise<void> {
    retryTimer = undefined;
    const connection = new AbortController();
    current = connection;
    const resuming = attempts++ > 0;
    watchForStall(connection);
    try {
      const headers = requestHeaders({ Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) });
      // Low priority: the stream never "finishes", and must not count as the page's critical work.
      const response = await fetch(liveEventsUrl, { headers, signal: connection.signal, cache: 'no-store', priority: 'low' });
      if (response.status === 401 || response.status === 403) {
        if (response.status === 401) reportHttpFailure({ status: 401, contentType: '', text: '' });
        stop();
        options.onStatus('connecting');
        return;
      }
      if (!response.ok || !response.body) throw new Error(`live events answered ${response.status}`);
      failures = 0;
      options.onStatus('live');
      if (resuming) options.onResumed();
      await read(response.body, connection);
    } catch {
      // A refused, dropped or stalled stream: all end in a reconnection below.
    }
    if (stopped || connection !== current) return;
    abortCurrent();
    options.onStatus('reconnecting');
    retryTimer = setTimeout(() => void connect(), reconnectDelay(failures++, serverRetryMs));
  }

  async function read(body: ReadableStream<Uint8Array>, connection: AbortController): Promise<void> {
    const parser = parserFor();
    const decoder = new TextDecoder();
    const reader = body.getReader();
    // Aborting (stop, stall) ends the read even where the body ignores the fetch's signal.
    connection.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
    watchForStall(connection);
    for (;;) {
      const { done, value } = await reader.read();
      if (done || connection.signal.aborted) return;
      watchForStall(connection);
      parser.feed(decoder.decode(value, { stream: true }));
    }
  }

  // Back online: no need to sit out the rest of a 30 s backoff.
  const reconnectNow = () => {
    if (stopped || retryTimer === undefined) return;
    clearTimeout(retryTimer);
    failures = 0;
    void connect();
  };

  function stop(): void {
    stopped = true;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    abortCurrent();
    window.removeEventListener('online', reconnectNow);
  }

  window.addEventListener('online', reconnectNow);
  options.onStatus('connecting');
  void connect();
  return stop;
}
