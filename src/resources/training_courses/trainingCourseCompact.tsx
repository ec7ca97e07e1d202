import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { StatusChip } from '../../components/crud';
import { courseCategoryColours } from './courseChoices';
import { ValidityField } from './courseFields';

export const trainingCourseCompact: CompactRepresentation = {
  secondary: <ValidityField />,
  status: <StatusChip source="category" colours={courseCategoryColours} />,
};
