import { NullableBooleanInput } from 'react-admin';
import { ReferenceAutocomplete } from '../../components/crud';

export const userFilters = [
  <ReferenceAutocomplete key="role_id" source="role_id" reference="roles" alwaysOn />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];
