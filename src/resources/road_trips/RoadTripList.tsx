import { BooleanField, DataTable, NumberField, TextField } from 'react-admin';
import { CrudList, ListReferenceField, MoneyField } from '../../components/crud';
import { formatMinutes } from './duration';
import { roadTripFilters } from './roadTripFilters';
import { roadTripCompact } from './roadTripCompact';

export default function RoadTripList() {
  return (
    <CrudList compact={roadTripCompact} filters={roadTripFilters} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable.Col source="name" />
      <DataTable.Col source="from_station_id">
        <ListReferenceField source="from_station_id" reference="stations">
          <TextField source="code" />
        </ListReferenceField>
      </DataTable.Col>
      <DataTable.Col source="to_airport_id">
        <ListReferenceField source="to_airport_id" reference="airport" />
      </DataTable.Col>
      <DataTable.Col source="distance_km" align="right">
        <NumberField source="distance_km" options={{ maximumFractionDigits: 1 }} />
      </DataTable.Col>
      <DataTable.Col source="typical_minutes" align="right" render={(record) => formatMinutes(record.typical_minutes)} />
      <DataTable.Col source="mileage_rate" align="right">
        <MoneyField source="mileage_rate" digits={3} />
      </DataTable.Col>
      <DataTable.Col source="tolls" align="right">
        <MoneyField source="tolls" />
      </DataTable.Col>
      <DataTable.Col source="active" field={BooleanField} />
    </CrudList>
  );
}
