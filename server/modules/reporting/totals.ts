import type { ReportRow } from '../../../model/modules/reporting/result';

/** The sum of each named column over the rows (nulls count as nothing; all-null stays null). */
export function sumColumns(rows: readonly ReportRow[], keys: readonly string[]): ReportRow {
  const totals: ReportRow = {};
  for (const key of keys) {
    const values = rows.map((row) => row[key]).filter((value): value is number => typeof value === 'number');
    totals[key] = values.length ? roundCents(values.reduce((sum, value) => sum + value, 0)) : null;
  }
  return totals;
}

/** One total per currency of each money column: amounts in different currencies are never added. */
export function amountTotals(rows: readonly ReportRow[], moneyKeys: readonly string[]): ReportRow[] {
  const byCurrency = new Map<string, ReportRow[]>();
  for (const row of rows) {
    const currency = String(row.currency ?? '');
    const group = byCurrency.get(currency);
    if (group) group.push(row);
    else byCurrency.set(currency, [row]);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, group]) => ({ currency, ...sumColumns(group, moneyKeys) }));
}

/** A share in percent with one decimal, or null when there is nothing to share. */
export const percentOf = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/** Sums of amounts in floating point drift by a fraction of a cent: round to the cent. */
const roundCents = (value: number) => Math.round(value * 1000) / 1000;
