import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { StatusChip } from '../../components/crud';
import { measureKindColours } from './kind';

export const measureCompact: CompactRepresentation = {
  status: <StatusChip source="kind" colours={measureKindColours} />,
};
