import { BooleanField, DataTable, ReferenceField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { CrudList, DisplayDateField, ListReferenceField, StatusChip } from '../../components/crud';
import { memoFilters } from './memoFilters';
import { memoPriorityColours } from './memoPriority';
import { memoCompact } from './memoCompact';

/** valid_to in the display format, or "open-ended" when the memo has no end date. */
function ValidToField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (record && !record.valid_to) return <>{translate('resources.memos.open_ended')}</>;
  return <DisplayDateField source="valid_to" />;
}

export default function MemoList() {
  return (
    <CrudList compact={memoCompact} filters={memoFilters} sort={{ field: 'valid_from', order: 'DESC' }}>
      <DataTable.Col source="title" />
      <DataTable.Col source="priority">
        <StatusChip source="priority" colours={memoPriorityColours} />
      </DataTable.Col>
      <DataTable.Col source="region_id">
        <ReferenceField source="region_id" reference="regions" emptyText="resources.memos.all_regions" link={false}>
          <TextField source="name" />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col source="station_id">
        <ListReferenceField source="station_id" reference="stations" emptyText="resources.memos.all_stations" />
      </DataTable.Col>
      <DataTable.Col source="valid_from" field={DisplayDateField} />
      <DataTable.Col source="valid_to">
        <ValidToField />
      </DataTable.Col>
      <DataTable.Col source="acknowledgement_required" field={BooleanField} disableSort />
    </CrudList>
  );
}
