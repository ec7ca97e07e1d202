import { downloadRowsAsCsv } from '../../../components/downloadRowsAsCsv';
import type { Kpis } from '../onCallApi';
import { kpiCsvCells, kpiCurrencies } from './kpiColumns';

/** The KPI table as CSV: the column keys as headers (like every list's export), raw numbers, the total row last. */
export async function exportKpis(kpis: Kpis, period: { from: string; to: string }) {
  const rows = [...kpis.customers, kpis.total];
  const currencies = kpiCurrencies(rows);
  const records = rows.map((row) => ({
    from: period.from,
    to: period.to,
    customer: row.customer_name ?? 'total',
    ...kpiCsvCells(row, currencies),
  }));
  await downloadRowsAsCsv(records, `on_call_kpis_${period.from}_${period.to}`);
}
