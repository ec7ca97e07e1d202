import { BooleanInput, TextInput } from 'react-admin';
import { roadTripsSchemas } from '../../../model/resources/road_trips';
import { CrudForm, CrudNumberInput, CurrencyCodeInput, FormSection, ReferenceAutocomplete, RegionInput } from '../../components/crud';
import { TripEstimate } from './TripEstimate';

export function RoadTripForm() {
  return (
    <CrudForm schemas={roadTripsSchemas} defaultValues={{ active: true, tolls: 0, currency: 'EUR' }}>
      <FormSection name="route">
        <TextInput source="name" helperText="resources.road_trips.help.name" />
        <RegionInput />
        <ReferenceAutocomplete source="from_station_id" reference="stations" filter={{ active: true }} />
        <ReferenceAutocomplete source="to_airport_id" reference="airport" helperText="resources.road_trips.help.to_airport_id" />
        <CrudNumberInput source="distance_km" min={0} step={0.1} helperText="resources.road_trips.help.distance_km" />
        <CrudNumberInput source="typical_minutes" min={1} step={1} helperText="resources.road_trips.help.typical_minutes" />
      </FormSection>
      <FormSection name="costs">
        <CrudNumberInput source="mileage_rate" min={0} step={0.01} helperText="resources.road_trips.help.mileage_rate" />
        <CrudNumberInput source="tolls" min={0} step={0.01} helperText="resources.road_trips.help.tolls" />
        <CurrencyCodeInput helperText="resources.road_trips.help.currency" />
        <BooleanInput source="active" />
        <div className="wide">
          <TripEstimate />
        </div>
      </FormSection>
    </CrudForm>
  );
}
