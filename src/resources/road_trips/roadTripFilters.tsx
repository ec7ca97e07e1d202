import { NullableBooleanInput, NumberInput } from 'react-admin';
import { CurrencyCodeInput, ReferenceAutocomplete } from '../../components/crud';

export const roadTripFilters = [
  <ReferenceAutocomplete key="from_station_id" source="from_station_id" reference="stations" alwaysOn />,
  <ReferenceAutocomplete key="to_airport_id" source="to_airport_id" reference="airport" />,
  <NumberInput key="distance_km_lte" source="distance_km_lte" label="resources.road_trips.filters.distance_km_lte" min={0} />,
  <NumberInput key="typical_minutes_lte" source="typical_minutes_lte" label="resources.road_trips.filters.typical_minutes_lte" min={0} />,
  <CurrencyCodeInput key="currency" />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];
