/** Command line of `npm run bench:deicing -- [--lookups N] [--treatments N] [--database-url postgres://…]`. */
export interface DeIcingBenchOptions {
  lookups: number;
  treatments: number;
  databaseUrl?: string;
}

export function parseOptions(argv: string[]): DeIcingBenchOptions {
  const options: DeIcingBenchOptions = { lookups: 1_000_000, treatments: 200 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--lookups') options.lookups = Number(value());
    else if (flag === '--treatments') options.treatments = Number(value());
    else if (flag === '--database-url') options.databaseUrl = value();
    else throw new Error(`Unknown option ${flag}. Options: --lookups N --treatments N --database-url URL`);
  }
  for (const key of ['lookups', 'treatments'] as const) {
    if (!Number.isInteger(options[key]) || options[key] < 1) throw new Error(`--${key} must be a positive integer`);
  }
  return options;
}
