import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { StatusChip } from '../../components/crud';
import { serviceCategoryColours } from './serviceChoices';
import { DurationField } from './serviceFields';

export const serviceCompact: CompactRepresentation = {
  secondary: <DurationField source="standard_minutes" />,
  status: <StatusChip source="category" colours={serviceCategoryColours} />,
};
