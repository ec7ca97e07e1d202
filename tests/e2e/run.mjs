#!/usr/bin/env node
// Runs the Playwright journeys against the real built app: starts the API (serving dist/)
// on a fresh embedded database in a temporary folder, holding the day's demo snapshot, waits for
// it, runs the journeys, stops it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;
// The demo data from the snapshot the unit tiers made (tests/e2e/support/demoDataDir.ts).
const tsx = (script, ...args) => [bin('tsx'), ['--tsconfig', path.join(root, 'tsconfig.json'), path.join(root, script), ...args]];
const loaded = spawnSync(...tsx('tests/e2e/support/demoDataDir.ts', dataDir), { cwd: root, stdio: 'inherit' });
if (loaded.status !== 0) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(loaded.status ?? 1);
}
const serverLog = fs.openSync(path.join(dataDir, 'server.log'), 'w');
// The server serves ./dist: it runs from a folder holding a copy taken now, so a rebuild of
// dist/ while the journeys run (another terminal, an editor's watcher) cannot swap the
// app's chunks from under the pages.
const serverCwd = path.join(dataDir, 'app');
fs.cpSync(path.join(root, 'dist'), path.join(serverCwd, 'dist'), { recursive: true });
const server = spawn(...tsx('server/index.ts'), {
  cwd: serverCwd,
  stdio: ['ignore', serverLog, serverLog],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: baseUrl,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '5000',
  },
});

let status = 1;
try {
  await waitForHealth(`${baseUrl}/api/health`, 120_000);
  const run = spawnSync(bin('vitest'), ['run', '--config', 'tests/e2e/vitest.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir },
  });
  status = run.status ?? 1;
} catch (error) {
  console.error(error.message);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  if (status !== 0) console.error(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').slice(-5000));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}
