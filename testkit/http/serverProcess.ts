import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';

export interface RunningServer {
  port: number;
  /** The process id (with WEB_CONCURRENCY 1, the process serving: the live-events benchmark reads its memory). */
  pid: number;
  /** SIGTERM, then the exit code once every request in flight is answered. */
  stop(): Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
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
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
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
