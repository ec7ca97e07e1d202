import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../routes/lazyScreen';

const pendingList = lazyScreen(() => import('../components/crud/PendingResourceList')).Component;

/**
 * A resource whose screens are still to be written: its route (/<name>) shows an empty state,
 * and its recordRepresentation already names it wherever another screen refers to it.
 * Replace with a real folder (see src/resources/stations/) and a line in ./index.ts.
 */
export function pendingResource(icon: ComponentType, recordRepresentation: (record: RaRecord) => string) {
  return { list: pendingList, icon, recordRepresentation };
}
