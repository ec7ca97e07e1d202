import http from 'node:http';
import { createParser } from 'eventsource-parser';
import type { LiveEvent } from '../../model/live';

/** One server-sent message: an event's fields, a `retry:` line, or a comment (the heartbeat). */
export interface SseMessage {
  /** When it was parsed (performance.now()): the benchmark's arrival time. */
  at?: number;
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

/**
 * A small client of `GET /api/events` for the live tests and the live-events benchmark: feeds the
 * `text/event-stream` chunks to eventsource-parser (the browser's parser too) as messages.
 */
function sseParser(onMessage: (message: SseMessage) => void): (chunk: string) => void {
  const parser = createParser({
    onEvent: ({ id, event, data }) => onMessage({ id, event, data, at: performance.now() }),
    onRetry: (retry) => onMessage({ retry }),
    onComment: (comment) => onMessage({ comment: comment.trim() }),
  });
  return (chunk) => parser.feed(chunk);
}

export interface SseConnection {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Everything received so far, in order. */
  messages: SseMessage[];
  /** The live events received so far (the `data:` of each `event: live`). */
  events(): LiveEvent[];
  /** Waits for a message, already received or to come, that matches. */
  next(match: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Waits for a live event that matches. */
  nextEvent(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  /** Waits for a live event that matches and says when it arrived (performance.now()). */
  arrival(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<number>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The body of a non-stream answer (401, 422 …). */
  body(): string;
  close(): void;
}

/** Each message's event, parsed once however often waiters look at it. */
const parsed = new WeakMap<SseMessage, LiveEvent | null>();
function eventOf(message: SseMessage): LiveEvent | null {
  if (!parsed.has(message)) parsed.set(message, message.event === 'live' && message.data ? (JSON.parse(message.data) as LiveEvent) : null);
  return parsed.get(message)!;
}
const matchesEvent = (message: SseMessage, match: (event: LiveEvent) => boolean) => {
  const event = eventOf(message);
  return event !== null && match(event);
};

/** Opens `GET url` and reads it as an event stream (or collects the body of an error answer). */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
    request.on('error', reject);
    request.on('response', (response) => {
      const messages: SseMessage[] = [];
      const waiters = new Set<() => void>();
      let text = '';
      const parse = sseParser((message) => {
        messages.push(message);
        for (const wake of [...waiters]) wake();
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        parse(chunk);
      });
      const ended = new Promise<void>((done) => response.on('close', () => done()));
      let closed = false;
      // A closed stream wakes every waiter, which then fails instead of waiting out its timeout.
      void ended.then(() => {
        closed = true;
        for (const wake of [...waiters]) wake();
      });

      const next = (match: (message: SseMessage) => boolean, timeoutMs = 5_000) =>
        new Promise<SseMessage>((found, fail) => {
          const check = () => {
            const hit = messages.find(match);
            if (hit) return finish(() => found(hit));
            if (closed) finish(() => fail(new Error(`the stream ended; received: ${JSON.stringify(messages)}`)));
          };
          const timer = setTimeout(
            () => finish(() => fail(new Error(`nothing matching within ${timeoutMs} ms; received: ${JSON.stringify(messages)}`))),
            timeoutMs,
          );
          const finish = (settle: () => void) => {
            clearTimeout(timer);
            waiters.delete(check);
            settle();
          };
          waiters.add(check);
          check();
        });

      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        messages,
        events: () => messages.map(eventOf).filter((event): event is LiveEvent => event !== null),
        next,
        nextEvent: async (match, timeoutMs) => eventOf(await next((message) => matchesEvent(message, match), timeoutMs))!,
        arrival: async (match, timeoutMs) => (await next((message) => matchesEvent(message, match), timeoutMs)).at!,
        ended,
        body: () => text,
        close: () => request.destroy(),
      });
    });
  });
}
