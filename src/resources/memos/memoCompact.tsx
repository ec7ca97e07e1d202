import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { DisplayDateField, StatusChip } from '../../components/crud';
import { memoPriorityColours } from './memoPriority';

export const memoCompact: CompactRepresentation = {
  secondary: <DisplayDateField source="valid_from" />,
  status: <StatusChip source="priority" colours={memoPriorityColours} />,
};
