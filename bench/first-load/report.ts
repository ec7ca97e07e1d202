import type { JsDownload } from './jsBytes';
import type { LighthouseFigures } from './lighthouseRun';
import type { FirstLoadOptions, FormFactor } from './options';

export interface PageFigures {
  page: string;
  js: JsDownload;
  lighthouse: Partial<Record<FormFactor, LighthouseFigures | { error: string }>>;
}

/** The targets: /home ≤ 410 kB of compressed JS; Lighthouse ≥ 0.9 desktop, ≥ 0.8 mobile. */
const targets = { homeKb: 410, desktop: 0.9, mobile: 0.8 };

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const attemptsNote = '(three attempts)';
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

function lighthouseCell(figures: LighthouseFigures | { error: string } | undefined): string {
  if (!figures) return '—';
  if ('error' in figures) return 'failed (below)';
  return `${figures.score.toFixed(2)} (FCP ${seconds(figures.fcpMs)} s, LCP ${seconds(figures.lcpMs)} s, TBT ${figures.tbtMs.toFixed(0)} ms)`;
}

/** Prints the table, the runs' spread, each page's largest files and unused JavaScript, and the targets. */
export function printReport(pages: PageFigures[], anchor: JsDownload | undefined, options: FirstLoadOptions) {
  const anchorKb = anchor ? kB(anchor.bodyBytes) : '—';
  const rows = [
    ['page', 'JS kB (compressed)', 'with headers', 'anchor kB', 'Lighthouse desktop', 'Lighthouse mobile'],
    ...pages.map(({ page, js, lighthouse }) => [
      page,
      `${kB(js.bodyBytes)} (${js.files.length} files)`,
      kB(js.transferBytes),
      anchorKb,
      lighthouseCell(lighthouse.desktop),
      lighthouseCell(lighthouse.mobile),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  console.log(
    '\nFirst load (cold browser): JS = encoded (compressed) response bodies of scripts; with headers = bytes received (DevTools "transferred"); kB = 1000 bytes',
  );
  for (const row of rows) console.log('  ' + row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
  if (anchor)
    console.log(
      `  Anchor: a bare react-admin app (bench/first-load/anchor), ${anchor.files.length} files; with headers ${kB(anchor.transferBytes)} kB`,
    );
  if (options.runs > 0) console.log(`  Lighthouse 12.8.2, performance, median of ${options.runs} run(s) per cell; FCP/LCP/TBT of that run`);

  for (const { page, js, lighthouse } of pages) {
    console.log(`\n${page}: ${kB(js.bodyBytes)} kB of JS (${kB(js.transferBytes)} kB with headers)`);
    const largest = [...js.files].sort((a, b) => b.bodyBytes - a.bodyBytes).slice(0, 6);
    console.log(`  largest: ${largest.map((f) => `${new URL(f.url).pathname.replace('/assets/', '')} ${kB(f.bodyBytes)}`).join(', ')}`);
    for (const [formFactor, figures] of Object.entries(lighthouse)) {
      if ('error' in figures) {
        console.log(`  ${formFactor}: Lighthouse failed ${attemptsNote}: ${figures.error}`);
        continue;
      }
      const unused = figures.unusedJs.reduce((sum, item) => sum + item.wastedBytes, 0);
      console.log(`  ${formFactor}: scores ${figures.scores.map((s) => s.toFixed(2)).join(', ')}; unused JS ${kB(unused)} kB`);
    }
  }

  const home = pages.find((p) => p.page.startsWith('/home'));
  console.log('\nTargets (figures only: the bench never fails on them)');
  if (home) {
    const limit = targets.homeKb * 1000;
    console.log(
      `  /home ≤ ${targets.homeKb} kB compressed JS: ${kB(home.js.bodyBytes)} kB, ${met(home.js.bodyBytes <= limit)}; with headers ${kB(home.js.transferBytes)} kB, ${met(home.js.transferBytes <= limit)}`,
    );
  }
  for (const { page, lighthouse } of pages) {
    for (const formFactor of ['desktop', 'mobile'] as const) {
      const figures = lighthouse[formFactor];
      if (figures && !('error' in figures))
        console.log(
          `  ${page} ${formFactor} ≥ ${targets[formFactor]}: ${figures.score.toFixed(2)}, ${met(figures.score >= targets[formFactor])}`,
        );
    }
  }
}
