/** Reconnection timing of the live stream (docs/decisions/0002-sse-for-live-events.md). */
export const liveTiming = {
  /** The first wait after a failure; it doubles with each failure in a row… */
  firstDelayMs: 1_000,
  /** …up to this. */
  maxDelayMs: 30_000,
  /** Three missed heartbeats (the server pings every 15 s): the connection is dead even if the socket says nothing. */
  stallMs: 45_000,
};

/**
 * How long to wait before reconnection attempt number `failures` (0 = right after a drop):
 * 1 s doubling to 30 s, never less than the server's `retry:` (SSE's reconnection time), and up
 * to a fifth more at random so that the browsers a restarted server dropped do not all come
 * back in the same millisecond.
 */
export function reconnectDelay(failures: number, serverRetryMs: number | undefined, random: () => number = Math.random): number {
  const backoff = Math.min(liveTiming.maxDelayMs, liveTiming.firstDelayMs * 2 ** failures);
  const base = Math.max(backoff, serverRetryMs ?? 0);
  return Math.round(base * (1 + random() * 0.2));
}
