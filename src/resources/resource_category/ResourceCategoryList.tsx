import { DataTable } from 'react-admin';
import { CrudList, StatusChip } from '../../components/crud';
import { ColourSwatch } from './ColourSwatch';
import { resourceKindColours } from './kind';
import { resourceCategoryFilters } from './resourceCategoryFilters';
import { resourceCategoryCompact } from './resourceCategoryCompact';

export default function ResourceCategoryList() {
  return (
    <CrudList compact={resourceCategoryCompact} filters={resourceCategoryFilters} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable.Col source="name" />
      <DataTable.Col source="kind">
        <StatusChip source="kind" colours={resourceKindColours} />
      </DataTable.Col>
      <DataTable.Col source="colour" field={ColourSwatch} />
    </CrudList>
  );
}
