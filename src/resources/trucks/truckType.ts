import type { ChipColour } from '../../components/crud/fields/StatusChip';
import { truckTypes } from '../../../model/resources/enums';

export const truckTypeColours: Record<(typeof truckTypes)[number], ChipColour> = {
  service_van: 'default',
  de_icing_truck: 'info',
  tow_tractor: 'secondary',
};

export const truckTypeChoices = truckTypes.map((id) => ({ id, name: `resources.trucks.choices.type.${id}` }));
