import type { Store } from 'react-admin';
import { activeRegionKey, regionScopedFilterPrefixes } from '../../../model/storageKeys';
import type { MessageAnswer } from '../../../model/accountRecords';
import { apiRequest } from '../../providers/httpClient';
import { browserNavigation } from '../browserNavigation';

/** Region change page reload delay. */
export const regionReloadDelayMs = 2000;

/** Removes the cached filters of the region-scoped screens (docs/security.md, the active region). */
export function clearRegionFilters(store: Pick<Store, 'removeItems'>): void {
  regionScopedFilterPrefixes.forEach((prefix) => store.removeItems(prefix));
}

/**
 * The active region (docs/security.md): store the choice in session storage, call the server, show the
 * returned message, clear cached filters, reload after 2 s (the reload lets every screen
 * re-read its data for the new region).
 */
export async function switchRegion(
  regionId: number,
  deps: { store: Pick<Store, 'removeItems'>; notifySuccess: (message: string) => void },
): Promise<void> {
  sessionStorage.setItem(activeRegionKey, String(regionId));
  const { message } = await apiRequest<MessageAnswer>('POST', '/api/changeSession', { instance_id: regionId });
  deps.notifySuccess(message);
  clearRegionFilters(deps.store);
  setTimeout(() => browserNavigation.reload(), regionReloadDelayMs);
}
