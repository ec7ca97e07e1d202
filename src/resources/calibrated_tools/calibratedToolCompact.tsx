import { ReferenceField, TextField } from 'react-admin';
import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { CalibrationStatusChip } from '../../components/crud';

export const calibratedToolCompact: CompactRepresentation = {
  secondary: (
    <ReferenceField source="station_id" reference="stations" link={false}>
      <TextField source="name" />
    </ReferenceField>
  ),
  status: <CalibrationStatusChip />,
};
