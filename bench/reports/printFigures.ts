/** One report's figures, or the error it answered. */
export type ReportFigures =
  | { name: string; rows: number; apiP50: number; apiP95: number; sqlP50: number; access: string[]; narrowed?: string; error?: undefined }
  | { name: string; error: string };

const apiTargetMs = 500;
const ratioTarget = 0.8;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The figures as a table, with each target beside its figure (printed, never asserted). */
export function printFigures(figures: ReportFigures[], log: (line: string) => void): void {
  if (figures.length === 0) {
    log('No report is registered yet (server/modules/reporting/reports/index.ts): nothing to measure.');
    return;
  }
  log(
    `${'report'.padEnd(24)} ${'rows'.padStart(5)} ${'API p50'.padStart(10)} ${'API p95'.padStart(10)} ${'SQL p50'.padStart(10)} ${'SQL/API'.padStart(8)}  indexes the plans use`,
  );
  for (const figure of figures) {
    if (figure.error !== undefined) {
      log(`${figure.name.padEnd(24)} FAILED: ${figure.error}`);
      continue;
    }
    const ratio = figure.sqlP50 / figure.apiP50;
    log(
      `${figure.name.padEnd(24)} ${String(figure.rows).padStart(5)} ${ms(figure.apiP50).padStart(10)} ${ms(figure.apiP95).padStart(10)} ` +
        `${ms(figure.sqlP50).padStart(10)} ${ratio.toFixed(2).padStart(8)}  ${figure.access.join(', ') || '(no table scan)'}${figure.narrowed ? ` — ${figure.narrowed}` : ''}`,
    );
  }
  const measured = figures.filter((figure) => figure.error === undefined);
  const slow = measured.filter((figure) => figure.apiP50 >= apiTargetMs).map((figure) => figure.name);
  const heavy = measured.filter((figure) => figure.sqlP50 / figure.apiP50 < ratioTarget).map((figure) => figure.name);
  log(
    `Targets: API p50 < ${apiTargetMs} ms — ${slow.length ? `missed by ${slow.join(', ')}` : 'met by every report'}; SQL/API ≥ ${ratioTarget} — ${heavy.length ? `missed by ${heavy.join(', ')}` : 'met by every report'}`,
  );
}
