import { ReferenceField, TextField } from 'react-admin';
import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { LicenceStatusChip } from './LicenceStatusChip';

export const technicianCompact: CompactRepresentation = {
  secondary: (
    <ReferenceField source="home_station_id" reference="stations" link={false}>
      <TextField source="code" />
    </ReferenceField>
  ),
  status: <LicenceStatusChip />,
};
