import type { ReportParams } from '../../../model/modules/reporting/params';
import type { ReportScheduleRecord } from '../../../model/modules/reporting/reportRecords';

export type { ScheduleRecipient } from '../../../model/modules/reporting/reportRecords';

/** A report mailed on a schedule, as /api/report_schedules answers it (docs/modules/reporting.md). */
export type ReportSchedule = ReportScheduleRecord;

/** The report's optional filters a schedule keeps: every one but the period and the region (a field of its own). */
export function scheduleFilters(params: ReportParams): ReportSchedule['params'] {
  const { from: _from, to: _to, region_id: _region, ...filters } = params;
  return filters;
}
