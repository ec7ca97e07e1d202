import { useStoreContext, type Store } from 'react-admin';
import { resourceAccess, type ResourceAccess } from '../../../../model/resourceAccess';
import { useCurrentUser } from '../../../providers/useCurrentUser';

/** Every settings list keeps its filters, sort and page size under this prefix of react-admin's store. */
export const crudStorePrefix = 'crud';
const regionPrefix = `${crudStorePrefix}.region.`;
/** The region the remembered region-scoped filters were picked in. */
export const crudFiltersRegionKey = `${crudStorePrefix}.filters_region`;

/**
 * The store key of a list (lists remember their filters per region, docs/ARCHITECTURE.md): region-scoped
 * resources include the active region id, global ones do not.
 */
export function listStoreKey(resource: string, regionId: number | null | undefined): string {
  const access = (resourceAccess as Record<string, ResourceAccess>)[resource];
  if (access && access.scope !== 'global') return `${regionPrefix}${regionId ?? 'none'}.${resource}`;
  return `${crudStorePrefix}.global.${resource}`;
}

/**
 * The active region (docs/security.md): a region change clears cached filters. The nav bar clears the prefixes
 * of model/storageKeys.ts and reloads; the region-scoped list filters are cleared here when the
 * first list after the change sees a different active region from the one they were picked in.
 */
export function clearStaleRegionFilters(
  store: Pick<Store, 'getItem' | 'setItem' | 'removeItems'>,
  regionId: number | null | undefined,
): void {
  const remembered = store.getItem<number | null>(crudFiltersRegionKey, undefined);
  if (remembered !== undefined && remembered !== (regionId ?? null)) store.removeItems(regionPrefix);
  if (remembered !== (regionId ?? null)) store.setItem(crudFiltersRegionKey, regionId ?? null);
}

/** The list's store key for the active region, after clearing another region's filters. */
export function useListStoreKey(resource: string): string {
  const regionId = useCurrentUser()?.instance_id;
  const store = useStoreContext();
  // Read synchronously so the first render of the list already sees cleared filters.
  clearStaleRegionFilters(store, regionId);
  // Nobody subscribes to these keys yet on a list's first render, so writing during render is safe.
  return listStoreKey(resource, regionId);
}
