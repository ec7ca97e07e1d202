import { isLate } from '../../../model/modules/scheduled/late';
import { activityStatuses, type ActivityStatus } from '../../../model/modules/scheduled/enums';
import { scheduledViews, type ScheduledView, type TimelineActivity } from './timelineTypes';

/** The Scheduled tab's filters: shared by the timeline and the list. */
export interface ScheduledFilterValues {
  station_id?: number | null;
  customer_id?: number | null;
  status?: ActivityStatus | null;
  unassigned?: boolean;
  /** Past the STD and not completed or cancelled (What's up's "late" figure). */
  late?: boolean;
  /** Double-booking someone (What's up's "conflicts" figure). */
  conflict?: boolean;
  /** Someone on it breaks an assignment rule since its last re-timing (What's up's "rules_broken" figure). */
  rules_broken?: boolean;
}

/**
 * The react-admin store key of the filters: per region (a filter picked in one region names
 * stations of that region), and under the `scheduled` prefix that a region change clears
 * (model/storageKeys.ts regionScopedFilterPrefixes).
 */
export const scheduledFiltersKey = (regionId: number | null | undefined) => `scheduled.filters.${regionId ?? 'none'}`;

/** The store key of the day's list (its search, sort and page), per region like the filters. */
export const scheduledListStoreKey = (regionId: number | null | undefined) => `scheduled.list.${regionId ?? 'none'}`;

/** The same filters the server's list applies, on the day the timeline already holds. */
export function matchesFilters(activity: TimelineActivity, filters: ScheduledFilterValues, now = new Date()): boolean {
  if (filters.station_id && activity.station_id !== filters.station_id) return false;
  if (filters.customer_id && activity.customer_id !== filters.customer_id) return false;
  if (filters.status && activity.status !== filters.status) return false;
  if (filters.unassigned && activity.technician_ids.length > 0) return false;
  if (filters.late && !isLate(activity, now)) return false;
  if (filters.conflict && !activity.conflict) return false;
  if (filters.rules_broken && !activity.rules_broken) return false;
  return true;
}

/** The filters as the list endpoint's `filter` (only those set). */
export function listFilter(filters: ScheduledFilterValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== null && value !== undefined && value !== false && value !== ''),
  );
}

export const activeFilterCount = (filters: ScheduledFilterValues) => Object.keys(listFilter(filters)).length;

/** What a link to the tab asks for: `?view=list&filter={"date":…,"status":…}` (What's up's figures, model/modules/home/figures.ts). */
export interface ScheduledLink {
  date: string | null;
  filters: ScheduledFilterValues;
  view: ScheduledView | null;
}

const positiveId = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

/**
 * Reads a link's `filter` (the list endpoint's filter object) into the tab's date and filters; keys
 * the tab does not offer are left out. Null when the URL carries no filter (an ordinary visit).
 */
export function readScheduledLink(search: string): ScheduledLink | null {
  const params = new URLSearchParams(search);
  const raw = params.get('filter');
  if (raw === null) return null;
  let filter: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) filter = parsed as Record<string, unknown>;
  } catch {
    // A mangled link opens the tab unfiltered rather than failing.
  }
  const view = params.get('view');
  const filters: ScheduledFilterValues = {
    station_id: positiveId(filter.station_id),
    customer_id: positiveId(filter.customer_id),
    status: activityStatuses.find((status) => status === filter.status),
    unassigned: filter.unassigned === true || undefined,
    late: filter.late === true || undefined,
    conflict: filter.conflict === true || undefined,
    rules_broken: filter.rules_broken === true || undefined,
  };
  return {
    date: typeof filter.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(filter.date) ? filter.date : null,
    filters: listFilter(filters),
    view: scheduledViews.find((name) => name === view) ?? null,
  };
}
