/**
 * bench/settings-list — the Settings list figures: GET /api/flight_schedule against the real
 * server on 127.0.0.1, side by side with the same SQL run directly (pgbench on PostgreSQL, a
 * loop on PGlite), at 1 and 20 concurrent clients.
 *
 *   npm run bench:settings-list -- [--rows 100000] [--duration 10] [--database-url postgres://…] [--jobs on|off]
 *
 * With --database-url a throw-away database is created on that server and dropped afterwards.
 * The API runs without its jobs (JOBS=off) unless --jobs on, which prints what each did meanwhile.
 */
import os from 'node:os';
import type { DatabaseHandle } from '../../server/db/client';
import { demoPassword } from '../../server/db/seed';
import { runPgbench, runPgliteLoop } from './directSql';
import { hasWrk, mergeResults, runHttpLoad, type LoadResult } from './httpLoad';
import { jobsSince } from './jobsReport';
import { parseOptions, type BenchOptions } from './options';
import { printReport, type Measurement } from './report';
import { buildScenarios, inlineParams, type Scenario } from './scenarios';
import { seedFlightSchedules } from './seedSchedules';
import { rowsOf } from '../common/sql';
import { withBenchDatabase } from '../common/benchDatabase';
import { signIn, startServer } from '../../testkit/http/serverProcess';

async function prepareData(handle: DatabaseHandle, options: BenchOptions): Promise<Scenario[]> {
  const started = performance.now();
  const seeded = await seedFlightSchedules(handle.db, options.rows);
  console.log(`${options.rows} flight schedules in ${Math.round(performance.now() - started)} ms (unnest bulk insert)`);
  const scenarios = buildScenarios(handle.db, seeded, options.rows);
  // A search, and above all a selective one, must use the trigram indexes, not scan the table.
  for (const scenario of [scenarios[0], ...scenarios.filter((s) => s.informative)]) {
    const plan = await handle.db.execute(`explain (analyze, costs off) ${inlineParams(scenario.statement)}` as never);
    console.log(`\nEXPLAIN ANALYZE — ${scenario.name}:`);
    for (const row of rowsOf<Record<string, string>>(plan)) console.log(`  ${Object.values(row)[0]}`);
  }
  return scenarios;
}

type Side = (scenario: Scenario, concurrency: number, seconds: number) => Promise<LoadResult>;

/** Slices of about this many seconds (wrk and pgbench count whole seconds). */
const sliceSeconds = 2;

/**
 * Each list at each concurrency through the API. On PostgreSQL its direct SQL is measured in the
 * same stretch of time, the two sides taking turns in slices of ~2 s whose figures are pooled:
 * this VM's speed drifts by tens of percent over seconds, and a side measured in one block
 * after the other caught a different machine.
 */
