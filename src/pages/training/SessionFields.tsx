import { AutocompleteInput, DateTimeInput, NumberInput, ReferenceInput, TextInput, required } from 'react-admin';
import { Box } from '@mui/material';

/** A session's own fields, the same on the create form and the session page. */
export function SessionFields() {
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' }}>
      <ReferenceInput source="course_id" reference="training_courses" sort={{ field: 'code', order: 'ASC' }}>
        <AutocompleteInput label="training.fields.course" optionText={(c) => `${c.code} — ${c.name}`} validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="station_id" reference="stations" sort={{ field: 'code', order: 'ASC' }}>
        <AutocompleteInput label="training.fields.station" optionText="code" />
      </ReferenceInput>
      <DateTimeInput source="starts_at" label="training.fields.starts_at" validate={required()} />
      <DateTimeInput source="ends_at" label="training.fields.ends_at" validate={required()} />
      <TextInput source="location" label="training.fields.location" />
      <NumberInput source="capacity" label="training.fields.capacity" min={1} validate={required()} />
      <TextInput source="instructor_name" label="training.fields.instructor" />
      <TextInput source="remarks" label="training.fields.remarks" multiline />
    </Box>
  );
}
