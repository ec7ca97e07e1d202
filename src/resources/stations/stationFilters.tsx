import { NullableBooleanInput } from 'react-admin';
import { ReferenceAutocomplete } from '../../components/crud';

export const stationFilters = [
  <ReferenceAutocomplete key="airport_id" source="airport_id" reference="airport" />,
  <NullableBooleanInput key="open_24h" source="open_24h" />,
  <NullableBooleanInput key="de_icing" source="de_icing" />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];
