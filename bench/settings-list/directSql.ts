import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { summarise, type LoadResult } from './httpLoad';
import type { Scenario } from './scenarios';

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
      await client.query(scenario.statement.sql, scenario.statement.params);
      latenciesMs.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return summarise(latenciesMs, 0, (performance.now() - started) / 1000);
}

/** A parameter as pgbench's `-D name=value` passes it: text, which PostgreSQL casts like node-postgres's. */
function pgbenchValue(value: unknown): string {
  if (Array.isArray(value)) return `{${value.map((item) => JSON.stringify(item)).join(',')}}`;
  return String(value);
}

/**
 * pgbench sends the scenario's statement the way the API does: its placeholders bound to the
 * same values (`:p1`… defined with -D), as a named prepared statement where the router names it
 * (-M prepared) and unnamed otherwise (-M extended). Every transaction's latency is logged for
 * exact percentiles.
 */
export async function runPgbench(databaseUrl: string, scenario: Scenario, concurrency: number, seconds: number): Promise<LoadResult> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-pgbench-'));
  try {
    const script = path.join(folder, 'list.sql');
    fs.writeFileSync(script, `${scenario.statement.sql.replace(/\$(\d+)/g, ':p$1')};\n`);
    const variables = scenario.statement.params.flatMap((value, index) => ['-D', `p${index + 1}=${pgbenchValue(value)}`]);
    const wholeSeconds = Math.max(1, Math.round(seconds)); // as wrk on the API side
    const args = [
      '-n',
      '-M',
      scenario.named ? 'prepared' : 'extended',
      ...variables,
      '-f',
      script,
      '-c',
      String(concurrency),
      '-j',
      String(Math.min(concurrency, 2)),
      '-T',
      String(wholeSeconds),
      '-l',
      `--log-prefix=${path.join(folder, 'log')}`,
      databaseUrl,
    ];
    await run('pgbench', args, { maxBuffer: 16 * 1024 * 1024 });
    const latenciesMs: number[] = [];
    for (const file of fs.readdirSync(folder).filter((f) => f.startsWith('log'))) {
      for (const line of fs.readFileSync(path.join(folder, file), 'utf8').split('\n')) {
        const fields = line.split(' ');
        if (fields.length >= 3) latenciesMs.push(Number(fields[2]) / 1000);
      }
    }
    return summarise(latenciesMs, 0, wholeSeconds);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
