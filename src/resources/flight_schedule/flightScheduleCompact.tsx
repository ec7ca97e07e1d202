import { ReferenceField, TextField } from 'react-admin';
import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { DaysOfWeekField } from '../../components/crud';

const time = (value: string | null) => (value ? value.slice(0, 5) : '…');

export const flightScheduleCompact: CompactRepresentation = {
  secondary: <DaysOfWeekField source="days_of_week" />,
  status: (record) => (
    <>
      <ReferenceField source="station_id" reference="stations" link={false}>
        <TextField source="code" />
      </ReferenceField>{' '}
      {time(record.sta)}–{time(record.std)}
    </>
  ),
};
