import type { ServerResponse } from 'node:http';
import type { LiveEvent } from '../../model/live';
import type { LiveSubscriber } from './hub';
import type { LiveAudience } from './liveEventQueries';
import { sseDrainRetry, sseEvent, sseHeartbeat, sseRetry } from './sseFormat';

export interface LiveStreamOptions {
  heartbeatMs: number;
  /** Who listens now (memberships change); null once the session has ended (signed out, revoked, deactivated). */
  recheck(): Promise<LiveAudience | null>;
  onError(error: unknown): void;
}

/** A browser that reads slower than this much piles up is cut off; it resumes with Last-Event-ID. */
const maxBufferedBytes = 1024 * 1024;
/** A resumed stream's missed events are read this many at a time. */
export const replayPageSize = 500;

/**
 * One browser's `GET /api/events` on the raw response (the route hijacked it): the retry line,
 * events as the hub delivers them, and a heartbeat that also re-reads the session, so a stream
 * ends within one beat of its user signing out and follows their region memberships and permissions.
 */
export class LiveStream implements LiveSubscriber {
  audience: LiveAudience;
  readonly #response: ServerResponse;
  readonly #options: LiveStreamOptions;
  /** Live events that arrive while missed ones are replayed, sent after them. */
  #held: LiveEvent[] | null = null;
  /** Replayed events the hub has not read yet: it will deliver them once more, and they are dropped then. */
  readonly #replayedAhead = new Set<number>();
  #timer: NodeJS.Timeout | undefined;
  #checking = false;
  #closed = false;
  readonly #whenClosed: (() => void)[] = [];

  constructor(response: ServerResponse, audience: LiveAudience, options: LiveStreamOptions) {
    this.#response = response;
    this.audience = audience;
    this.#options = options;
    response.on('close', () => this.#ended());
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Runs once the stream is over, whoever ended it. */
  onClosed(callback: () => void): void {
    if (this.#closed) callback();
    else this.#whenClosed.push(callback);
  }

  /** Sends the head and the retry line, and starts the heartbeat. */
  open(headers: Record<string, string | number | string[]>): void {
    this.#response.writeHead(200, headers);
    this.#write(sseRetry);
    this.#timer = setInterval(() => void this.#beat(), this.#options.heartbeatMs);
    this.#timer.unref();
  }

  deliver(event: LiveEvent): void {
    if (this.#held) this.#held.push(event);
    else if (!this.#replayedAhead.delete(Number(event.id))) this.#write(sseEvent(event));
  }

  /**
   * Sends the events after `afterId` that `read` finds (page by page, oldest first), then the live
   * ones delivered meanwhile that the replay did not already carry. Subscribe before calling it:
   * an event committed during the replay is then either read or held, never lost. `hubWillDeliver`
   * says which replayed ids the hub has yet to read (committed after its last read): those will
   * come again and are not sent twice.
   */
  async replay(
    read: (afterId: number, limit: number) => Promise<LiveEvent[]>,
    afterId: number,
    hubWillDeliver: (id: number) => boolean,
  ): Promise<void> {
    this.#held = [];
    const sent = new Set<number>();
    try {
      for (let after = afterId; !this.#closed;) {
        const page = await read(after, replayPageSize);
        for (const event of page) {
          sent.add(Number(event.id));
          this.#write(sseEvent(event));
        }
        if (page.length < replayPageSize) break;
        after = Number(page.at(-1)!.id);
        await this.#drained();
      }
    } finally {
      const held = this.#held;
      this.#held = null;
      for (const event of held) if (!sent.delete(Number(event.id))) this.deliver(event);
      for (const id of sent) if (hubWillDeliver(id)) this.#replayedAhead.add(id);
    }
  }

  /** The session ended: the browser gets the end of the stream (and a 401 when it reconnects). */
  end(): void {
    if (this.#closed) return;
    this.#response.end();
    this.#ended();
  }

  /**
   * The server shuts down: a short retry hint sends the browser to another node at once, then the
   * connection is ended and dropped, as it would otherwise be kept alive.
   */
  close(): void {
    if (this.#closed) return;
    this.#response.end(sseDrainRetry(), () => this.#response.destroy());
    this.#ended();
  }

  #write(chunk: string): void {
    if (this.#closed) return;
    if (!this.#response.write(chunk) && this.#response.writableLength > maxBufferedBytes) {
      this.#response.destroy();
      this.#ended();
    }
  }

  #drained(): Promise<void> {
    if (this.#closed || !this.#response.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.#response.off('drain', done);
        this.#response.off('close', done);
        resolve();
      };
      this.#response.on('drain', done);
      this.#response.on('close', done);
    });
  }

  async #beat(): Promise<void> {
    this.#write(sseHeartbeat);
    if (this.#checking || this.#closed) return;
    this.#checking = true;
    try {
      const audience = await this.#options.recheck();
      if (audience) this.audience = audience;
      else this.end();
    } catch (error) {
      // The database is unreachable: keep streaming, and ask again on the next beat.
      this.#options.onError(error);
    } finally {
      this.#checking = false;
    }
  }

  #ended(): void {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#timer);
    for (const callback of this.#whenClosed.splice(0)) callback();
  }
}
