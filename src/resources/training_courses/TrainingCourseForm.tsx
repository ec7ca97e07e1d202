import { BooleanInput, CheckboxGroupInput, SelectInput, TextInput } from 'react-admin';
import { InputAdornment } from '@mui/material';
import { trainingCoursesSchemas } from '../../../model/resources/training_courses';
import { CrudForm, CrudNumberInput, FormSection, upperCode } from '../../components/crud';
import { courseAudienceChoices, courseCategoryChoices } from './courseChoices';

const hours = { input: { endAdornment: <InputAdornment position="end">h</InputAdornment> } };

export function TrainingCourseForm() {
  return (
    <CrudForm
      schemas={trainingCoursesSchemas}
      defaultValues={{ active: true, category: 'other', mandatory_for: [], validity_months: null, qualifies_for_de_icing: false }}
    >
      <FormSection name="identity">
        <TextInput source="code" parse={upperCode} helperText="resources.training_courses.help.code" />
        <SelectInput source="category" choices={courseCategoryChoices} />
        <TextInput source="name" className="wide" />
      </FormSection>
      <FormSection name="validity">
        <CrudNumberInput
          source="duration_hours"
          min={0.5}
          max={1000}
          step={0.5}
          slotProps={hours}
          helperText="resources.training_courses.help.duration_hours"
        />
        <CrudNumberInput source="validity_months" min={1} max={240} step={1} helperText="resources.training_courses.help.validity_months" />
        <BooleanInput source="qualifies_for_de_icing" helperText="resources.training_courses.help.qualifies_for_de_icing" />
      </FormSection>
      <FormSection name="audience" help>
        <CheckboxGroupInput
          source="mandatory_for"
          choices={courseAudienceChoices}
          className="wide"
          helperText="resources.training_courses.help.mandatory_for"
        />
        <BooleanInput source="active" helperText="resources.training_courses.help.active" />
      </FormSection>
    </CrudForm>
  );
}
