import { BooleanField, DataTable } from 'react-admin';
import { CrudList } from '../../components/crud';
import { regionFilters } from './regionFilters';
import { regionCompact } from './regionCompact';

export default function RegionList() {
  return (
    <CrudList compact={regionCompact} filters={regionFilters} sort={{ field: 'name', order: 'ASC' }} bulkDelete={false}>
      <DataTable.Col source="code" />
      <DataTable.Col source="name" />
      <DataTable.Col source="currency" />
      <DataTable.Col source="time_zone" />
      <DataTable.Col source="active" field={BooleanField} />
    </CrudList>
  );
}
