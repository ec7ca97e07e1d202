import { AutocompleteInput, NumberInput, ReferenceInput, TextInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box } from '@mui/material';
import { StationDateTimeInput } from '../../components/date/DateTimeInput';
import { useStationZone } from '../../components/date/useZone';

/**
 * A session's own fields, the same on the create form and the session page. Its times are typed in
 * the zone of its station, or of the active region for a session that names no station.
 */
export function SessionFields() {
  const timeZone = useStationZone(useWatch({ name: 'station_id' }) as number | null);
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' }}>
      <ReferenceInput source="course_id" reference="training_courses" sort={{ field: 'code', order: 'ASC' }}>
        <AutocompleteInput label="training.fields.course" optionText={(c) => `${c.code} — ${c.name}`} validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="station_id" reference="stations" sort={{ field: 'code', order: 'ASC' }}>
        <AutocompleteInput label="training.fields.station" optionText="code" />
      </ReferenceInput>
      <StationDateTimeInput source="starts_at" label="training.fields.starts_at" timeZone={timeZone} validate={required()} />
      <StationDateTimeInput source="ends_at" label="training.fields.ends_at" timeZone={timeZone} validate={required()} />
      <TextInput source="location" label="training.fields.location" />
      <NumberInput source="capacity" label="training.fields.capacity" min={1} validate={required()} />
      <TextInput source="instructor_name" label="training.fields.instructor" />
      <TextInput source="remarks" label="training.fields.remarks" multiline />
    </Box>
  );
}
