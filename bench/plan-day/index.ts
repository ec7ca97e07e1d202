/**
 * bench/plan-day — the Scheduled figures: Plan day of N flight schedules next to the floor
 * (the same rows by one plain INSERT … SELECT), then the /scheduled timeline of M activities in
 * headless Chromium (navigation → bars on screen, and scrolling frames per second).
 *
 *   npm run bench:plan-day -- [--schedules 2000] [--activities 1000] [--runs 5] [--database-url postgres://…]
 *
 * With --database-url a throw-away database is created on that server and dropped afterwards;
 * without it, PGlite in a temporary folder. The browser part serves dist/: run `npm run build` first.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { demoPassword } from '../../server/db/seed';
import { withBenchDatabase } from '../common/benchDatabase';
import { signIn, startServer } from '../../testkit/http/serverProcess';
import { rowsOf } from '../common/sql';
import { parseOptions } from './options';
import { measurePlanning, seedBenchSchedules } from './planning';
import { measureTimeline, seedTimelineActivities } from './timeline';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (!fs.existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` first (the timeline is measured in the built app).');
  await withBenchDatabase(options.databaseUrl, async ({ databaseUrl, open, serverEnv }) => {
    const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
    console.log(
      `Database: ${kind}; ${options.schedules} schedules to plan, ${options.activities} activities on the timeline, ${options.runs} runs`,
    );
    const handle = await open();
    let planning;
    try {
      const [admin] = rowsOf<{ region: number }>(
        await handle.db.execute(sql`select instance_id as region from users where email = 'admin@tarmac.test'`),
      );
      const regionId = Number(admin.region);
      await seedBenchSchedules(handle.db, regionId, options.schedules);
      planning = await measurePlanning(handle.db, regionId, options.runs);
      await seedTimelineActivities(handle.db, regionId, options.activities);
    } finally {
      await handle.close();
    }

    // PGlite allows one process per data directory: the server opens it once the bench has closed it.
    const server = await startServer({ ...serverEnv, JOBS: 'off', WEB_CONCURRENCY: '1' });
    let timeline;
    try {
      const token = await signIn(server.port, 'admin@tarmac.test', demoPassword);
      timeline = await measureTimeline(server.port, token, options.runs);
    } finally {
      await server.stop();
    }

    const planMedian = median(planning.planDayMs);
    const floorMedian = median(planning.floorMs);
    console.log(
      `\nPlan day on ${kind}: ${planning.created} activities (the bench's ${options.schedules} schedules and the demo's still valid that day)`,
    );
    const line = (name: string, values: number[]) =>
      console.log(`  ${name.padEnd(24)}${ms(Math.min(...values)).padStart(8)}${ms(median(values)).padStart(10)}`);
    console.log(`  ${''.padEnd(24)}${'min'.padStart(8)}${'median'.padStart(10)}`);
    line('Plan day (planDay)', planning.planDayMs);
    line('Floor (INSERT … SELECT)', planning.floorMs);
    console.log(
      `  Plan day / floor: ${(planMedian / floorMedian).toFixed(1)}×; target < 1 000 ms for 2 000 schedules on PostgreSQL: ${planMedian < 1000 ? 'met' : 'NOT met'}${options.schedules === 2000 && databaseUrl ? '' : ' (judged at 2 000 schedules on PostgreSQL)'}`,
    );
    console.log(`\nTimeline of ${options.activities} activities in headless Chromium`);
    console.log(
      `  Navigation → bars on screen: median ${ms(median(timeline.renderMs))} (runs: ${timeline.renderMs.map(ms).join(', ')}); target < 1 500 ms: ${median(timeline.renderMs) < 1500 ? 'met' : 'NOT met'}`,
    );
    console.log(`  Bars in the DOM (virtualised rows): ${timeline.barsOnScreen}`);
    console.log(
      `  Scrolling both ways for 3 s: ${timeline.framesPerSecond.toFixed(1)} frames/s, longest frame ${ms(timeline.longestFrameMs)}; target ≥ 50 frames/s: ${timeline.framesPerSecond >= 50 ? 'met' : 'NOT met'}`,
    );
  });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
