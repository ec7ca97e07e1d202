import { NullableBooleanInput } from 'react-admin';
import { CrudDateInput, ReferenceAutocomplete } from '../../components/crud';

export const flightScheduleFilters = [
  <ReferenceAutocomplete key="station_id" source="station_id" reference="stations" alwaysOn />,
  <ReferenceAutocomplete key="customer_id" source="customer_id" reference="customers" />,
  <ReferenceAutocomplete key="aircraft_type_id" source="aircraft_type_id" reference="aircraft_type" />,
  <NullableBooleanInput key="active" source="active" />,
  <CrudDateInput key="valid_to_gte" source="valid_to_gte" label="resources.flight_schedule.filters.valid_on_or_after" />,
];
