import type { ActivityStatus } from '../../../model/modules/scheduled/enums';
import type { TimelineActivity } from './timelineTypes';

/** The Scheduled tab's filters (issue 12 §6): shared by the timeline and the list. */
export interface ScheduledFilterValues {
  station_id?: number | null;
  customer_id?: number | null;
  status?: ActivityStatus | null;
  unassigned?: boolean;
}

/**
 * The react-admin store key of the filters: per region (a filter picked in one region names
 * stations of that region), and under the `scheduled` prefix that a region change clears
 * (model/storageKeys.ts regionScopedFilterPrefixes).
 */
export const scheduledFiltersKey = (regionId: number | null | undefined) => `scheduled.filters.${regionId ?? 'none'}`;

/** The same filters the server's list applies, on the day the timeline already holds. */
export function matchesFilters(activity: TimelineActivity, filters: ScheduledFilterValues): boolean {
  if (filters.station_id && activity.station_id !== filters.station_id) return false;
  if (filters.customer_id && activity.customer_id !== filters.customer_id) return false;
  if (filters.status && activity.status !== filters.status) return false;
  if (filters.unassigned && activity.technician_ids.length > 0) return false;
  return true;
}

/** The filters as the list endpoint's `filter` (only those set). */
export function listFilter(filters: ScheduledFilterValues): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null && value !== undefined && value !== false && value !== ''));
}

export const activeFilterCount = (filters: ScheduledFilterValues) => Object.keys(listFilter(filters)).length;
