import type { ReportRow } from '../../../model/modules/reporting/result';

export type SortOrder = 'asc' | 'desc';

/** Rows ordered by one column in the browser (the table is already aggregated): empty cells last either way. */
export function sortRows(rows: readonly ReportRow[], key: string, order: SortOrder, locale: string): ReportRow[] {
  const collator = new Intl.Collator(locale, { numeric: true });
  const direction = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
    if (y === null || y === undefined) return -1;
    return direction * (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)));
  });
}
