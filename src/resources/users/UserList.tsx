import { BooleanField, DataTable } from 'react-admin';
import { CrudList, ListReferenceField, RegionChips } from '../../components/crud';
import { userFilters } from './userFilters';
import { userCompact } from './userCompact';

export default function UserList() {
  return (
    <CrudList compact={userCompact} filters={userFilters} sort={{ field: 'name', order: 'ASC' }} bulkDelete={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="email" />
      <DataTable.Col source="role_id">
        <ListReferenceField source="role_id" reference="roles" />
      </DataTable.Col>
      <DataTable.Col source="region_ids" disableSort>
        <RegionChips />
      </DataTable.Col>
      <DataTable.Col source="active" field={BooleanField} />
    </CrudList>
  );
}
