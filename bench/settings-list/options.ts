/** Command line of `npm run bench:settings-list -- [--rows N] [--duration S] [--database-url URL] [--jobs on|off]`. */
export interface BenchOptions {
  rows: number;
  /** Seconds per measurement (each scenario × concurrency × side). */
  duration: number;
  /** PostgreSQL server to bench on (a throw-away database is created there); PGlite when absent. */
  databaseUrl?: string;
  concurrencies: number[];
  /**
   * Whether the API runs the modules' jobs (JOBS) while it is measured. Off by default: on, the
   * planning horizon job plans the seeded schedules' days and takes the cores the figures are about.
   */
  jobs: boolean;
}

/** The target size: the targets are judged at it and above. */
export const targetRows = 100_000;

export function parseOptions(argv: string[]): BenchOptions {
  const options: BenchOptions = { rows: targetRows, duration: 10, concurrencies: [1, 20], jobs: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--rows') options.rows = Number(value());
    else if (flag === '--duration') options.duration = Number(value());
    else if (flag === '--database-url') options.databaseUrl = value();
    else if (flag === '--concurrency') options.concurrencies = value().split(',').map(Number);
    else if (flag === '--jobs') options.jobs = onOff(value());
    else throw new Error(`Unknown option ${flag}. Options: --rows N --duration S --database-url URL --concurrency 1,20 --jobs on|off`);
  }
  if (!Number.isInteger(options.rows) || options.rows < 100) throw new Error('--rows must be an integer ≥ 100');
  if (!(options.duration > 0)) throw new Error('--duration must be a positive number of seconds');
  return options;
}

function onOff(value: string): boolean {
  if (value !== 'on' && value !== 'off') throw new Error('--jobs must be on or off');
  return value === 'on';
}
