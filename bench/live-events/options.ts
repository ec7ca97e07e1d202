/** Command line of `npm run bench:live-events -- [--streams N] [--commits N] [--database-url URL]`. */
export interface LiveEventsOptions {
  /** Open event streams, spread over bench users of the three demo regions. */
  streams: number;
  /** Activity changes committed one after another, each waited for on every stream that hears it. */
  commits: number;
  /** PostgreSQL server to bench on (a throw-away database is created there); PGlite when absent. */
  databaseUrl?: string;
}

export function parseOptions(argv: string[]): LiveEventsOptions {
  const options: LiveEventsOptions = { streams: 200, commits: 100 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--streams') options.streams = Number(value());
    else if (flag === '--commits') options.commits = Number(value());
    else if (flag === '--database-url') options.databaseUrl = value();
    else throw new Error(`Unknown option ${flag}. Options: --streams N --commits N --database-url URL`);
  }
  for (const key of ['streams', 'commits'] as const) {
    if (!Number.isInteger(options[key]) || options[key] < 1) throw new Error(`--${key} must be a positive integer`);
  }
  return options;
}
