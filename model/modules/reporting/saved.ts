import { z } from 'zod';
import { reportFrequencies, reportNames, type ReportFrequency } from './catalogue';

const name = z.string().trim().min(1).max(120);
/** The filters as an object; the server checks them against reportParamsSchema and the report's offered filters. */
const params = z.record(z.string(), z.unknown());

/** A saved view (POST /api/report_views): the report, a name the owner recognises, the URL's parameters. */
export const reportViewCreateSchema = z.object({ report: z.enum(reportNames), name, params }).strict();
/** PUT /api/report_views/:id: the name and parameters, with the version read (a stale one is a 409). */
export const reportViewUpdateSchema = z.object({ name, params, version: z.int().positive() }).strict();

const scheduleFields = {
  name,
  region_id: z.int().positive(),
  /** The filters without the dates: each run reports on its own period (scheduledPeriod). */
  params,
  frequency: z.enum(reportFrequencies),
  /** Hour of the day (UTC) it is sent at. */
  hour: z.int().min(0).max(23),
  recipient_ids: z.array(z.int().positive()).min(1).max(50),
  active: z.boolean().default(true),
};
export const reportScheduleCreateSchema = z.object({ report: z.enum(reportNames), ...scheduleFields }).strict();
export const reportScheduleUpdateSchema = z.object({ ...scheduleFields, version: z.int().positive() }).strict();

/**
 * When a schedule runs next, strictly after `after`: at `hour` UTC every day, every Monday (its
 * period is the week before, scheduledPeriod) or on the first of each month (the month before).
 */
export function nextScheduledRun(frequency: ReportFrequency, hour: number, after: Date): Date {
  const candidate = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), hour));
  const fits = (day: Date) => frequency === 'daily' || (frequency === 'weekly' ? day.getUTCDay() === 1 : day.getUTCDate() === 1);
  while (candidate <= after || !fits(candidate)) candidate.setUTCDate(candidate.getUTCDate() + 1);
  return candidate;
}
