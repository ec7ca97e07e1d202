import { DataTable } from 'react-admin';
import { CrudList, StatusChip } from '../../components/crud';
import { aircraftTypeFilters } from './aircraftTypeFilters';
import { aircraftCategoryColours } from './aircraftCategory';
import { aircraftTypeCompact } from './aircraftTypeCompact';

export default function AircraftTypeList() {
  return (
    <CrudList compact={aircraftTypeCompact} filters={aircraftTypeFilters} sort={{ field: 'icao', order: 'ASC' }}>
      <DataTable.Col source="icao" />
      <DataTable.Col source="iata" />
      <DataTable.Col source="manufacturer" />
      <DataTable.Col source="model" />
      <DataTable.Col source="category">
        <StatusChip source="category" colours={aircraftCategoryColours} />
      </DataTable.Col>
      <DataTable.NumberCol source="type_i_litres" />
      <DataTable.NumberCol source="type_iv_litres" />
    </CrudList>
  );
}
