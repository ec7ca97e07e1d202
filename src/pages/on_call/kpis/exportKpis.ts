import { downloadCSV } from 'react-admin';
import type { Kpis } from '../onCallApi';
import { kpiColumnNames, kpiColumns } from './kpiColumns';

/** The KPI table as CSV: the column keys as headers (like every list's export), raw numbers, the total row last. */
export async function exportKpis(kpis: Kpis, period: { from: string; to: string }) {
  const { default: jsonexport } = await import('jsonexport/dist');
  const records = [...kpis.customers, kpis.total].map((row) => ({
    from: period.from,
    to: period.to,
    customer: row.customer_name ?? 'total',
    ...Object.fromEntries(kpiColumnNames.map((column) => [column, kpiColumns[column](row) ?? ''])),
  }));
  downloadCSV(await jsonexport(records), `on_call_kpis_${period.from}_${period.to}`);
}
