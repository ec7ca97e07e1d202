import { BooleanField, DataTable } from 'react-admin';
import { CrudList, ListReferenceField } from '../../components/crud';
import { stationFilters } from './stationFilters';
import { stationCompact } from './stationCompact';

export default function StationList() {
  return (
    <CrudList compact={stationCompact} filters={stationFilters} sort={{ field: 'code', order: 'ASC' }}>
      <DataTable.Col source="code" />
      <DataTable.Col source="name" />
      <DataTable.Col source="airport_id">
        <ListReferenceField source="airport_id" reference="airport" />
      </DataTable.Col>
      <DataTable.Col source="phone" disableSort />
      <DataTable.Col source="open_24h" field={BooleanField} />
      <DataTable.Col source="de_icing" field={BooleanField} />
      <DataTable.Col source="active" field={BooleanField} />
    </CrudList>
  );
}
