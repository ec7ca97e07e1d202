import type { ChipColour } from '../../components/crud/fields/StatusChip';
import { materialCategories } from '../../../model/resources/enums';
import { materialTrackings } from '../../../model/modules/parts';

export const materialCategoryColours: Record<(typeof materialCategories)[number], ChipColour> = {
  consumable: 'default',
  fluid: 'info',
  de_icing_fluid: 'primary',
  part: 'secondary',
};

export const materialCategoryChoices = materialCategories.map((id) => ({ id, name: `resources.materials.choices.category.${id}` }));

export const materialTrackingChoices = materialTrackings.map((id) => ({ id, name: `parts.choices.tracking.${id}` }));

/** A currency code as typed: capitals, nothing when cleared (the schema wants ABC or no value). */
export const parseCurrency = (value: string | null | undefined) => (value ? value.trim().toUpperCase() : undefined);
