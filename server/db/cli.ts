/**
 * Database maintenance for package.json scripts:
 *   npm run db:migrate   apply pending migrations
 *   npm run db:seed      migrate, wipe, then load the demo data (re-seed)
 *   npm run db:reset     migrate, then wipe every table (leave the database empty)
 * The server itself must be stopped first when it uses the embedded database (one process per data directory).
 */
import { ConfigError, loadConfig, type Config } from '../config';
import { migrate, openDatabase, type DatabaseHandle } from './client';
import { demoAccounts, demoPassword, seedDemoData, wipeDatabase } from './seed';

const commands = ['migrate', 'seed', 'reset'] as const;
type Command = (typeof commands)[number];

function describeTarget(config: Config): string {
  if (!config.DATABASE_URL) return `embedded database in ${config.DATA_DIR}/pglite`;
  const url = new URL(config.DATABASE_URL);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

async function run(command: Command, handle: DatabaseHandle): Promise<void> {
  await migrate(handle);
  console.log('Migrations applied.');
  if (command === 'migrate') return;

  await wipeDatabase(handle.db);
  console.log('All tables emptied.');
  if (command === 'reset') return;

  const started = performance.now();
  await seedDemoData(handle.db);
  console.log(`Demo data loaded in ${Math.round(performance.now() - started)} ms. Sign in with password "${demoPassword}" as:`);
  for (const account of demoAccounts) console.log(`  ${account.email.padEnd(24)} ${account.name} (${account.regionCodes.join(', ')})`);
}

async function main(): Promise<number> {
  const command = process.argv[2];
  if (!commands.includes(command as Command)) {
    console.error(`Usage: tsx server/db/cli.ts <${commands.join('|')}>`);
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  console.log(`Database: ${describeTarget(config)}`);
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
  try {
    await run(command as Command, handle);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
