import type { ChipColour } from '../../components/crud/fields/StatusChip';
import { aircraftCategories } from '../../../model/resources/enums';

export const aircraftCategoryColours: Record<(typeof aircraftCategories)[number], ChipColour> = {
  regional: 'default',
  narrow_body: 'primary',
  wide_body: 'secondary',
};

export const aircraftCategoryChoices = aircraftCategories.map((id) => ({ id, name: `resources.aircraft_type.choices.category.${id}` }));
