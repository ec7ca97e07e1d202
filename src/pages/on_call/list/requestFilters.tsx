import { AutocompleteInput, ReferenceInput, SearchInput, SelectArrayInput, SelectInput } from 'react-admin';
import { requestPriorities, requestStatuses } from '../../../../model/modules/on_call/enums';
import { CrudDateInput } from '../../../components/crud';

const statusChoices = requestStatuses.map((id) => ({ id, name: `on_call.choices.status.${id}` }));
const priorityChoices = requestPriorities.map((id) => ({ id, name: `on_call.choices.priority.${id}` }));

/**
 * The quick search (request no, registration, flight, caller, defect), then status, priority,
 * customer, station and the days the calls came in. Customer and station pick from Settings'
 * lists, so only for those who read them (`catalogues`).
 */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;
export function requestFilters(catalogues: boolean) {
  return [
    <SelectArrayInput key="status" source="status" label="on_call.list.filters.status" choices={statusChoices} alwaysOn />,
    <SelectInput key="priority" source="priority" label="on_call.list.filters.priority" choices={priorityChoices} alwaysOn />,
    ...(catalogues
      ? [
          <ReferenceInput key="customer_id" source="customer_id" reference="customers" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput label="on_call.list.filters.customer" optionText="name" />
          </ReferenceInput>,
          <ReferenceInput key="station_id" source="station_id" reference="stations" sort={{ field: 'code', order: 'ASC' }}>
            <AutocompleteInput label="on_call.list.filters.station" optionText="code" />
          </ReferenceInput>,
        ]
      : []),
    <CrudDateInput key="requested_at_gte" source="requested_at_gte" label="on_call.list.filters.from" />,
    <CrudDateInput key="requested_at_lte" source="requested_at_lte" label="on_call.list.filters.to" />,
  ];
}
