import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What one measurement gives, whichever tool took it. */
export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  p50Ms: number;
  p95Ms: number;
  /** Every request's latency, so measurements taken in slices can be pooled (mergeResults). */
  latenciesMs: number[];
}

export interface LoadOptions {
  port: number;
  path: string;
  headers: Record<string, string>;
  concurrency: number;
  seconds: number;
}

export function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary is ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

// wrk's Lua hook: the figures as one JSON line, non-2xx answers counted as errors, and the
// latency histogram (microseconds → count) so that slices can be pooled exactly.
const reportScript = `
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout + summary.errors.status
  local histogram = {}
  for i = 1, #latency do
    local micros, count = latency(i)
    histogram[#histogram + 1] = string.format('[%d,%d]', micros, count)
  end
  io.write(string.format('{"requests":%d,"errors":%d,"micros":%d,"histogram":[%s]}\\n',
    summary.requests, errors, summary.duration, table.concat(histogram, ',')))
end
`;

/**
 * `concurrency` keep-alive connections, each sending its next request as soon as the previous one
 * is answered, for `seconds`. wrk (C, Debian's package) is used when installed, so the load
 * generator takes as little of the machine's two cores as pgbench does on the SQL side; without
 * it a Node loop does the same, at a visible cost to the API's figures.
 */
export async function runHttpLoad(options: LoadOptions): Promise<LoadResult> {
  return hasWrk() ? runWrk(options) : runNodeLoop(options);
}

async function runWrk(options: LoadOptions): Promise<LoadResult> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-wrk-'));
  try {
    const script = path.join(folder, 'report.lua');
    fs.writeFileSync(script, reportScript);
    const headers = Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const threads = String(Math.min(options.concurrency, 2));
    const args = [
      '-t',
      threads,
      '-c',
      String(options.concurrency),
      '-d',
      `${Math.max(1, Math.round(options.seconds))}s`,
      '--timeout',
      '30s',
      '-s',
      script,
      ...headers,
      `http://127.0.0.1:${options.port}${options.path}`,
    ];
    const { stdout } = await run('wrk', args, { maxBuffer: 64 * 1024 * 1024 });
    const line = stdout.split('\n').find((l) => l.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
    const figures = JSON.parse(line) as { requests: number; errors: number; micros: number; histogram: [number, number][] };
    const latenciesMs = figures.histogram.flatMap(([micros, count]) => Array<number>(count).fill(micros / 1000));
    return { ...summarise(latenciesMs, figures.errors, figures.micros / 1e6), requests: figures.requests - figures.errors };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function runNodeLoop(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latenciesMs: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const request = http.request(
        { host: '127.0.0.1', port: options.port, path: options.path, headers: options.headers, agent },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) latenciesMs.push(performance.now() - sent);
            else errors++;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors++;
        resolve();
      });
      request.end();
    });
  const client = async () => {
    while (performance.now() < deadline) await once();
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return summarise(latenciesMs, errors, seconds);
}

/** Exact percentiles from every latency (wrk's histogram, pgbench's log, the Node loop). */
export function summarise(latenciesMs: number[], errors: number, seconds: number): LoadResult {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const at = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
  return { requests: sorted.length, errors, seconds, p50Ms: at(50), p95Ms: at(95), latenciesMs: sorted };
}

/** Slices of one measurement as if taken in one go: requests and time add up, latencies pool. */
export function mergeResults(slices: LoadResult[]): LoadResult {
  const merged = summarise(
    slices.flatMap((slice) => slice.latenciesMs),
    slices.reduce((sum, slice) => sum + slice.errors, 0),
    slices.reduce((sum, slice) => sum + slice.seconds, 0),
  );
  return { ...merged, requests: slices.reduce((sum, slice) => sum + slice.requests, 0) };
}
