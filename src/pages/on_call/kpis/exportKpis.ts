import { downloadCSV } from 'react-admin';
import type { KpiRow } from '../onCallTypes';
import { kpiColumns } from './kpiColumns';

/** The KPI table as CSV: the API's field names as headers (like every list's export), raw numbers. */
export async function exportKpis(rows: KpiRow[], period: { from: string; to: string }) {
  const { default: jsonexport } = await import('jsonexport/dist');
  const records = rows.map((row) => ({
    from: period.from,
    to: period.to,
    customer: row.customer_name ?? 'total',
    ...Object.fromEntries(kpiColumns.map((column) => [column, row[column] ?? ''])),
  }));
  downloadCSV(await jsonexport(records), `on_call_kpis_${period.from}_${period.to}`);
}
