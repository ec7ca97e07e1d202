import { NullableBooleanInput, TextInput } from 'react-admin';

export const partCertFilters = [
  <TextInput key="authority" source="authority" helperText={false} />,
  <NullableBooleanInput key="serial_required" source="serial_required" />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];
