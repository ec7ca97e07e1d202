import { CreateBase, TextInput, useRedirect, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import {
  CrudDateInput,
  CrudForm,
  FormSection,
  LocalTimeInput,
  ReferenceArrayAutocomplete,
  ReferenceAutocomplete,
} from '../../../../components/crud';
import { readCalendarDate } from '../../../../components/useCalendarDate';
import { activityCreateSchemas } from './activityCreateSchemas';

const prefilled = ['local_date', 'registration', 'inbound_flight_no', 'outbound_flight_no'] as const;

/**
 * Values a link fills in (`?station_id=&local_date=&registration=&inbound_flight_no=`): Create job on an
 * unmatched flight movement (docs/modules/movements.md). The form's schema checks them like typed ones.
 */
function usePrefill() {
  const [params] = useSearchParams();
  const values: Record<string, string | number> = {};
  for (const field of prefilled) {
    const value = params.get(field);
    if (value) values[field] = value;
  }
  const station = Number(params.get('station_id'));
  if (Number.isInteger(station) && station > 0) values.station_id = station;
  return values;
}

/**
 * An ad-hoc activity (no flight schedule): validated by the model's create schema, as on the
 * server; once created, its own page opens.
 */
export function ActivityCreate() {
  const redirect = useRedirect();
  const opened = (record: RaRecord) => redirect(`/scheduled_data/${record.id}`);
  const prefill = usePrefill();
  return (
    <CreateBase resource="activities" redirect={false} mutationOptions={{ onSuccess: opened }}>
      <CrudForm
        schemas={activityCreateSchemas}
        defaultValues={{ local_date: readCalendarDate(), service_ids: [], ...prefill }}
        deletable={false}
      >
        <FormSection name="where">
          <ReferenceAutocomplete source="station_id" reference="stations" filter={{ active: true }} />
          <CrudDateInput source="local_date" />
          <ReferenceAutocomplete source="customer_id" reference="customers" filter={{ active: true }} />
          <ReferenceAutocomplete source="aircraft_type_id" reference="aircraft_type" />
          <TextInput source="registration" />
        </FormSection>
        <FormSection name="flights" help>
          <TextInput source="inbound_flight_no" />
          <TextInput source="outbound_flight_no" />
          <LocalTimeInput source="sta" />
          <LocalTimeInput source="std" />
        </FormSection>
        <FormSection name="work">
          <ReferenceArrayAutocomplete source="service_ids" reference="services" filter={{ active: true }} className="wide" />
          <TextInput source="remarks" multiline minRows={2} className="wide" />
        </FormSection>
      </CrudForm>
    </CreateBase>
  );
}
