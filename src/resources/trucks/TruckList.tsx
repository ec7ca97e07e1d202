import { DataTable, TextField } from 'react-admin';
import { CrudList, ListReferenceField, StatusChip } from '../../components/crud';
import { assetStatusColours } from '../equipment/assetStatus';
import { DueDateField } from '../equipment/DueDateField';
import { truckFilters } from './truckFilters';
import { truckTypeColours } from './truckType';
import { truckCompact } from './truckCompact';

export default function TruckList() {
  return (
    <CrudList compact={truckCompact} filters={truckFilters} sort={{ field: 'registration', order: 'ASC' }}>
      <DataTable.Col source="registration" />
      <DataTable.Col source="fleet_no" />
      <DataTable.Col source="type">
        <StatusChip source="type" colours={truckTypeColours} />
      </DataTable.Col>
      <DataTable.Col source="station_id">
        <ListReferenceField source="station_id" reference="stations">
          <TextField source="code" />
        </ListReferenceField>
      </DataTable.Col>
      <DataTable.Col source="status">
        <StatusChip source="status" colours={assetStatusColours} />
      </DataTable.Col>
      <DataTable.NumberCol source="fluid_tank_litres" disableSort />
      <DataTable.NumberCol source="odometer_km" />
      <DataTable.Col source="next_service_date" field={DueDateField} />
      <DataTable.Col source="insurance_expiry" field={DueDateField} />
    </CrudList>
  );
}
