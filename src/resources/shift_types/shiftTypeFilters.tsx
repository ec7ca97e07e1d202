import { NullableBooleanInput, SelectInput } from 'react-admin';
import { shiftKindChoices } from './shiftKindChoices';

/** The server filters shift types by kind and active (search covers code and name). */
export const shiftTypeFilters = [
  <SelectInput key="kind" source="kind" choices={shiftKindChoices} alwaysOn />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];
