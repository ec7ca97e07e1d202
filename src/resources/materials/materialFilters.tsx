import { NullableBooleanInput, SelectInput, TextInput } from 'react-admin';
import { ReferenceAutocomplete } from '../../components/crud';
import { materialCategoryChoices, materialTrackingChoices, parseCurrency } from './category';

export const materialFilters = [
  <SelectInput key="category" source="category" choices={materialCategoryChoices} alwaysOn />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
  <ReferenceAutocomplete key="measure_id" source="measure_id" reference="measures" />,
  <SelectInput key="tracking" source="tracking" choices={materialTrackingChoices} />,
  <NullableBooleanInput key="hazardous" source="hazardous" />,
  <TextInput key="currency" source="currency" parse={parseCurrency} />,
];
