import { useCurrentUser } from '../../../providers/useCurrentUser';
import { ReferenceAutocomplete } from './ReferenceAutocomplete';

/**
 * The region of a region-scoped record: one of the user's own regions (writes elsewhere are a
 * 403), the active region by default, as the server would default it.
 */
export function RegionInput() {
  const user = useCurrentUser();
  const own = user?.regions.map((region) => region.region_id) ?? [];
  return (
    <ReferenceAutocomplete
      source="region_id"
      reference="regions"
      filter={user?.role === 'admin' ? undefined : { id: own }}
      defaultValue={user?.instance_id ?? undefined}
    />
  );
}
