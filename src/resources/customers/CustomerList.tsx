import { BooleanField, DataTable, EmailField } from 'react-admin';
import { CrudList } from '../../components/crud';
import { customerFilters } from './customerFilters';
import { customerCompact } from './customerCompact';

export default function CustomerList() {
  return (
    <CrudList compact={customerCompact} filters={customerFilters} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable.Col source="name" />
      <DataTable.Col source="iata" />
      <DataTable.Col source="icao" />
      <DataTable.Col source="contact_name" disableSort />
      <DataTable.Col source="contact_email" disableSort field={EmailField} />
      <DataTable.Col source="contract_reference" />
      <DataTable.Col source="billing_currency" />
      <DataTable.Col source="active" field={BooleanField} />
    </CrudList>
  );
}
