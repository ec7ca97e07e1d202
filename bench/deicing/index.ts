/**
 * bench/deicing — the De-Icing figures, each beside the customer's floor: HOT window lookups per
 * second in Node (≥ 1 000 000/s on an idle machine: the treatment form looks the window up on every
 * keystroke), and recording a two-step treatment end to end through the server (rules, window, two
 * stock movements, audit) — p50 (< 25 ms) and p95.
 *
 *   npm run bench:deicing -- [--lookups 1000000] [--treatments 200] [--database-url postgres://…]
 *
 * With --database-url a throw-away database is created on that server and dropped afterwards;
 * without it, PGlite in a temporary folder.
 */
import { demoPassword } from '../../server/db/seed';
import { withBenchDatabase } from '../common/benchDatabase';
import { signIn, startServer } from '../../testkit/http/serverProcess';
import { measureLookups } from './hotLookup';
import { parseOptions } from './options';
import { loadFixture, measureRecording } from './recordTreatment';

/**
 * The customer's floors, judged on an idle machine: the bench prints each figure beside its floor and
 * whether it meets it, and never fails on timing (a shared CI box is not idle). It exits 1 only under
 * the sanity floor, which no working lookup misses even on a loaded machine.
 */
const lookupsFloor = 1_000_000;
const lookupsSanityFloor = 100_000;
const p50FloorMs = 25;

const verdict = (meets: boolean) => (meets ? 'meets it' : 'MISSES it');

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const lookups = measureLookups(options.lookups);
  console.log(`HOT lookup: ${options.lookups} lookups over the demo set (cells hit: ${JSON.stringify(lookups.kinds)})`);
  console.log(
    `  lookups/s            ${Math.round(lookups.perSecond).toLocaleString('en')} (floor ≥ ${lookupsFloor.toLocaleString('en')}: ${verdict(lookups.perSecond >= lookupsFloor)})`,
  );
  if (lookups.perSecond < lookupsSanityFloor) process.exitCode = 1;

  await withBenchDatabase(options.databaseUrl, async ({ databaseUrl, open, serverEnv }) => {
    const handle = await open();
    let fixture;
    try {
      fixture = await loadFixture(handle.db);
    } finally {
      await handle.close();
    }
    // PGlite allows one process per data directory: the server opens it once the bench has closed it.
    const server = await startServer({ ...serverEnv, JOBS: 'off', WEB_CONCURRENCY: '1' });
    try {
      const token = await signIn(server.port, 'supervisor@tarmac.test', demoPassword);
      const times = await measureRecording(server.port, token, fixture, options.treatments);
      console.log(`Record a two-step treatment end to end (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${options.treatments} in a row)`);
      const p50 = percentile(times, 0.5);
      console.log(`  p50                  ${p50.toFixed(1)} ms (floor < ${p50FloorMs} ms: ${verdict(p50 < p50FloorMs)})`);
      console.log(`  p95                  ${percentile(times, 0.95).toFixed(1)} ms`);
    } finally {
      await server.stop();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
