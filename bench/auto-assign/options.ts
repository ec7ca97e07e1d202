/** Command line of `npm run bench:auto-assign -- [--activities N] [--technicians N] [--runs N] [--seed N]`. */
export interface AutoAssignBenchOptions {
  activities: number;
  technicians: number;
  runs: number;
  seed: number;
}

export function parseOptions(argv: string[]): AutoAssignBenchOptions {
  const options: AutoAssignBenchOptions = { activities: 1000, technicians: 150, runs: 3, seed: 14 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--activities') options.activities = Number(value());
    else if (flag === '--technicians') options.technicians = Number(value());
    else if (flag === '--runs') options.runs = Number(value());
    else if (flag === '--seed') options.seed = Number(value());
    else throw new Error(`Unknown option ${flag}. Options: --activities N --technicians N --runs N --seed N`);
  }
  for (const key of ['activities', 'technicians', 'runs'] as const) {
    if (!Number.isInteger(options[key]) || options[key] < 1) throw new Error(`--${key} must be a positive integer`);
  }
  if (!Number.isInteger(options.seed)) throw new Error('--seed must be an integer');
  return options;
}
