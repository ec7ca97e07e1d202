import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
}

/**
 * `concurrency` clients, each sending its next request as soon as the previous one is answered,
 * for `seconds` — the closed loop autocannon runs, kept here so every percentile is exact.
 */
export async function runHttpLoad(options: { port: number; path: string; headers: Record<string, string>; concurrency: number; seconds: number }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latenciesMs: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const request = http.request({ host: '127.0.0.1', port: options.port, path: options.path, headers: options.headers, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latenciesMs.push(performance.now() - sent);
          else errors++;
          resolve();
        });
      });
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
  return { requests: latenciesMs.length, errors, seconds, latenciesMs };
}

export function percentile(sortedMs: number[], p: number): number {
  if (!sortedMs.length) return NaN;
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor((p / 100) * sortedMs.length))];
}
