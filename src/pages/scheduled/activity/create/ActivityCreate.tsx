import { CreateBase, TextInput, useRedirect, type RaRecord } from 'react-admin';
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

/**
 * An ad-hoc activity (no flight schedule): validated by the model's create schema, as on the
 * server; once created, its own page opens.
 */
export function ActivityCreate() {
  const redirect = useRedirect();
  const opened = (record: RaRecord) => redirect(`/scheduled_data/${record.id}`);
  return (
    <CreateBase resource="activities" redirect={false} mutationOptions={{ onSuccess: opened }}>
      <CrudForm schemas={activityCreateSchemas} defaultValues={{ local_date: readCalendarDate(), service_ids: [] }} deletable={false}>
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