async function measureApi(
  env: Record<string, string>,
  scenarios: Scenario[],
  options: BenchOptions,
  sqlAlongside?: Side,
  beforeStop?: (started: Date) => Promise<void>,
) {
  const started = new Date();
  const server = await startServer(env);
  try {
    const token = await signIn(server.port, 'admin@tarmac.test', demoPassword);
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const api: Side = (scenario, concurrency, seconds) =>
      runHttpLoad({ port: server.port, path: scenario.url, headers, concurrency, seconds });
    const results = new Map<string, { api: LoadResult; sql?: LoadResult }>();
    for (const scenario of scenarios) {
      for (const concurrency of options.concurrencies) {
        // Warm up first: V8 optimises the hot path and the pool opens its connections.
        await api(scenario, concurrency, Math.min(3, options.duration / 2));
        const slices = sqlAlongside ? Math.max(1, Math.round(options.duration / sliceSeconds)) : 1;
        const apiSlices: LoadResult[] = [];
        const sqlSlices: LoadResult[] = [];
        for (let slice = 0; slice < slices; slice++) {
          apiSlices.push(await api(scenario, concurrency, options.duration / slices));
          if (sqlAlongside) sqlSlices.push(await sqlAlongside(scenario, concurrency, options.duration / slices));
        }
        const measured = { api: mergeResults(apiSlices), sql: sqlAlongside ? mergeResults(sqlSlices) : undefined };
        console.log(
          `  ${scenario.name} × ${concurrency}: API ${measured.api.requests} requests${measured.api.errors ? ` (${measured.api.errors} errors)` : ''}${measured.sql ? `, SQL ${measured.sql.requests} runs` : ''}${slices > 1 ? ` (${slices} slices each)` : ''}`,
        );
        results.set(`${scenario.name}/${concurrency}`, measured);
      }
    }
    await beforeStop?.(started);
    return { results, started };
  } finally {
    await server.stop();
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  await withBenchDatabase(options.databaseUrl, async ({ dataDir, databaseUrl, databaseName, open, serverEnv }) => {
    const kind = databaseUrl ? 'postgres' : 'pglite';
    console.log(
      `Database: ${kind}${databaseUrl ? ` (${databaseName})` : ` in ${dataDir}`}; ${options.rows} rows; ${options.duration} s per measurement`,
    );
    let handle = await open();
    const scenarios = await prepareData(handle, options).finally(() => handle.close());

    const processes = databaseUrl ? (process.env.WEB_CONCURRENCY ?? String(os.availableParallelism())) : '1';
    console.log(
      `\nMeasuring the API (real server, ${processes} process(es), HTTP on 127.0.0.1, load from ${hasWrk() ? 'wrk' : 'a Node loop — install wrk for fairer figures'}) and the same SQL directly…`,
    );
    console.log(
      options.jobs
        ? 'Jobs: on (--jobs on): what each did while the API was measured is printed after the figures.'
        : 'Jobs: off (JOBS=off; --jobs on to run them): the planning horizon job would plan the seeded schedules meanwhile.',
    );
    // Seeded already; rate limiting lifted for the run.
    const env: Record<string, string> = { ...serverEnv, RATE_LIMIT_PER_MINUTE: '100000000', JOBS: options.jobs ? 'on' : 'off' };
    let jobLines: string[] = [];
    // On PostgreSQL read while the server still runs (a job under way holds its lock); PGlite is read once it stopped.
    const readJobs = async (since: Date) => {
      const jobsHandle = await open();
      try {
        jobLines = await jobsSince(jobsHandle.db, since);
      } finally {
        await jobsHandle.close();
      }
    };
    const { results, started } = await measureApi(
      env,
      scenarios,
      options,
      databaseUrl ? (scenario, concurrency, seconds) => runPgbench(databaseUrl, scenario, concurrency, seconds) : undefined,
      options.jobs && databaseUrl ? readJobs : undefined,
    );
    if (options.jobs && !databaseUrl) await readJobs(started);

    if (!databaseUrl) {
      // PGlite allows one process per data directory: reopen it only once the server has stopped.
      handle = await open();
      try {
        const client = (handle.db as unknown as { $client: { query(sql: string, params: unknown[]): Promise<unknown> } }).$client;
        for (const scenario of scenarios) {
          for (const concurrency of options.concurrencies) {
            const sql = await runPgliteLoop(client, scenario, concurrency, options.duration);
            console.log(`  SQL  ${scenario.name} × ${concurrency}: ${sql.requests} runs`);
            results.get(`${scenario.name}/${concurrency}`)!.sql = sql;
          }
        }
      } finally {
        await handle.close();
      }
    }
    const measurements: Measurement[] = scenarios.flatMap((scenario) =>
      options.concurrencies.map((concurrency) => {
        const { api, sql } = results.get(`${scenario.name}/${concurrency}`)!;
        return { scenario: scenario.name, informative: scenario.informative, concurrency, api, sql: sql! };
      }),
    );
    printReport(measurements, kind, options.rows);
    if (options.jobs) {
      console.log('\nJobs while the API was measured:');
      for (const line of jobLines.length ? jobLines : ['none ran']) console.log(`  ${line}`);
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
