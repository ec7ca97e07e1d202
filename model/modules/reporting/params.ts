import dayjs from 'dayjs';
import { z } from 'zod';
import { isoDate } from '../../resources/fieldRules';
import { fluidTypes } from '../de_icing';
import { optionalReportFilters, reportFilters, type ReportName } from './catalogue';

/**
 * The scan guard (a report that would scan too much is answered with a clear message to narrow
 * the filters; docs/modules/reporting.md): a report covers at most this many days, and the server refuses one whose
 * planner estimate of the rows read exceeds maxReportScanRows (server/modules/reporting/scanGuard.ts).
 * A year and a day lets "the last twelve months" include both ends.
 */
export const maxReportDays = 366;
export const maxReportScanRows = 2_000_000;
/** The most rows a report's table answers; a grouping that would give more asks to narrow. */
export const maxReportRows = 5_000;

const queryId = z.coerce.number().int().positive().max(2_147_483_647);

/** `?region_id=N` alone: the region whose filter choices or schedule recipients are asked for. */
export const regionQuerySchema = z.object({ region_id: queryId }).strict();

/**
 * A report's parameters, as the query string carries them (GET /api/reports/:name?from=…&to=…): the
 * same object is the browser's URL, a saved view's params and a schedule's params. Strict: an unknown
 * parameter is a 422, so a mistyped link does not silently report on everything.
 */
export const reportParamsSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    region_id: queryId,
    station_id: queryId.optional(),
    customer_id: queryId.optional(),
    technician_id: queryId.optional(),
    service_id: queryId.optional(),
    fluid_type: z.enum(fluidTypes).optional(),
  })
  .strict()
  .superRefine((params, context) => {
    if (params.to < params.from) context.addIssue({ code: 'custom', path: ['to'], message: 'report_to_before_from' });
    else if (dayjs(params.to).diff(dayjs(params.from), 'day') + 1 > maxReportDays)
      context.addIssue({ code: 'custom', path: ['to'], message: 'report_range_too_long' });
  });
export type ReportParams = z.infer<typeof reportParamsSchema>;

/** The parameters a report does not offer are refused by name (422), not ignored. */
export function unofferedFilters(report: ReportName, params: Record<string, unknown>): string[] {
  return optionalReportFilters.filter((key) => params[key] !== undefined && !reportFilters[report].includes(key));
}

/**
 * Relative periods of a schedule: a weekly report mailed on Monday covers the previous Monday to
 * Sunday, a monthly one the previous calendar month, a daily one yesterday. Dates are UTC days.
 */
export function scheduledPeriod(frequency: 'daily' | 'weekly' | 'monthly', now: Date): { from: string; to: string } {
  const today = dayjs(now.toISOString().slice(0, 10));
  if (frequency === 'daily') {
    const day = today.subtract(1, 'day').format('YYYY-MM-DD');
    return { from: day, to: day };
  }
  if (frequency === 'weekly') {
    const monday = today.subtract((today.day() + 6) % 7, 'day');
    return { from: monday.subtract(7, 'day').format('YYYY-MM-DD'), to: monday.subtract(1, 'day').format('YYYY-MM-DD') };
  }
  const first = today.startOf('month');
  return { from: first.subtract(1, 'month').format('YYYY-MM-DD'), to: first.subtract(1, 'day').format('YYYY-MM-DD') };
}

/**
 * The period a report opens on when its link names none: the last 30 days up to today (the user's
 * calendar day, ISO), both included. A running operation always has data there — "last month" is
 * all history by the 1st and "this month to date" is a single day then (docs/modules/reporting.md).
 */
export const defaultReportDays = 30;
export function defaultReportPeriod(today: string): { from: string; to: string } {
  return {
    from: dayjs(today)
      .subtract(defaultReportDays - 1, 'day')
      .format('YYYY-MM-DD'),
    to: today,
  };
}

/** Query string of the parameters, keys in a stable order (links, saved views and the URL compare equal). */
export function reportSearch(params: Partial<ReportParams>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params).sort(([a], [b]) => a.localeCompare(b))) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** The parameters read back from a query string, as text: reportParamsSchema coerces and checks them. */
export function searchParams(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search).entries());
}
