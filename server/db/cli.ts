/**
 * Database maintenance for package.json scripts:
 *   npm run db:migrate   apply pending migrations
 *   npm run db:seed      migrate, wipe, then load the demo data (re-seed)
 *   npm run db:reset     migrate, then wipe every table (leave the database empty)
 *   npm run db:backup -- <file>              the database (and any DATA_DIR/media) into one file (backup.ts)
 *   npm run db:restore -- <file> [--force]   a backup back into an empty database (--force: any)
 * The server itself must be stopped first when it uses the embedded database (one process per data directory).
 */
import { ConfigError, loadConfig, type Config } from '../config';
import { BackupError, backup, restore } from './backup';
import { migrate, openDatabase, pgliteFolder, type DatabaseHandle } from './client';
import { demoAccounts, demoPassword, seedDemoData, wipeDatabase } from './seed';

const commands = ['migrate', 'seed', 'reset'] as const;
type Command = (typeof commands)[number];
const usage = [
  `Usage: tsx server/db/cli.ts <${commands.join('|')}>`,
  '       tsx server/db/cli.ts backup <file>',
  '       tsx server/db/cli.ts restore <file> [--force]',
].join('\n');

function describeTarget(config: Config): string {
  if (!config.DATABASE_URL) return `embedded database in ${pgliteFolder(config.DATA_DIR)}`;
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

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** DATA_DIR/media only matters on an install upgraded from before stored_files (backup.ts). */
const withMedia = (files: number) => (files ? ` and ${files} files of DATA_DIR/media` : '');

/** backup <file> | restore <file> [--force]: they open the database themselves (a restore only once it is known empty). */
async function archive(command: 'backup' | 'restore', args: string[], config: Config): Promise<number> {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || (command === 'backup' && force)) {
    console.error(usage);
    return 2;
  }
  try {
    if (command === 'backup') {
      const done = await backup(config, files[0]);
      console.log(`Backed up the database${withMedia(done.mediaFiles)} to ${files[0]} (${megabytes(done.bytes)}).`);
    } else {
      const done = await restore(config, files[0], { force });
      console.log(`Restored the database${withMedia(done.mediaFiles)} from ${files[0]}. The server migrates it forward when it starts.`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  }
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  const archiving = command === 'backup' || command === 'restore';
  if (!archiving && !commands.includes(command as Command)) {
    console.error(usage);
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
  if (archiving) return archive(command, args, config);
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: pgliteFolder(config.DATA_DIR) });
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
