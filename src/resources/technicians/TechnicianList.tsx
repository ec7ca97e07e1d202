import { BooleanField, DataTable, TextField } from 'react-admin';
import { CrudList, DisplayDateField, ImportButton, ListReferenceField, StatusChip } from '../../components/crud';
import { AuthorisationsField } from './AuthorisationsField';
import { LicenceStatusChip, LicencesField } from './LicenceStatusChip';
import { technicianFilters } from './technicianFilters';
import { technicianCompact } from './technicianCompact';

export default function TechnicianList() {
  return (
    <CrudList compact={technicianCompact} filters={technicianFilters} sort={{ field: 'name', order: 'ASC' }} actions={<ImportButton />}>
      <DataTable.Col source="employee_no" />
      <DataTable.Col source="name" />
      <DataTable.Col source="home_station_id">
        <ListReferenceField source="home_station_id" reference="stations">
          <TextField source="code" />
        </ListReferenceField>
      </DataTable.Col>
      <DataTable.Col source="licences">
        <LicencesField />
      </DataTable.Col>
      <DataTable.Col source="licence_expiry" field={DisplayDateField} />
      <DataTable.Col source="licence_status" disableSort>
        <LicenceStatusChip />
      </DataTable.Col>
      <DataTable.Col source="authorisations" disableSort>
        <AuthorisationsField />
      </DataTable.Col>
      <DataTable.Col source="employment_type">
        <StatusChip source="employment_type" colours={{}} />
      </DataTable.Col>
      <DataTable.Col source="active" field={BooleanField} />
    </CrudList>
  );
}
