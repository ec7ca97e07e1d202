/** Command line of `npm run bench:first-load -- [--runs N] [--form-factors desktop,mobile] [--no-anchor]`. */
export type FormFactor = 'desktop' | 'mobile';

export interface FirstLoadOptions {
  /** Lighthouse runs per page and form factor; the median score is reported. */
  runs: number;
  formFactors: FormFactor[];
  /** Build and measure the bare react-admin app beside Tarmac (skipped with --no-anchor). */
  anchor: boolean;
}

export function parseOptions(argv: string[]): FirstLoadOptions {
  const options: FirstLoadOptions = { runs: 3, formFactors: ['desktop', 'mobile'], anchor: true };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--runs') options.runs = Number(value());
    else if (flag === '--form-factors') options.formFactors = value().split(',') as FormFactor[];
    else if (flag === '--no-anchor') options.anchor = false;
    else throw new Error(`Unknown option ${flag}. Options: --runs N --form-factors desktop,mobile --no-anchor`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 0) throw new Error('--runs must be 0 (no Lighthouse) or a positive integer');
  if (!options.formFactors.every((f) => f === 'desktop' || f === 'mobile')) throw new Error('--form-factors: desktop, mobile or both');
  return options;
}
