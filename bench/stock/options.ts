/** Command line of `npm run bench:stock -- [--movements N] [--requests N] [--issues N] [--database-url postgres://…]`. */
export interface StockBenchOptions {
  /** Movements bulk-inserted into the ledger (BENCH_MOVEMENTS; the target figure is 1 000 000). */
  movements: number;
  /** Stock list requests measured for p50/p95. */
  requests: number;
  /** Issues per client, 20 clients at once. */
  issues: number;
  databaseUrl?: string;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): StockBenchOptions {
  const options: StockBenchOptions = {
    movements: Number(env.BENCH_MOVEMENTS ?? 1_000_000),
    requests: 50,
    issues: 10,
    databaseUrl: env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--movements') options.movements = Number(value());
    else if (flag === '--requests') options.requests = Number(value());
    else if (flag === '--issues') options.issues = Number(value());
    else if (flag === '--database-url') options.databaseUrl = value();
    else throw new Error(`Unknown option ${flag}. Options: --movements N --requests N --issues N --database-url URL`);
  }
  for (const key of ['movements', 'requests', 'issues'] as const) {
    if (!Number.isInteger(options[key]) || options[key] < 1) throw new Error(`--${key} must be a positive integer`);
  }
  return options;
}
