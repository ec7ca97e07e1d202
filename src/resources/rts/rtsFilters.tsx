import { NullableBooleanInput } from 'react-admin';
import { ReferenceAutocomplete } from '../../components/crud';

export const rtsFilters = [
  <ReferenceAutocomplete key="customer_id" source="customer_id" reference="customers" />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];
