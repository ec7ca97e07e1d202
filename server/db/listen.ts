import type { ClientConfig } from 'pg';

/** What a subscription to a NOTIFY channel reports. */
export interface ChannelListener {
  /** `payload`: what the NOTIFY carried (the live events' id; empty for the session channel). */
  onNotify(payload: string): void;
  /** Subscribed, for the first time or again: whatever was sent while not subscribed is lost. */
  onConnect(): void;
  /** No longer subscribed, or not yet: notifications are missed until the next onConnect. */
  onDisconnect(error?: unknown): void;
}

const firstRetryMs = 1_000;
const maxRetryMs = 30_000;

export interface HeartbeatOptions {
  /** How often the listening connection is asked to answer. */
  intervalMs: number;
  /** How long an answer may take before the connection counts as lost. */
  timeoutMs: number;
}

/**
 * A connection whose server froze or whose network path vanished stays "open" and silent:
 * notifications stop, and keepalive probes notice only after minutes. A query every 15 s that
 * must be answered within 5 s bounds that to ~20 s, inside the session cache's 30 s TTL.
 */
const defaultHeartbeat: HeartbeatOptions = { intervalMs: 15_000, timeoutMs: 5_000 };

/**
 * LISTEN on a connection of its own (a pooled one is handed to other queries between uses and
 * would drop the subscription), subscribing again with backoff whenever the connection is lost.
 */
export async function listenOnPostgres(
  connection: ClientConfig,
  channel: string,
  listener: ChannelListener,
  heartbeat: HeartbeatOptions = defaultHeartbeat,
): Promise<() => Promise<void>> {
  const { Client } = (await import('pg')).default;
  let current: InstanceType<typeof Client> | null = null;
  let attempt: Promise<void> = Promise.resolve();
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let retryMs = firstRetryMs;
  let stopped = false;

  const subscribe = async () => {
    const client = new Client({
      ...connection,
      // Keepalive probes notice a connection that died without closing, which would otherwise
      // leave the listener believing it is subscribed; the timeout keeps an attempt against an
      // unreachable server from holding up shutdown.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 10_000,
    });
    let lost = false;
    let ended = false;
    const drop = (error?: unknown) => {
      if (lost) return;
      lost = true;
      clearTimeout(heartbeatTimer);
      if (current === client) current = null;
      if (!ended) client.end().catch(() => {});
      if (stopped) return;
      listener.onDisconnect(error);
      retryTimer = setTimeout(() => {
        attempt = subscribe();
      }, retryMs);
      retryMs = Math.min(retryMs * 2, maxRetryMs);
    };
    client.on('notification', (message) => {
      if (message.channel === channel) listener.onNotify(message.payload ?? '');
    });
    client.on('error', drop);
    client.on('end', () => {
      ended = true;
      drop();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      drop(error);
      return;
    }
    // Stopped while connecting, or lost already (and the next attempt is scheduled).
    if (stopped || lost) {
      drop();
      return;
    }
    current = client;
    retryMs = firstRetryMs;
    // Each beat waits for the previous answer: a connection runs one query at a time.
    const beat = () => {
      let timeout: NodeJS.Timeout | undefined;
      const silence = new Promise<never>((_, reject) => {
        timeout = setTimeout(() => reject(new Error(`no answer within ${heartbeat.timeoutMs} ms`)), heartbeat.timeoutMs);
      });
      Promise.race([client.query('select 1'), silence])
        .then(() => {
          if (!lost) scheduleBeat();
        }, drop)
        .finally(() => clearTimeout(timeout));
    };
    const scheduleBeat = () => {
      heartbeatTimer = setTimeout(beat, heartbeat.intervalMs);
      heartbeatTimer.unref();
    };
    scheduleBeat();
    listener.onConnect();
  };

  attempt = subscribe();
  await attempt;
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearTimeout(heartbeatTimer);
    await attempt;
    await current?.end();
    current = null;
  };
}
