import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * The request rate limit counted across every node on the database (docs/security.md, "Rate
 * limits"), without a query per request: each node counts hits in memory and, every `intervalMs`
 * — sooner for a key that has `shareOfLimit` of its limit unsent — adds them to the shared row of
 * the key and window in ONE upsert for all keys, which answers each key's total across the nodes.
 * A request is decided at once on that last-known total plus this node's hits since, so a node
 * learns the others' hits at most one flush late: over the limit, each OTHER node may have let
 * through what it counted in one interval (never more than `shareOfLimit` of the limit per key)
 * plus what arrived during one upsert's round trip. Windows are fixed: floor(now / window length).
 *
 * The same code runs on PGlite (one node): it costs a few upserts a second and keeps one path.
 * Should the database fail, the node goes on with what it counted itself (a per-node limit) and
 * sends those hits with the next flush.
 */
export interface SharedHitsOptions {
  intervalMs: number;
  shareOfLimit: number;
}

export const sharedHitsDefaults: SharedHitsOptions = { intervalMs: 250, shareOfLimit: 0.05 };

/** Rows of windows over are deleted by each node at most this often (cheap: the table holds about two windows). */
const cleanupEveryMs = 60_000;

interface KeyCount {
  window: number;
  windowEnd: number;
  /** The total across the nodes at the last flush, this node's hits included. */
  shared: number;
  /** Hits in the upsert under way. */
  sending: number;
  /** Hits since. */
  pending: number;
}

interface Hits {
  key: string;
  window: number;
  hits: number;
  expires_ms: number;
}

export interface RateCount {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

export class SharedHitCounter {
  private readonly counts = new Map<string, KeyCount>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private flushAgain = false;
  private closed = false;
  private failing = false;
  private lastCleanup = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: SharedHitsOptions = sharedHitsDefaults,
  ) {}

  /** Counts one hit and answers the key's count in its window as this node knows it. */
  hit(key: string, timeWindow: number, max: number, now = Date.now()): RateCount {
    const count = this.countOf(key, timeWindow, now, true)!;
    count.pending++;
    this.schedule(count.pending >= Math.max(1, Math.ceil(max * this.options.shareOfLimit)));
    return { current: count.shared + count.sending + count.pending, ttl: count.windowEnd - now };
  }

  /** The count without a hit (`{ increment: false }`). */
  peek(key: string, timeWindow: number, now = Date.now()): RateCount {
    const count = this.countOf(key, timeWindow, now, false);
    return count ? { current: count.shared + count.sending + count.pending, ttl: count.windowEnd - now } : { current: 0, ttl: 0 };
  }

  /** Sends what is counted and waits for it; the flushes after it keep running until close(). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.send();
  }

  /** Sends the last hits (the other nodes go on counting them) and stops. */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
    clearTimeout(this.timer);
  }

  private countOf(key: string, timeWindow: number, now: number, create: boolean): KeyCount | undefined {
    const window = Math.floor(now / timeWindow);
    const count = this.counts.get(key);
    if (count?.window === window) return count;
    if (!create) return undefined;
    // A new window starts from nothing; hits of the old one still unsent no longer matter.
    const fresh = { window, windowEnd: (window + 1) * timeWindow, shared: 0, sending: 0, pending: 0 };
    this.counts.set(key, fresh);
    return fresh;
  }

  private schedule(urgent: boolean): void {
    if (this.closed) return;
    if (this.flushing) {
      this.flushAgain ||= urgent;
      return;
    }
    if (urgent) {
      clearTimeout(this.timer);
      this.timer = undefined;
      void this.send();
    } else {
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        void this.send();
      }, this.options.intervalMs).unref();
    }
  }

  private async send(): Promise<void> {
    const now = Date.now();
    const batch: Hits[] = [];
    for (const [key, count] of this.counts) {
      if (count.pending > 0) {
        batch.push({ key, window: count.window, hits: count.pending, expires_ms: count.windowEnd });
        count.sending += count.pending;
        count.pending = 0;
      } else if (count.sending === 0 && count.windowEnd <= now) {
        this.counts.delete(key);
      }
    }
    if (batch.length === 0) return;
    // The same order on every node: two upserts of the same keys lock their rows in one order, never crosswise.
    batch.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.window - b.window));
    this.flushing = this.upsert(batch, now);
    try {
      await this.flushing;
    } finally {
      this.flushing = undefined;
    }
    if (this.closed) return;
    const urgent = this.flushAgain;
    this.flushAgain = false;
    if ([...this.counts.values()].some((count) => count.pending > 0)) this.schedule(urgent);
  }

  private async upsert(batch: Hits[], now: number): Promise<void> {
    let totals: Map<string, number> | undefined;
    try {
      const { rows } = (await this.db.execute(sql`
        insert into rate_limit_hits (key, "window", hits, expires_at)
        select key, "window", hits, to_timestamp(expires_ms / 1000.0)
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(key text, "window" integer, hits integer, expires_ms float8)
        on conflict (key, "window") do update set hits = rate_limit_hits.hits + excluded.hits
        returning key, "window", hits`)) as unknown as { rows: { key: string; window: number; hits: number }[] };
      totals = new Map(rows.map((row) => [`${row.window}:${row.key}`, Number(row.hits)]));
      if (this.failing) this.log.info('the shared rate limit reaches the database again');
      this.failing = false;
    } catch (error) {
      if (!this.failing)
        this.log.warn({ err: error }, 'the shared rate limit cannot reach the database: each node counts alone until it can');
      this.failing = true;
    }
    for (const sent of batch) {
      const count = this.counts.get(sent.key);
      if (count?.window !== sent.window) continue;
      count.sending -= sent.hits;
      const total = totals?.get(`${sent.window}:${sent.key}`);
      if (total === undefined) count.pending += sent.hits;
      else count.shared = total;
    }
    if (totals && now - this.lastCleanup >= cleanupEveryMs) {
      this.lastCleanup = now;
      await this.db.execute(sql`delete from rate_limit_hits where expires_at < now()`).catch(() => {});
    }
  }
}

/** The store @fastify/rate-limit builds (`new Store(options)`), counting through `counter`. */
export function sharedRateLimitStore(counter: SharedHitCounter): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: RateCount) => void, timeWindow: number, max: number): void {
      callback(null, counter.hit(this.prefix + key, timeWindow, max));
    }

    read(key: string, callback: (error: Error | null, result?: RateCount) => void, timeWindow: number): void {
      callback(null, counter.peek(this.prefix + key, timeWindow));
    }

    /** A route with a limit of its own counts apart from the general one, as the plugin's own stores do. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new SharedRateLimitStore(routeOptions as FastifyRateLimitOptions, `${this.prefix}${route?.method ?? ''}${route?.url ?? ''}-`);
    }
  }
  return SharedRateLimitStore;
}
