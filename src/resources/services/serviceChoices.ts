import type { ChipColour } from '../../components/crud/fields/StatusChip';
import { billingUnits, licenceCategories, serviceCategories } from '../../../model/resources/enums';

export const serviceCategoryColours: Record<(typeof serviceCategories)[number], ChipColour> = {
  line_check: 'primary',
  on_call: 'warning',
  de_icing: 'info',
  gse: 'secondary',
  other: 'default',
};

export const serviceCategoryChoices = serviceCategories.map((id) => ({ id, name: `resources.services.choices.category.${id}` }));
export const billingUnitChoices = billingUnits.map((id) => ({ id, name: `resources.services.choices.billing_unit.${id}` }));
export const authorisationChoices = licenceCategories.map((id) => ({
  id,
  name: `resources.services.choices.authorisation_category.${id}`,
}));
