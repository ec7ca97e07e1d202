import { NumberInput, SelectInput } from 'react-admin';
import { courseCategoryChoices } from './courseChoices';

/** The server filters courses by category and validity (not by `active`: that column only sorts). */
export const trainingCourseFilters = [
  <SelectInput key="category" source="category" choices={courseCategoryChoices} alwaysOn />,
  <NumberInput key="validity_months" source="validity_months" min={1} step={1} />,
  <NumberInput
    key="validity_months_lte"
    source="validity_months_lte"
    label="resources.training_courses.filters.validity_months_lte"
    min={1}
    step={1}
  />,
  <NumberInput
    key="duration_hours_lte"
    source="duration_hours_lte"
    label="resources.training_courses.filters.duration_hours_lte"
    min={0.5}
    step={0.5}
  />,
];
