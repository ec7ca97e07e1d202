#!/usr/bin/env node
// `npm start`: builds the browser app when dist/ is missing or older than its sources,
// then runs the API (which migrates, seeds an empty database and serves dist/).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((child) => newestMtime(path.join(entry, child))));
}

const builtAt = newestMtime('dist/index.html');
const sourcesAt = Math.max(...['src', 'model', 'i18n', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map(newestMtime));
if (!builtAt || sourcesAt > builtAt) {
  console.log('Building the browser app…');
  const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(bin('tsx'), ['server/index.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
