import type { QueryKey } from '@tanstack/react-query';
import { activityChange } from '../../../model/modules/scheduled/liveChanges';
import type { LiveEvent } from '../../../model/live';

/**
 * react-admin's cached activity queries a live change makes stale: the lists, and each named
 * activity (getOne), or every activity query when the change names none.
 */
export function activityQueryKeys(event: LiveEvent): QueryKey[] {
  const ids = activityChange(event)?.activity_ids;
  if (!ids) return [['activities']];
  return [['activities', 'getList'], ...ids.map((id) => ['activities', 'getOne', { id: String(id) }])];
}
