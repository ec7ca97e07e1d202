import { DataTable } from 'react-admin';
import { CrudList, ImportButton } from '../../components/crud';
import { airportFilters } from './airportFilters';
import { airportCompact } from './airportCompact';

export default function AirportList() {
  return (
    <CrudList compact={airportCompact} filters={airportFilters} sort={{ field: 'iata', order: 'ASC' }} actions={<ImportButton />}>
      <DataTable.Col source="iata" />
      <DataTable.Col source="icao" />
      <DataTable.Col source="name" />
      <DataTable.Col source="city" />
      <DataTable.Col source="country" />
      <DataTable.Col source="time_zone" />
    </CrudList>
  );
}
