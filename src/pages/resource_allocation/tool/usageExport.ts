import { downloadRowsAsCsv } from '../../../components/downloadRowsAsCsv';
import type { ToolUsage } from '../resourcesApi';

/** A tool's usage as CSV for the auditor (headers are API field names, like every export). */
export async function exportToolUsage(toolLabel: string, usage: ToolUsage[]): Promise<void> {
  const rows = usage.map((use) => ({
    local_date: use.local_date,
    station_code: use.station_code,
    work_order: use.work_order ?? '',
    request_no: use.request_no ?? '',
    registration: use.registration ?? '',
    aircraft_type_code: use.aircraft_type_code ?? '',
    customer_name: use.customer_name ?? '',
    starts_at: use.starts_at,
    ends_at: use.ends_at,
  }));
  await downloadRowsAsCsv(rows, `tool_usage_${toolLabel.replace(/[^A-Za-z0-9-]+/g, '_')}`);
}
