import { AutocompleteInput, ReferenceInput, SearchInput, SelectArrayInput } from 'react-admin';
import { movementKinds } from '../../../../model/modules/stock';
import { CrudDateInput } from '../../../components/crud';

const kindChoices = movementKinds.map((id) => ({ id, name: `parts.choices.kind.${id}` }));

/** The quick search (part number, serial or batch, reference), then kind, station and the days moved. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;
export const movementFilters = [
  <SelectArrayInput key="kind" source="kind" label="parts.fields.kind" choices={kindChoices} alwaysOn />,
  <ReferenceInput key="station_id" source="station_id" reference="stations" sort={{ field: 'code', order: 'ASC' }}>
    <AutocompleteInput label="parts.fields.station" optionText="code" />
  </ReferenceInput>,
  <CrudDateInput key="moved_at_gte" source="moved_at_gte" label="parts.movements.from" />,
  <CrudDateInput key="moved_at_lte" source="moved_at_lte" label="parts.movements.to" />,
];
