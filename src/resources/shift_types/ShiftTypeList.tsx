import { BooleanField, DataTable } from 'react-admin';
import { CrudList, StatusChip } from '../../components/crud';
import { ColourSwatch } from '../resource_category/ColourSwatch';
import { shiftKindColours, shiftKindLabels } from './shiftKindChoices';
import { shiftTypeCompact } from './shiftTypeCompact';
import { PaidTimeField, ShiftCodeField, ShiftTimesField } from './shiftTypeFields';
import { shiftTypeFilters } from './shiftTypeFilters';

export default function ShiftTypeList() {
  return (
    <CrudList compact={shiftTypeCompact} filters={shiftTypeFilters} sort={{ field: 'code', order: 'ASC' }}>
      <DataTable.Col source="code">
        <ShiftCodeField />
      </DataTable.Col>
      <DataTable.Col source="name" />
      <DataTable.Col source="kind">
        <StatusChip source="kind" colours={shiftKindColours} labelPrefix={shiftKindLabels} />
      </DataTable.Col>
      <DataTable.Col source="start_time" label="resources.shift_types.sections.times">
        <ShiftTimesField />
      </DataTable.Col>
      <DataTable.Col source="paid_minutes" align="right">
        <PaidTimeField />
      </DataTable.Col>
      <DataTable.Col source="colour" field={ColourSwatch} disableSort />
      <DataTable.Col source="active" field={BooleanField} />
    </CrudList>
  );
}
