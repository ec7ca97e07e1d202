import { BooleanField, DataTable } from 'react-admin';
import { CrudList } from '../../components/crud';
import { partCertFilters } from './partCertFilters';
import { partCertCompact } from './partCertCompact';

/** Codes such as AOG-CALLOUT stay on one line. */
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

export default function PartCertList() {
  return (
    <CrudList compact={partCertCompact} filters={partCertFilters} sort={{ field: 'code', order: 'ASC' }}>
      <DataTable.Col source="code" cellSx={noWrap} />
      <DataTable.Col source="name" />
      <DataTable.Col source="authority" />
      <DataTable.Col source="serial_required" field={BooleanField} />
      <DataTable.Col source="active" field={BooleanField} />
    </CrudList>
  );
}
