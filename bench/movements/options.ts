/**
 * Command line of `npm run bench:movements -- [--activities N] [--messages N] [--database-url URL | --pglite]`.
 * The database defaults to BENCH_DATABASE_URL or TEST_DATABASE_URL's server, like bench:stock; `--pglite`
 * runs on PGlite even where those are set (CI runs both).
 */
export interface MovementsOptions {
  /** Jobs seeded today in one region, each with its own outbound flight. */
  activities: number;
  /** MVT messages in the one batch posted: an ED delay for each of the first N jobs. */
  messages: number;
  /** PostgreSQL server to bench on (a throw-away database is created there); PGlite when absent. */
  databaseUrl?: string;
}

export function parseOptions(argv: string[]): MovementsOptions {
  const options: MovementsOptions = {
    activities: 2000,
    messages: 2000,
    databaseUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--activities') options.activities = Number(value());
    else if (flag === '--messages') options.messages = Number(value());
    else if (flag === '--database-url') options.databaseUrl = value() || undefined;
    else if (flag === '--pglite') options.databaseUrl = undefined;
    else throw new Error(`Unknown option ${flag}. Options: --activities N --messages N --database-url URL | --pglite`);
  }
  for (const key of ['activities', 'messages'] as const) {
    if (!Number.isInteger(options[key]) || options[key] < 1) throw new Error(`--${key} must be a positive integer`);
  }
  if (options.messages > options.activities) throw new Error('--messages must not exceed --activities (one delay per job)');
  if (options.activities > 26 * 9999) throw new Error('--activities must be at most 259 974 (distinct flight numbers)');
  return options;
}
