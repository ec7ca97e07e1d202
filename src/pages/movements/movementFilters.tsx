import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, SearchInput, SelectArrayInput, SelectInput } from 'react-admin';
import { movementOutcomes } from '../../../model/modules/movements';
import { CrudDateInput } from '../../components/crud';

const outcomeChoices = movementOutcomes.map((id) => ({ id, name: `movements.outcome.${id}` }));
const formatChoices = (['mvt', 'json'] as const).map((id) => ({ id, name: `movements.format.${id}` }));

/** The quick search (flight, registration, station, work order) and "open only", always there. */
export const searchFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="open" source="open" label="movements.filters.open" alwaysOn />,
];

/** Outcome, format, station, the flight's days; and the one message an activity's history links to. */
export const movementFilters = [
  <SelectArrayInput key="outcome" source="outcome" label="movements.fields.outcome" choices={outcomeChoices} />,
  <SelectInput key="message_format" source="message_format" label="movements.fields.format" choices={formatChoices} />,
  <ReferenceInput key="station_id" source="station_id" reference="stations" sort={{ field: 'code', order: 'ASC' }}>
    <AutocompleteInput label="movements.fields.station" optionText="code" />
  </ReferenceInput>,
  <CrudDateInput key="flight_date_gte" source="flight_date_gte" label="movements.filters.from" />,
  <CrudDateInput key="flight_date_lte" source="flight_date_lte" label="movements.filters.to" />,
  <NumberInput key="message_id" source="message_id" label="movements.fields.message_id" />,
];
