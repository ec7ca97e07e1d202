import { BooleanField, DataTable } from 'react-admin';
import { CrudList, ListReferenceField } from '../../components/crud';
import { rtsFilters } from './rtsFilters';
import { rtsCompact } from './rtsCompact';

const excerpt = (text: unknown) => {
  const value = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return value.length > 90 ? `${value.slice(0, 90)}…` : value;
};

export default function RtsList() {
  return (
    <CrudList compact={rtsCompact} filters={rtsFilters} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable.Col source="name" />
      <DataTable.Col source="customer_id">
        <ListReferenceField source="customer_id" reference="customers" emptyText="resources.rts.any_customer" />
      </DataTable.Col>
      <DataTable.Col source="regulation_basis" />
      <DataTable.Col source="text" disableSort render={(record) => excerpt(record.text)} />
      <DataTable.Col source="active" field={BooleanField} />
    </CrudList>
  );
}
