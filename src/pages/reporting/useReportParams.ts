import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { localToday } from '../../../model/dates';
import {
  defaultReportPeriod,
  reportParamsSchema,
  reportSearch,
  searchParams,
  type ReportParams,
} from '../../../model/modules/reporting/params';
import { useCurrentUser } from '../../providers/useCurrentUser';

/** The filters as the URL carries them: text or numbers, not yet checked. */
export type ReportFilterValues = Partial<Record<keyof ReportParams, string | number>>;

/**
 * A report opened without dates covers the last 30 days up to today (defaultReportPeriod: a running
 * operation has data there on any day of the month); without a region, the active one.
 */
export function defaultReportParams(activeRegionId: number | null | undefined, today = localToday()): Partial<ReportParams> {
  return { ...defaultReportPeriod(today), region_id: activeRegionId ?? undefined };
}

/**
 * The report's filters ARE the URL's query string (shareable, docs/modules/reporting.md): read from it with the
 * defaults filled in, and every change written back to it, so reloading or sharing the link shows
 * the same report. `params` is null while the query string does not make a valid report (the
 * server's own schema says so), `invalid` then names what is wrong.
 */
export function useReportParams() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const values = useMemo(() => ({ ...defaultReportParams(user?.instance_id), ...searchParams(search) }), [search, user?.instance_id]);
  const parsed = useMemo(() => reportParamsSchema.safeParse(values), [values]);
  // The defaults go into the URL at once: the link copied now reopens these very dates and region.
  const complete = ['from', 'to', 'region_id'].every((key) => new URLSearchParams(search).has(key));
  useEffect(() => {
    if (!complete && values.region_id !== undefined) void navigate({ search: `?${reportSearch(values)}` }, { replace: true });
  }, [complete, values, navigate]);
  const setParams = useCallback(
    (next: ReportFilterValues) => navigate({ search: `?${reportSearch(next as Partial<ReportParams>)}` }),
    [navigate],
  );
  return {
    /** The filters as text (what the filter bar shows, valid or not). */
    values: values as ReportFilterValues,
    params: parsed.success ? parsed.data : null,
    invalid: parsed.success ? null : parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })),
    setParams,
  };
}
