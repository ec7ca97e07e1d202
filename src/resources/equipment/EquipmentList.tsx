import { DataTable, TextField } from 'react-admin';
import { CrudList, ListReferenceField, StatusChip } from '../../components/crud';
import { assetStatusColours } from './assetStatus';
import { DueDateField } from './DueDateField';
import { equipmentFilters } from './equipmentFilters';
import { equipmentCompact } from './equipmentCompact';

export default function EquipmentList() {
  return (
    <CrudList compact={equipmentCompact} filters={equipmentFilters} sort={{ field: 'asset_no', order: 'ASC' }}>
      <DataTable.Col source="asset_no" />
      <DataTable.Col source="name" />
      <DataTable.Col source="resource_category_id">
        <ListReferenceField source="resource_category_id" reference="resource_category" />
      </DataTable.Col>
      <DataTable.Col source="station_id">
        <ListReferenceField source="station_id" reference="stations">
          <TextField source="code" />
        </ListReferenceField>
      </DataTable.Col>
      <DataTable.Col source="make" />
      <DataTable.Col source="model" />
      <DataTable.Col source="status">
        <StatusChip source="status" colours={assetStatusColours} />
      </DataTable.Col>
      <DataTable.Col source="next_service_date" field={DueDateField} />
    </CrudList>
  );
}
