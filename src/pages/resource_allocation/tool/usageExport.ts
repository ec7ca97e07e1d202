import { downloadRowsAsCsv } from '../../../components/downloadRowsAsCsv';
import type { ToolUsage } from '../resourcesApi';

/** A job as the export reads it: an activity's may come without the on-call request's fields. */
type ExportedUsage = Omit<ToolUsage, 'on_call_request_id' | 'request_no'> & Partial<Pick<ToolUsage, 'on_call_request_id' | 'request_no'>>;

/** A tool's usage as CSV for the auditor (headers are API field names, like every export). */
export async function exportToolUsage(toolLabel: string, usage: readonly ExportedUsage[]): Promise<void> {
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
