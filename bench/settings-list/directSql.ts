import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { summarise, type LoadResult } from './httpLoad';
import { inlineParams, type Scenario } from './scenarios';

const run = promisify(execFile);

interface QueryClient {
  query(sql: string, params: unknown[]): Promise<unknown>;
}

/** PGlite runs one query at a time: `concurrency` loops share it, as the API's requests do. */
export async function runPgliteLoop(client: QueryClient, scenario: Scenario, concurrency: number, seconds: number): Promise<LoadResult> {
  const latenciesMs: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      for (const statement of scenario.statements) await client.query(statement.sql, statement.params);
      latenciesMs.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return summarise(latenciesMs, 0, (performance.now() - started) / 1000);
}

/**
 * pgbench runs the scenario's statements as one script per "request", over the extended query
 * protocol like node-postgres, logging every transaction's latency for exact percentiles.
 */
export async function runPgbench(databaseUrl: string, scenario: Scenario, concurrency: number, seconds: number): Promise<LoadResult> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-pgbench-'));
  try {
    const script = path.join(folder, 'list.sql');
    fs.writeFileSync(script, scenario.statements.map((s) => `${inlineParams(s)};`).join('\n') + '\n');
    const args = ['-n', '-M', 'extended', '-f', script, '-c', String(concurrency), '-j', String(Math.min(concurrency, 2)), '-T', String(Math.ceil(seconds)), '-l', `--log-prefix=${path.join(folder, 'log')}`, databaseUrl];
    await run('pgbench', args, { maxBuffer: 16 * 1024 * 1024 });
    const latenciesMs: number[] = [];
    for (const file of fs.readdirSync(folder).filter((f) => f.startsWith('log'))) {
      for (const line of fs.readFileSync(path.join(folder, file), 'utf8').split('\n')) {
        const fields = line.split(' ');
        if (fields.length >= 3) latenciesMs.push(Number(fields[2]) / 1000);
      }
    }
    return summarise(latenciesMs, 0, Math.ceil(seconds));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
