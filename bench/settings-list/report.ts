import type { LoadResult } from './httpLoad';
import { targetRows } from './options';

export interface Measurement {
  scenario: string;
  /** Shown without a target mark. */
  informative?: boolean;
  concurrency: number;
  api: LoadResult;
  sql: LoadResult;
}

interface Figures {
  p50: number;
  p95: number;
  rps: number;
}

export function figures(result: LoadResult): Figures {
  return { p50: result.p50Ms, p95: result.p95Ms, rps: result.requests / result.seconds };
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(2).padStart(8) : '     n/a');
const rate = (v: number) => v.toFixed(0).padStart(7);

/**
 * One line per scenario and concurrency: API and direct SQL side by side, and the
 * targets — judged on PostgreSQL at the target size only. On a small table every statement
 * costs PostgreSQL a fraction of a millisecond, and the ratio then shows Node's fixed cost.
 */
export function printReport(measurements: Measurement[], kind: 'pglite' | 'postgres', rows: number): boolean {
  const judged = kind === 'postgres' && rows >= targetRows;
  const header = `${'scenario'.padEnd(30)} clients |   API p50      p95   req/s |   SQL p50      p95   req/s | API/SQL req/s  Δp50 ms`;
  console.log(`\n${header}\n${'-'.repeat(header.length)}`);
  let targetsMet = true;
  for (const m of measurements) {
    const api = figures(m.api);
    const sql = figures(m.sql);
    const ratio = api.rps / sql.rps;
    const delta = api.p50 - sql.p50;
    // Targets (PostgreSQL): ≥ 60 % of direct SQL's throughput at 20 clients; p50 within 2 ms at 1.
    const target = m.concurrency >= 20 ? ratio >= 0.6 : m.concurrency === 1 ? delta <= 2 : true;
    if (judged && !target && !m.informative) targetsMet = false;
    const mark = !judged ? '' : m.informative ? ' (info)' : target ? ' ✓' : ' ✗';
    console.log(
      `${m.scenario.padEnd(30)} ${String(m.concurrency).padStart(7)} | ${ms(api.p50)} ${ms(api.p95)} ${rate(api.rps)} | ${ms(sql.p50)} ${ms(sql.p95)} ${rate(sql.rps)} | ${(ratio * 100).toFixed(0).padStart(11)} % ${delta.toFixed(2).padStart(8)}${mark}` +
        (m.api.errors ? `  (${m.api.errors} API errors)` : ''),
    );
  }
  if (judged) {
    console.log(`\nTargets (20 clients: API ≥ 60 % of SQL req/s; 1 client: API p50 ≤ SQL p50 + 2 ms): ${targetsMet ? 'met' : 'NOT met'}`);
    console.log('(info): a one-row look-up costs PostgreSQL ~0.3 ms, less than any HTTP round trip through Node; shown, not targeted.');
  } else if (kind === 'postgres')
    console.log(
      `\nThe targets are judged at ${targetRows} rows or more (--rows); at ${rows} rows a statement costs PostgreSQL about a millisecond or less, so the ratio mostly shows Node's fixed cost per request.`,
    );
  else console.log('\nPGlite runs one query at a time in one process: the targets apply to PostgreSQL (--database-url).');
  return targetsMet;
}
