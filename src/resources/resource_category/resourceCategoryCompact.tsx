import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { StatusChip } from '../../components/crud';
import { ColourSwatch } from './ColourSwatch';
import { resourceKindColours } from './kind';

export const resourceCategoryCompact: CompactRepresentation = {
  secondary: <ColourSwatch source="colour" />,
  status: <StatusChip source="kind" colours={resourceKindColours} />,
};
