import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { StatusChip } from '../../components/crud';
import { shiftKindColours, shiftKindLabels } from './shiftKindChoices';
import { ShiftTimesField } from './shiftTypeFields';

export const shiftTypeCompact: CompactRepresentation = {
  secondary: <ShiftTimesField />,
  status: <StatusChip source="kind" colours={shiftKindColours} labelPrefix={shiftKindLabels} />,
};
