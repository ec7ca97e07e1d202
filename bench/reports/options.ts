/** Command line of `npm run bench:reports -- [--scale 1] [--runs N] [--database-url postgres://…]`. */
export interface ReportsBenchOptions {
  /**
   * Size of the year seeded (BENCH_SCALE): 1 is the target size — ~500 000 activities, 50 000
   * on-call requests, 100 000 treatments, ~1 000 000 stock movements over 3 regions; CI runs 0.01.
   */
  scale: number;
  /** Timed runs per report, on each side (API and direct SQL), after one warm-up. */
  runs: number;
  /** The PostgreSQL server the throw-away database is made on: the figure is a PostgreSQL one. */
  databaseUrl?: string;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): ReportsBenchOptions {
  const options: ReportsBenchOptions = {
    scale: Number(env.BENCH_SCALE ?? 1),
    runs: 15,
    databaseUrl: env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--scale') options.scale = Number(value());
    else if (flag === '--runs') options.runs = Number(value());
    else if (flag === '--database-url') options.databaseUrl = value();
    else throw new Error(`Unknown option ${flag}. Options: --scale X --runs N --database-url URL`);
  }
  if (!(options.scale > 0 && options.scale <= 10)) throw new Error('--scale must be a number in (0, 10]');
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs must be a positive integer');
  if (!options.databaseUrl)
    throw new Error('bench:reports measures PostgreSQL: pass --database-url or set BENCH_DATABASE_URL / TEST_DATABASE_URL');
  return options;
}
