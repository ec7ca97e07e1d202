import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStoreContext } from 'react-admin';
import { calendarDateKey } from '../../../model/storageKeys';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { readScheduledLink, scheduledFiltersKey, scheduledListStoreKey } from './scheduledFilters';
import { scheduledViewKey } from './useScheduledLayout';

/**
 * Opens the tab as a link asks (What's up's figures): its date becomes the saved calendar date,
 * its filters replace the region's filters, the list's remembered search and page are dropped so
 * the rows are exactly the linked ones, then the query leaves the URL (later changes are the
 * user's own). True while that is being done: the tab waits rather than flash the old filters.
 */
export function useScheduledLink(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const store = useStoreContext();
  const regionId = useCurrentUser()?.instance_id;
  const link = readScheduledLink(location.search);
  const pending = link !== null;
  useEffect(() => {
    const target = readScheduledLink(location.search);
    if (!target) return;
    if (target.date) localStorage.setItem(calendarDateKey, target.date);
    store.setItem(scheduledFiltersKey(regionId), target.filters);
    if (target.view) store.setItem(scheduledViewKey, target.view);
    store.removeItem(`${scheduledListStoreKey(regionId)}.listParams`);
    void navigate({ pathname: location.pathname, search: '', hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, navigate, store, regionId]);
  return pending;
}
