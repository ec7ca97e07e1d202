import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';

export interface RunningServer {
  port: number;
  /** The process id (with WEB_CONCURRENCY 1, the process serving: the live-events benchmark reads its memory). */
  pid: number;
  /** SIGTERM, then the exit code once every request in flight is answered (the signal's name if a signal ended it). */
  stop(): Promise<number | NodeJS.Signals | null>;
}

/** A port the kernel says is free now (it may hand the same one to another process a moment later). */
function ephemeralPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Ports per test worker, below Linux's ephemeral range (32768–60999) that outgoing connections use. */
const workerPortBase = 20_000;
const portsPerWorker = 100;
let nextInBlock = 0;

/**
 * Under vitest each worker takes its ports from a block of its own (VITEST_POOL_ID), so two test
 * files starting servers at once never get the same port: with ephemeral ports they could, and the
 * readiness probe of one was answered by the other's server while the first was still migrating.
 * Elsewhere (the benchmarks) an ephemeral port.
 */
async function freePort(): Promise<number> {
  const pool = Number(process.env.VITEST_POOL_ID);
  if (!Number.isInteger(pool) || pool < 1) return ephemeralPort();
  for (let attempt = 0; attempt < portsPerWorker; attempt++) {
    const port = workerPortBase + ((pool - 1) % 100) * portsPerWorker + (nextInBlock++ % portsPerWorker);
    if (await isFree(port)) return port;
  }
  return ephemeralPort();
}

/**
 * The real server (server/index.ts) in its own process, listening on 127.0.0.1 (for the benchmark,
 * whose load generator must not share its event loop, and for tests of start-up and shutdown).
 * On PostgreSQL it runs one process per core, as it would be deployed (WEB_CONCURRENCY, README).
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  // BENCH_CPU_PROFILE=<folder> writes a V8 CPU profile of the server to find where its time goes.
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/index.ts'], {
    env: {
      WEB_CONCURRENCY: env.DATABASE_URL ? String(os.availableParallelism()) : '1',
      LOG_LEVEL: 'warn',
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  // The first start of a fresh database migrates and seeds it: allow a minute.
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 600 || child.exitCode !== null) throw new Error('The server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    pid: child.pid!,
    stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

export async function signIn(port: number, email: string, password: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, remember: true }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
