import { describe, expect, it } from 'vitest';
import type { Session } from '../../../server/auth/session';
import { SessionCache, type SessionSource } from '../../../server/auth/sessionCache';
import type { TokenSession } from '../../../server/auth/sessionForToken';
import { hashToken } from '../../../server/auth/tokens';

/** The session cache on its own: a made-up source whose answers and timing the test controls. */
const ttlMs = 30_000;
const hour = 3_600_000;

function sessionOf(tokenId: number): Session {
  return { tokenId, user: {} as Session['user'], roleName: 'planner', permissions: new Set(['read']), regions: [] };
}

/** `slideMs`: how far keepAlive moves a token's expiry, as the database does for one in use. */
function setUp({ maxEntries = 10, enabled = true, slideMs = 0 } = {}) {
  let now = 1_000_000;
  const tokens = new Map<string, { tokenId: number; expiresAt: number }>();
  const loads: string[] = [];
  const keptAlive: number[] = [];
  /** When set, loads wait for it before answering: a query still under way. */
  let pendingLoad: Promise<void> | null = null;
  const source: SessionSource = {
    async load(tokenHash) {
      loads.push(tokenHash);
      const token = tokens.get(tokenHash);
      // The answer was read already; it only arrives late.
      if (pendingLoad) await pendingLoad;
      if (!token) return null;
      return { session: sessionOf(token.tokenId), remember: false, expiresAt: token.expiresAt, lastUsedAt: now } satisfies TokenSession;
    },
    async keepAlive(token) {
      keptAlive.push(token.session.tokenId);
      token.expiresAt += slideMs;
    },
  };
  const cache = new SessionCache(source, { ttlMs, maxEntries, now: () => now });
  if (enabled) cache.enable();
  return {
    cache,
    loads,
    keptAlive,
    /** A token the source knows, valid for `lifetime` from now. */
    issue(name: string, lifetime = 24 * hour) {
      tokens.set(hashToken(name), { tokenId: tokens.size + 1, expiresAt: now + lifetime });
      return name;
    },
    revoke(name: string) {
      tokens.delete(hashToken(name));
    },
    advance(ms: number) {
      now += ms;
    },
    holdNextLoad() {
      let release!: () => void;
      pendingLoad = new Promise((resolve) => (release = resolve));
      return () => {
        pendingLoad = null;
        release();
      };
    },
  };
}

describe('SessionCache', () => {
  it('loads a token once, then answers from memory', async () => {
    const { cache, loads, issue } = setUp();
    const token = issue('a');
    const first = await cache.sessionFor(token);
    expect(first?.tokenId).toBe(1);
    expect(await cache.sessionFor(token)).toBe(first);
    expect(loads).toHaveLength(1);
  });

  it('keys entries by the SHA-256 of the token, never the token itself', async () => {
    const { cache, loads, issue } = setUp();
    await cache.sessionFor(issue('secret-token'));
    expect(loads).toEqual([hashToken('secret-token')]);
  });

  it('does not remember unknown tokens', async () => {
    const { cache, loads } = setUp();
    expect(await cache.sessionFor('nobody')).toBeNull();
    expect(await cache.sessionFor('nobody')).toBeNull();
    expect(loads).toHaveLength(2);
    expect(cache.size).toBe(0);
  });

  it('slides the expiry on every use, cached or not', async () => {
    const { cache, keptAlive, issue } = setUp();
    const token = issue('a');
    await cache.sessionFor(token);
    await cache.sessionFor(token);
    expect(keptAlive).toEqual([1, 1]);
  });

  it('reloads everything after clear()', async () => {
    const { cache, loads, issue, revoke } = setUp();
    const token = issue('a');
    await cache.sessionFor(token);
    revoke(token);
    cache.clear();
    expect(await cache.sessionFor(token)).toBeNull();
    expect(loads).toHaveLength(2);
  });

  it('does not store a load that was under way when the cache was cleared', async () => {
    const { cache, loads, issue, revoke, holdNextLoad } = setUp();
    const token = issue('a');
    const release = holdNextLoad();
    const racing = cache.sessionFor(token);
    // The token is revoked while the load is in flight; the load read it before that.
    revoke(token);
    cache.clear();
    release();
    expect((await racing)?.tokenId).toBe(1);
    expect(await cache.sessionFor(token)).toBeNull();
    expect(loads).toHaveLength(2);
  });

  it('serves an entry for at most the TTL', async () => {
    const { cache, loads, issue, advance } = setUp();
    const token = issue('a');
    await cache.sessionFor(token);
    advance(ttlMs - 1);
    await cache.sessionFor(token);
    expect(loads).toHaveLength(1);
    advance(1);
    await cache.sessionFor(token);
    expect(loads).toHaveLength(2);
  });

  it('never serves a token past its expiry, however fresh the entry', async () => {
    const { cache, loads, issue, revoke, advance } = setUp();
    const token = issue('a', 5_000);
    await cache.sessionFor(token);
    advance(4_999);
    expect(await cache.sessionFor(token)).not.toBeNull();
    advance(1);
    // The database no longer returns an expired token.
    revoke(token);
    expect(await cache.sessionFor(token)).toBeNull();
    expect(loads).toHaveLength(2);
  });

  it('honours an expiry that keepAlive moved forward', async () => {
    const { cache, loads, issue, advance } = setUp({ slideMs: 10_000 });
    const token = issue('a', 5_000);
    await cache.sessionFor(token);
    advance(6_000);
    expect(await cache.sessionFor(token)).not.toBeNull();
    expect(loads).toHaveLength(1);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const { cache, loads, issue } = setUp({ maxEntries: 2 });
    const [a, b, c] = [issue('a'), issue('b'), issue('c')];
    await cache.sessionFor(a);
    await cache.sessionFor(b);
    await cache.sessionFor(c);
    expect(cache.size).toBe(2);
    await cache.sessionFor(b);
    await cache.sessionFor(c);
    expect(loads).toHaveLength(3);
    await cache.sessionFor(a);
    expect(loads).toHaveLength(4);
  });

  it('is bypassed until enabled, and again once disabled', async () => {
    const { cache, loads, issue } = setUp({ enabled: false });
    const token = issue('a');
    await cache.sessionFor(token);
    await cache.sessionFor(token);
    expect(loads).toHaveLength(2);
    expect(cache.size).toBe(0);
    cache.enable();
    await cache.sessionFor(token);
    await cache.sessionFor(token);
    expect(loads).toHaveLength(3);
    cache.disable();
    expect(cache.size).toBe(0);
    await cache.sessionFor(token);
    expect(loads).toHaveLength(4);
  });

  it('does not store a load that was under way when the cache was disabled and enabled again', async () => {
    const { cache, loads, issue, holdNextLoad } = setUp();
    const token = issue('a');
    const release = holdNextLoad();
    const racing = cache.sessionFor(token);
    cache.disable();
    cache.enable();
    release();
    await racing;
    await cache.sessionFor(token);
    expect(loads).toHaveLength(2);
  });
});
