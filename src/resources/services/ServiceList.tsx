import { BooleanField, DataTable } from 'react-admin';
import { CrudList, StatusChip } from '../../components/crud';
import { serviceFilters } from './serviceFilters';
import { serviceCategoryColours } from './serviceChoices';
import { AuthorisationField, DurationField, RateField } from './serviceFields';
import { serviceCompact } from './serviceCompact';

/** Codes such as AOG-CALLOUT stay on one line. */
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

export default function ServiceList() {
  return (
    <CrudList compact={serviceCompact} filters={serviceFilters} sort={{ field: 'code', order: 'ASC' }}>
      <DataTable.Col source="code" cellSx={noWrap} />
      <DataTable.Col source="name" />
      <DataTable.Col source="category">
        <StatusChip source="category" colours={serviceCategoryColours} />
      </DataTable.Col>
      <DataTable.Col source="standard_minutes" align="right">
        <DurationField source="standard_minutes" />
      </DataTable.Col>
      <DataTable.NumberCol source="technicians_needed" />
      <DataTable.Col source="authorisation_category" disableSort>
        <AuthorisationField />
      </DataTable.Col>
      <DataTable.Col source="billing_rate" align="right">
        <RateField />
      </DataTable.Col>
      <DataTable.Col source="active" field={BooleanField} />
    </CrudList>
  );
}
