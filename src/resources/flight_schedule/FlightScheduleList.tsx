import { BooleanField, DataTable, TextField } from 'react-admin';
import { CrudList, DaysOfWeekField, DisplayDateField, ImportButton, ListReferenceField } from '../../components/crud';
import { flightScheduleFilters } from './flightScheduleFilters';
import { flightScheduleCompact } from './flightScheduleCompact';

const time = (value: string | null) => (value ? value.slice(0, 5) : '');

export default function FlightScheduleList() {
  return (
    <CrudList
      compact={flightScheduleCompact}
      filters={flightScheduleFilters}
      sort={{ field: 'valid_from', order: 'DESC' }}
      actions={<ImportButton />}
    >
      <DataTable.Col source="inbound_flight_no" />
      <DataTable.Col source="outbound_flight_no" />
      <DataTable.Col source="station_id">
        {/* Codes keep the wide schedule table readable; the form shows full names. */}
        <ListReferenceField source="station_id" reference="stations">
          <TextField source="code" />
        </ListReferenceField>
      </DataTable.Col>
      <DataTable.Col source="customer_id">
        <ListReferenceField source="customer_id" reference="customers" />
      </DataTable.Col>
      <DataTable.Col source="aircraft_type_id">
        <ListReferenceField source="aircraft_type_id" reference="aircraft_type">
          <TextField source="icao" />
        </ListReferenceField>
      </DataTable.Col>
      <DataTable.Col source="days_of_week" field={DaysOfWeekField} disableSort />
      <DataTable.Col source="sta" render={(record) => time(record.sta)} />
      <DataTable.Col source="std" render={(record) => time(record.std)} />
      <DataTable.Col source="valid_from" field={DisplayDateField} />
      <DataTable.Col source="valid_to" field={DisplayDateField} />
      <DataTable.Col source="active" field={BooleanField} />
    </CrudList>
  );
}
