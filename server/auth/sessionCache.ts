import type { Session } from './session';
import type { TokenSession } from './sessionForToken';
import { hashToken } from './tokens';

/** Where sessions come from when they are not cached (server/auth/sessionForToken.ts). */
export interface SessionSource {
  /** Null for a token that must not be honoured. */
  load(tokenHash: string): Promise<TokenSession | null>;
  /** Slides the token's expiry when due, updating `token` to match. */
  keepAlive(token: TokenSession): Promise<void>;
}

export interface SessionCacheOptions {
  /** A safety net: how long an entry is served without a change notification having ended it. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry extends TokenSession {
  loadedAt: number;
}

/**
 * Sessions by token hash, so that a request whose token was seen recently costs no database
 * round trip. Correct only while every change a session is built from empties it: database
 * triggers notify every process (server/plugins/sessionCache.ts), and until that subscription is
 * in place the cache is disabled and every request reads the database.
 */
export class SessionCache {
  readonly #source: SessionSource;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, Entry>();
  /** Bumped by every clear, so a load that was under way at the time does not store what it read. */
  #generation = 0;
  #enabled = false;

  constructor(source: SessionSource, { ttlMs = 30_000, maxEntries = 10_000, now = Date.now }: SessionCacheOptions = {}) {
    this.#source = source;
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  get size(): number {
    return this.#entries.size;
  }

  async sessionFor(token: string): Promise<Session | null> {
    const tokenHash = hashToken(token);
    const cached = this.#fresh(tokenHash);
    if (cached) {
      await this.#source.keepAlive(cached);
      return cached.session;
    }
    const generation = this.#generation;
    const loadedAt = this.#now();
    const loaded = await this.#source.load(tokenHash);
    // Unknown tokens are not remembered: they would let anyone fill the cache.
    if (!loaded) return null;
    await this.#source.keepAlive(loaded);
    if (this.#enabled && generation === this.#generation) this.#store(tokenHash, { ...loaded, loadedAt });
    return loaded.session;
  }

  clear(): void {
    this.#entries.clear();
    this.#generation++;
  }

  /** Changes may have been missed before now, so whatever is cached is dropped. */
  enable(): void {
    this.clear();
    this.#enabled = true;
  }

  disable(): void {
    this.#enabled = false;
    this.clear();
  }

  #fresh(tokenHash: string): Entry | undefined {
    if (!this.#enabled) return undefined;
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    const now = this.#now();
    if (now - entry.loadedAt < this.#ttlMs && now < entry.expiresAt) return entry;
    this.#entries.delete(tokenHash);
    return undefined;
  }

  #store(tokenHash: string, entry: Entry): void {
    this.#entries.delete(tokenHash);
    if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(tokenHash, entry);
  }
}
