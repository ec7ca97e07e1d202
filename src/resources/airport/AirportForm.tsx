import { TextInput } from 'react-admin';
import { airportSchemas } from '../../../model/resources/airport';
import { CrudForm, CrudNumberInput, FormSection } from '../../components/crud';
import { AirportLookup } from './AirportLookup';

/** Create offers the OpenFlights lookup first; edit shows the same fields without it. */
export function AirportForm({ lookup = false }: { lookup?: boolean }) {
  return (
    <CrudForm schemas={airportSchemas}>
      {lookup && (
        <FormSection name="lookup" help>
          <AirportLookup />
        </FormSection>
      )}
      <FormSection name="identity">
        <TextInput source="iata" helperText="resources.airport.help.iata" />
        <TextInput source="icao" helperText="resources.airport.help.icao" />
        <TextInput source="name" className="wide" />
        <TextInput source="city" />
        <TextInput source="country" helperText="resources.airport.help.country" />
      </FormSection>
      <FormSection name="location">
        <TextInput source="time_zone" helperText="resources.airport.help.time_zone" />
        <span />
        <CrudNumberInput source="latitude" step={0.0001} />
        <CrudNumberInput source="longitude" step={0.0001} />
      </FormSection>
    </CrudForm>
  );
}
