import type { ChipColour } from '../../components/crud/fields/StatusChip';
import { assetStatuses } from '../../../model/resources/enums';

/** Equipment and trucks share the asset statuses; labels under resources.<resource>.choices.status. */
export const assetStatusColours: Record<(typeof assetStatuses)[number], ChipColour> = {
  serviceable: 'success',
  unserviceable: 'error',
  in_maintenance: 'warning',
  retired: 'default',
};

export const assetStatusChoices = (resource: 'equipment' | 'trucks') =>
  assetStatuses.map((id) => ({ id, name: `resources.${resource}.choices.status.${id}` }));
