import { useStore } from 'react-admin';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { scheduledFiltersKey, type ScheduledFilterValues } from './scheduledFilters';

const noFilters: ScheduledFilterValues = {};

/** The filters of the active region, kept in react-admin's store (local storage in the app). */
export function useScheduledFilters(): [ScheduledFilterValues, (next: ScheduledFilterValues) => void] {
  const regionId = useCurrentUser()?.instance_id;
  return useStore<ScheduledFilterValues>(scheduledFiltersKey(regionId), noFilters);
}
