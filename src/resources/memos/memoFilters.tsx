import { NullableBooleanInput, ReferenceInput, SelectInput } from 'react-admin';
import { CrudDateInput, ReferenceAutocomplete } from '../../components/crud';
import { memoPriorityChoices } from './memoPriority';

export const memoFilters = [
  <SelectInput key="priority" source="priority" choices={memoPriorityChoices} alwaysOn />,
  <ReferenceInput key="region_id" source="region_id" reference="regions">
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <ReferenceAutocomplete key="station_id" source="station_id" reference="stations" />,
  <NullableBooleanInput key="acknowledgement_required" source="acknowledgement_required" />,
  <CrudDateInput key="valid_from_gte" source="valid_from_gte" label="resources.memos.filters.valid_from_gte" />,
  <CrudDateInput key="valid_to_gte" source="valid_to_gte" label="resources.memos.filters.valid_to_gte" />,
];
