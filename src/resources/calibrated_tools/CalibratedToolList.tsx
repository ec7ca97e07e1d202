import { DataTable } from 'react-admin';
import { CalibrationStatusChip, CrudList, DisplayDateField, ListReferenceField, StatusChip } from '../../components/crud';
import { calibratedToolFilters } from './calibratedToolFilters';
import { toolStatusColours } from './toolStatus';
import { calibratedToolCompact } from './calibratedToolCompact';

export default function CalibratedToolList() {
  return (
    <CrudList compact={calibratedToolCompact} filters={calibratedToolFilters} sort={{ field: 'next_due', order: 'ASC' }}>
      <DataTable.Col source="tool_no" />
      <DataTable.Col source="description" />
      <DataTable.Col source="station_id">
        <ListReferenceField source="station_id" reference="stations" />
      </DataTable.Col>
      <DataTable.Col source="last_calibrated" field={DisplayDateField} />
      <DataTable.Col source="next_due" field={DisplayDateField} />
      <DataTable.Col source="calibration_status" disableSort>
        <CalibrationStatusChip />
      </DataTable.Col>
      <DataTable.Col source="status">
        <StatusChip source="status" colours={toolStatusColours} />
      </DataTable.Col>
    </CrudList>
  );
}
