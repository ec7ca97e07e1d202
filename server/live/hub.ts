import { mayHear, type LiveEvent } from '../../model/live';
import type { LiveAudience } from './liveEventQueries';

/** Where the hub reads events from (server/live/liveEventQueries.ts; a fake in the hub's tests). */
export interface LiveEventSource {
  latestId(): Promise<number>;
  /** Events with an id above `afterId` or among `ids`, in id order. */
  since(afterId: number, ids: readonly number[]): Promise<LiveEvent[]>;
}

/** An open stream, as the hub sees it. */
export interface LiveSubscriber {
  /** Who listens; a stream updates it when it re-reads its session. */
  readonly audience: LiveAudience;
  deliver(event: LiveEvent): void;
  /** The server is shutting down. */
  close(): void;
}

/**
 * A transaction takes its event id when it publishes and commits later, so a newer id can be read
 * before an older one exists: the ids skipped are "gaps", read again with every batch until they
 * appear. One that never does (rolled back) is forgotten after this long.
 */
const gapLifetimeMs = 10 * 60_000;
const maxGaps = 10_000;
/** A jump bigger than this is not counted as gaps: nothing has that many transactions in flight. */
const maxGapSpan = 1_000;
/** Ids delivered lately: a late notification of one of them is not read again. */
const recentCapacity = 10_000;
const retryMs = 1_000;

/**
 * One per API process (server/live/hubPlugin.ts): hears `tarmac_live_event` notifications (the
 * event id), reads the events it has not seen in one query per batch, and hands each to the open
 * streams whose audience may hear it. Every event is delivered once, in id order within a batch.
 * A notification, a (re)connection of the listener or a failed read all lead to the same catch-up:
 * "everything above the last id seen, and the gaps below it".
 */
export class LiveHub {
  readonly #source: LiveEventSource;
  readonly #onError: (error: unknown) => void;
  readonly #now: () => number;
  readonly #subscribers = new Set<LiveSubscriber>();
  #lastSeen = 0;
  /** Whether #lastSeen holds the newest id found at start (until then, nothing is streamed). */
  #started = false;
  readonly #gaps = new Map<number, number>();
  readonly #recent = new Set<number>();
  /** Notified ids below the last seen that are neither gaps nor recent (a gap given up on too early). */
  readonly #wanted = new Set<number>();
  #due = false;
  #pumping: Promise<void> | null = null;
  #retryTimer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(source: LiveEventSource, options: { onError: (error: unknown) => void; now?: () => number }) {
    this.#source = source;
    this.#onError = options.onError;
    this.#now = options.now ?? Date.now;
  }

  /** Streams what is published from now on (a resumed stream replays the rest itself). */
  async start(): Promise<void> {
    // A database that cannot answer now must not stop the server starting: the read is retried.
    this.catchUp();
    await this.idle();
  }

  get streamCount(): number {
    return this.#subscribers.size;
  }

  /** The newest event id this process has read. */
  get lastSeenId(): number {
    return this.#lastSeen;
  }

  /** Whether event `id` is still to be read (above the last seen, or a gap): a resumed stream that replayed it drops it then. */
  willDeliver(id: number): boolean {
    return id > this.#lastSeen || this.#gaps.has(id);
  }

  subscribe(subscriber: LiveSubscriber): () => void {
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  /** A NOTIFY on the channel: its payload is the new event's id. */
  notified(payload: string): void {
    const id = Number(payload);
    if (Number.isSafeInteger(id) && id > 0 && id <= this.#lastSeen && !this.#gaps.has(id)) {
      if (this.#recent.has(id)) return;
      this.#wanted.add(id);
    }
    this.catchUp();
  }

  /** Reads whatever has not been seen yet; calls made while a read is under way share the next one. */
  catchUp(): void {
    if (this.#stopped) return;
    this.#due = true;
    this.#pumping ??= this.#pump();
  }

  /** Resolves once no read is under way (tests and the benchmark wait on it). */
  async idle(): Promise<void> {
    while (this.#pumping) await this.#pumping;
  }

  /** Ends every open stream: they would otherwise hold the server's close open. */
  closeStreams(): void {
    for (const subscriber of [...this.#subscribers]) subscriber.close();
    this.#subscribers.clear();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retryTimer);
    await this.idle();
  }

  async #pump(): Promise<void> {
    try {
      while (this.#due && !this.#stopped) {
        this.#due = false;
        this.#forgetOldGaps();
        const wanted = [...this.#wanted];
        this.#wanted.clear();
        let events: LiveEvent[];
        try {
          if (!this.#started) {
            this.#lastSeen = await this.#source.latestId();
            this.#started = true;
            continue;
          }
          events = await this.#source.since(this.#lastSeen, [...this.#gaps.keys(), ...wanted]);
        } catch (error) {
          for (const id of wanted) this.#wanted.add(id);
          this.#onError(error);
          this.#retryLater();
          return;
        }
        for (const event of events) this.#accept(event);
      }
    } finally {
      this.#pumping = null;
    }
  }

  #accept(event: LiveEvent): void {
    const id = Number(event.id);
    if (id > this.#lastSeen) {
      // An empty table at start (lastSeen 0) says nothing about which ids are in flight.
      if (this.#lastSeen > 0)
        for (let gap = Math.max(this.#lastSeen + 1, id - maxGapSpan); gap < id; gap++) this.#gaps.set(gap, this.#now());
      this.#lastSeen = id;
    } else if (!this.#gaps.delete(id) && this.#recent.has(id)) {
      return;
    }
    this.#remember(id);
    for (const subscriber of this.#subscribers) if (mayHear(event, subscriber.audience)) subscriber.deliver(event);
  }

  #remember(id: number): void {
    this.#recent.add(id);
    if (this.#recent.size > recentCapacity) this.#recent.delete(this.#recent.values().next().value!);
  }

  #forgetOldGaps(): void {
    const oldest = this.#now() - gapLifetimeMs;
    for (const [id, noticedAt] of this.#gaps) {
      if (noticedAt >= oldest && this.#gaps.size <= maxGaps) break;
      this.#gaps.delete(id);
    }
  }

  #retryLater(): void {
    clearTimeout(this.#retryTimer);
    this.#retryTimer = setTimeout(() => this.catchUp(), retryMs);
    this.#retryTimer.unref();
  }
}
