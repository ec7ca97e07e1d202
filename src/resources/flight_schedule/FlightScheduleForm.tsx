import { BooleanInput, TextInput } from 'react-admin';
import { flightScheduleSchemas } from '../../../model/resources/flight_schedule';
import {
  CrudDateInput,
  CrudForm,
  DaysOfWeekInput,
  FormSection,
  LocalTimeInput,
  ReferenceArrayAutocomplete,
  ReferenceAutocomplete,
} from '../../components/crud';

export function FlightScheduleForm() {
  return (
    <CrudForm schemas={flightScheduleSchemas} defaultValues={{ active: true, days_of_week: [], service_ids: [] }}>
      <FormSection name="flights">
        <ReferenceAutocomplete source="customer_id" reference="customers" filter={{ active: true }} />
        <ReferenceAutocomplete source="aircraft_type_id" reference="aircraft_type" />
        <TextInput source="inbound_flight_no" helperText="resources.flight_schedule.help.flight_no" />
        <TextInput source="outbound_flight_no" helperText="resources.flight_schedule.help.flight_no" />
        <ReferenceAutocomplete source="station_id" reference="stations" filter={{ active: true }} />
      </FormSection>
      <FormSection name="timing" help>
        <DaysOfWeekInput source="days_of_week" className="wide" />
        <LocalTimeInput source="sta" />
        <LocalTimeInput source="std" />
        <CrudDateInput source="valid_from" />
        <CrudDateInput source="valid_to" helperText="resources.flight_schedule.help.valid_to" />
      </FormSection>
      <FormSection name="services">
        <ReferenceArrayAutocomplete source="service_ids" reference="services" filter={{ active: true }} className="wide" />
        <TextInput source="remarks" multiline minRows={2} className="wide" />
        <BooleanInput source="active" />
      </FormSection>
    </CrudForm>
  );
}
