/**
 * bench/reports — the Reporting figures: a year of operations for the demo's 3 regions (scale 1: ~500 000
 * activities, 50 000 on-call requests, 100 000 de-icing treatments, ~1 000 000 stock movements),
 * then for every registered report (server/modules/reporting/reports/index.ts, whoever added it) over
 * the last full quarter of one region: p50/p95 of GET /api/reports/<name> through fastify.inject as
 * the planner (money visible; target < 500 ms), p50 of the same statements run straight through a pg
 * connection, their ratio (target ≥ 0.8: the API adds at most a quarter to the SQL), and the indexes
 * each statement's plan uses. Figures are printed, not asserted; it exits non-zero only when a
 * report fails.
 *
 *   npm run bench:reports -- [--scale 1] [--runs 15] [--database-url postgres://…]
 *
 * PostgreSQL only (the target figures are PostgreSQL ones): a throw-away database on the server of
 * --database-url, BENCH_DATABASE_URL or TEST_DATABASE_URL, dropped afterwards. BENCH_SCALE sets the size.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { createMemoryMailer } from '../../server/auth/mail';
import { issueToken } from '../../server/auth/tokens';
import { loadConfig } from '../../server/config';
import { regions, stations, users } from '../../server/db/schema';
import { reportDefinitions } from '../../server/modules/reporting/reports';
import type { ReportParams } from '../../model/modules/reporting/params';
import { withBenchDatabase } from '../common/benchDatabase';
import { lastFullQuarter } from './lastQuarter';
import { measureReport } from './measureReport';
import { parseOptions } from './options';
import { printFigures, type ReportFigures } from './printFigures';
import { seedYear } from './seedYear';

async function main() {
  const options = parseOptions(process.argv.slice(2));
  await withBenchDatabase(options.databaseUrl, async ({ databaseUrl, dataDir, open }) => {
    const database = await open({ poolSize: 4 });
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS: 'off' }),
      database,
      mailer: createMemoryMailer(),
      serveClient: false,
    });
    const direct = new pg.Client({ connectionString: databaseUrl });
    try {
      console.log(`A year of operations at scale ${options.scale} (PostgreSQL):`);
      const started = performance.now();
      const counts = await seedYear(database.db, options.scale, (line) => console.log(line));
      console.log(
        `  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${Object.entries(counts)
          .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
          .join(', ')}`,
      );
      await app.ready();
      await direct.connect();

      const [planner] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'planner@tarmac.test'));
      const [region] = await database.db.select({ id: regions.id, code: regions.code }).from(regions).where(eq(regions.code, 'EUR-W'));
      const headers = { authorization: `Bearer ${(await issueToken(database.db, planner.id, { remember: false })).token}` };
      const [station] = await database.db
        .select({ id: stations.id, code: stations.code })
        .from(stations)
        .where(eq(stations.region_id, region.id))
        .orderBy(stations.id)
        .limit(1);
      const params: ReportParams = { ...lastFullQuarter(new Date()), region_id: region.id };
      console.log(
        `\nReports for ${params.from} – ${params.to}, region ${region.code}, as the planner; ${options.runs} runs per side after one warm-up`,
      );

      const figures: ReportFigures[] = [];
      for (const [name, definition] of Object.entries(reportDefinitions)) {
        if (!definition) continue;
        try {
          figures.push(await measureReport({ app, headers, direct, runs: options.runs, station }, name, definition, params));
        } catch (error) {
          figures.push({ name, error: error instanceof Error ? error.message : String(error) });
          process.exitCode = 1;
        }
      }

      printFigures(figures, (line) => console.log(line));
    } finally {
      await direct.end().catch(() => {});
      await app.close();
      await database.close();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
