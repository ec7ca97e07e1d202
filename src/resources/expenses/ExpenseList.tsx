import { BooleanField, DataTable } from 'react-admin';
import { CrudList, MoneyField, StatusChip } from '../../components/crud';
import { expenseFilters } from './expenseFilters';
import { expenseUnitColours } from './expenseUnits';
import { expenseCompact } from './expenseCompact';

export default function ExpenseList() {
  return (
    <CrudList compact={expenseCompact} filters={expenseFilters} sort={{ field: 'code', order: 'ASC' }}>
      <DataTable.Col source="code" />
      <DataTable.Col source="name" />
      <DataTable.Col source="unit">
        <StatusChip source="unit" colours={expenseUnitColours} />
      </DataTable.Col>
      <DataTable.Col source="default_rate" align="right">
        <MoneyField source="default_rate" />
      </DataTable.Col>
      <DataTable.Col source="currency" />
      <DataTable.Col source="receipt_required" field={BooleanField} />
      <DataTable.Col source="active" field={BooleanField} />
    </CrudList>
  );
}
