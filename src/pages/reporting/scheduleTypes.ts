import type { RaRecord } from 'react-admin';
import type { ReportFrequency, ReportName } from '../../../model/modules/reporting/catalogue';
import type { ReportParams } from '../../../model/modules/reporting/params';

/** A report mailed on a schedule, as /api/report_schedules answers it (docs/modules/reporting.md). */
export interface ReportSchedule extends RaRecord {
  report: ReportName;
  name: string;
  region_id: number;
  /** The filters without the dates: a schedule's period is relative (scheduledPeriod). */
  params: Partial<Omit<ReportParams, 'from' | 'to' | 'region_id'>>;
  frequency: ReportFrequency;
  /** Hour of the day it is sent at, UTC. */
  hour: number;
  recipient_ids: number[];
  active: boolean;
  next_run_at: string;
  last_sent_at: string | null;
  last_error: string | null;
  version: number;
}

/** Someone who may receive the report (an active user of the region with the Reporting tab). */
export interface ScheduleRecipient {
  id: number;
  name: string;
  email: string;
}

/** The report's optional filters a schedule keeps: every one but the period and the region (a field of its own). */
export function scheduleFilters(params: ReportParams): ReportSchedule['params'] {
  const { from: _from, to: _to, region_id: _region, ...filters } = params;
  return filters;
}
