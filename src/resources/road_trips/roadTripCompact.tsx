import { ReferenceField, TextField } from 'react-admin';
import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { InactiveChip } from '../../components/crud/fields/InactiveChip';
import { formatMinutes } from './duration';

export const roadTripCompact: CompactRepresentation = {
  secondary: (record) => (
    <>
      <ReferenceField source="from_station_id" reference="stations" link={false}>
        <TextField source="code" />
      </ReferenceField>
      {' → '}
      <ReferenceField source="to_airport_id" reference="airport" link={false}>
        <TextField source="iata" />
      </ReferenceField>
      {record.typical_minutes ? ` · ${formatMinutes(record.typical_minutes)}` : ''}
    </>
  ),
  status: <InactiveChip />,
};
