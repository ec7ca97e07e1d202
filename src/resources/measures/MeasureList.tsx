import { DataTable } from 'react-admin';
import { CrudList, StatusChip } from '../../components/crud';
import { measureKindColours } from './kind';
import { measureFilters } from './measureFilters';
import { measureCompact } from './measureCompact';

export default function MeasureList() {
  return (
    <CrudList compact={measureCompact} filters={measureFilters} sort={{ field: 'code', order: 'ASC' }}>
      <DataTable.Col source="code" />
      <DataTable.Col source="name" />
      <DataTable.Col source="kind">
        <StatusChip source="kind" colours={measureKindColours} />
      </DataTable.Col>
      <DataTable.NumberCol source="factor" options={{ maximumFractionDigits: 6 }} />
    </CrudList>
  );
}
