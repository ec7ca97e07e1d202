/**
 * bench/stock — the Parts stock figures: a station's stock list (GET /api/stock?filter={"station_id":X},
 * target < 200 ms p95 over a ledger of 1 000 000 movements) and issue throughput with 20 clients at
 * once, the ledger checked all-or-nothing afterwards (every lot and level = the sum of its movements;
 * exits non-zero otherwise). Requests go through fastify.inject: the API's own cost, no network.
 *
 *   npm run bench:stock -- [--movements 1000000] [--requests 50] [--issues 10] [--database-url postgres://…]
 *
 * BENCH_MOVEMENTS sets the size too (CI runs a small one); the database is BENCH_DATABASE_URL or
 * TEST_DATABASE_URL's server (a throw-away database, dropped afterwards), else PGlite.
 */
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { createMemoryMailer } from '../../server/auth/mail';
import { issueToken } from '../../server/auth/tokens';
import { loadConfig } from '../../server/config';
import { users } from '../../server/db/schema';
import { withBenchDatabase } from '../common/benchDatabase';
import { fillLedger, ledgerMismatches } from './ledger';
import { parseOptions } from './options';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const clients = 20;

async function main() {
  const options = parseOptions(process.argv.slice(2));
  await withBenchDatabase(options.databaseUrl, async ({ databaseUrl, dataDir, open }) => {
    // One connection per client on PostgreSQL, so the 20 issues really run at once.
    const database = await open({ poolSize: clients + 2 });
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS: 'off' }),
      database,
      mailer: createMemoryMailer(),
      serveClient: false,
    });
    try {
      const started = performance.now();
      const ledger = await fillLedger(database.db, options.movements);
      console.log(
        `Ledger: ${options.movements.toLocaleString('en')} movements over ${ledger.stationIds.length} stations × ${ledger.materialIds.length} materials × 4 batches (${databaseUrl ? 'PostgreSQL' : 'PGlite'}), filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      await app.ready();
      const [supervisor] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'supervisor@tarmac.test'));
      const headers = { authorization: `Bearer ${(await issueToken(database.db, supervisor.id, { remember: false })).token}` };

      const station = ledger.stationIds[0];
      const listUrl = `/api/stock?filter=${encodeURIComponent(JSON.stringify({ station_id: station }))}&range=${encodeURIComponent('[0,24]')}`;
      const times: number[] = [];
      for (let i = 0; i < options.requests; i++) {
        const start = performance.now();
        const response = await app.inject({ method: 'GET', url: listUrl, headers });
        times.push(performance.now() - start);
        if (response.statusCode !== 200) throw new Error(`stock list answered ${response.statusCode}: ${response.body}`);
      }
      console.log(`GET /api/stock of one station (${options.requests} requests, one after another)`);
      console.log(`  p50                  ${percentile(times, 0.5).toFixed(1)} ms`);
      console.log(`  p95                  ${percentile(times, 0.95).toFixed(1)} ms (target < 200 ms)`);

      // Twenty clients issue one unit at a time from the same few batches: some run dry (422), none goes below zero.
      const counts = { issued: 0, refused: 0 };
      const issueStart = performance.now();
      await Promise.all(
        Array.from({ length: clients }, async (_, client) => {
          for (let i = 0; i < options.issues; i++) {
            const payload = { station_id: station, material_id: ledger.materialIds[(client + i) % 3], lot: `B${i % 4}`, quantity: 1 };
            const response = await app.inject({ method: 'POST', url: '/api/stock_movements/issue', headers, payload });
            if (response.statusCode === 201) counts.issued++;
            else if (response.statusCode === 422) counts.refused++;
            else throw new Error(`issue answered ${response.statusCode}: ${response.body}`);
          }
        }),
      );
      const seconds = (performance.now() - issueStart) / 1000;
      console.log(`POST /api/stock_movements/issue, ${clients} clients × ${options.issues}`);
      console.log(
        `  issues/s             ${((counts.issued + counts.refused) / seconds).toFixed(0)} (${counts.issued} issued, ${counts.refused} refused for want of stock)`,
      );
      const mismatches = await ledgerMismatches(database.db, ledger.materialIds);
      console.log(
        `  ledger check         ${mismatches === 0 ? 'every lot and level = the sum of its movements' : `${mismatches} lots or levels differ from their movements`}`,
      );
      if (mismatches !== 0) process.exitCode = 1;
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(`${dataDir}/pglite`, { recursive: true, force: true });
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
