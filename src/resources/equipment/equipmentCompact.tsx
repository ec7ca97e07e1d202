import { ReferenceField, TextField } from 'react-admin';
import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { StatusChip } from '../../components/crud';
import { assetStatusColours } from './assetStatus';

export const equipmentCompact: CompactRepresentation = {
  secondary: (
    <ReferenceField source="station_id" reference="stations" link={false}>
      <TextField source="code" />
    </ReferenceField>
  ),
  status: <StatusChip source="status" colours={assetStatusColours} />,
};
