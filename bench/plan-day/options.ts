/** Command line of `npm run bench:plan-day -- [--schedules N] [--activities N] [--runs N] [--database-url URL]`. */
export interface PlanDayOptions {
  schedules: number;
  activities: number;
  runs: number;
  /** PostgreSQL server to bench on (a throw-away database is created there); PGlite when absent. */
  databaseUrl?: string;
}

export function parseOptions(argv: string[]): PlanDayOptions {
  const options: PlanDayOptions = { schedules: 2000, activities: 1000, runs: 5 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--schedules') options.schedules = Number(value());
    else if (flag === '--activities') options.activities = Number(value());
    else if (flag === '--runs') options.runs = Number(value());
    else if (flag === '--database-url') options.databaseUrl = value();
    else throw new Error(`Unknown option ${flag}. Options: --schedules N --activities N --runs N --database-url URL`);
  }
  for (const key of ['schedules', 'activities', 'runs'] as const) {
    if (!Number.isInteger(options[key]) || options[key] < 1) throw new Error(`--${key} must be a positive integer`);
  }
  return options;
}
