import { NullableBooleanInput, NumberInput, SelectInput } from 'react-admin';
import { authorisationChoices, billingUnitChoices, serviceCategoryChoices } from './serviceChoices';

export const serviceFilters = [
  <SelectInput key="category" source="category" choices={serviceCategoryChoices} alwaysOn />,
  <SelectInput key="authorisation_category" source="authorisation_category" choices={authorisationChoices} />,
  <SelectInput key="billing_unit" source="billing_unit" choices={billingUnitChoices} />,
  <NumberInput
    key="standard_minutes_lte"
    source="standard_minutes_lte"
    label="resources.services.filters.standard_minutes_lte"
    min={0}
    step={5}
  />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];
