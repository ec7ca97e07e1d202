import { DataTable } from 'react-admin';
import { CrudList, StatusChip } from '../../components/crud';
import { measureKindColours } from './kind';
import { measureFilters } from './measureFilters';

export default function MeasureList() {
  return (
    <CrudList filters={measureFilters} sort={{ field: 'code', order: 'ASC' }}>
      <DataTable.Col source="code" />
      <DataTable.Col source="name" />
      <DataTable.Col source="kind">
        <StatusChip source="kind" colours={measureKindColours} />
      </DataTable.Col>
      <DataTable.NumberCol source="factor" options={{ maximumFractionDigits: 6 }} />
    </CrudList>
  );
}
